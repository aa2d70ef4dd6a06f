import { AUTH_PROBLEMS } from './problems/auth.ts';
import { COURSE_PROBLEMS } from './problems/courses.ts';
import type { ProblemDef } from './problems/define.ts';
import { SUBSIDY_PROBLEMS } from './problems/subsidies.ts';

/**
 * Problems whose text a contract also gives as a field's message (its schema checks the same rule,
 * decision 475): their English is the catalogue's (localize reads the list once, when first needed).
 */
export const PROBLEM_TWINS = (): readonly ProblemDef[] => [
  COURSE_PROBLEMS['course_run.end_before_start'],
  AUTH_PROBLEMS['auth.invalid_code'],
  AUTH_PROBLEMS['passkey.failed'],
  AUTH_PROBLEMS['auth.reset_invalid'],
  AUTH_PROBLEMS['auth.institute_name_required'],
  SUBSIDY_PROBLEMS['subsidy_application.unknown_scheme'],
  SUBSIDY_PROBLEMS['subsidy_application.bad_date'],
];

/**
 * English for the messages that are not problems, gettext-style: keyed by the exact Dutch text that
 * contracts (field messages), answers (`say`) and domain rules (a reason a problem passes on)
 * produce; used by the server and by web forms that validate with the contracts (Dutch is the
 * source language and needs no catalogue of its own). A problem's texts are not here: they live in
 * its feature's catalogue, contracts/problems/ (decision 475). A text missing here is sent in Dutch;
 * add its English line here. Texts with a variable part are patterns.
 */
export const EN_MESSAGES: Readonly<Record<string, string>> = {
  // rules the OpenAPI document states in words (contracts: descriptions beside their checks)
  'Niet leeg na het weglaten van spaties aan begin en eind; zonder stuurtekens, regeleinden of richtingstekens; geen webadres (geen "://", "www." of "host.nl/")':
    'Not empty once leading and trailing spaces are removed; no control characters, line breaks or direction marks; no web address (no "://", "www." or "host.nl/")',
  'Regel over velden heen: isActive moet kloppen met status als beide gegeven zijn (true bij active, false bij draft of archived)':
    'Rule across fields: isActive must agree with status when both are given (true for active, false for draft or archived)',
  'Regel over velden heen: endDate ≥ startDate als beide gegeven zijn (bij een wijziging: de gegeven waarden)':
    'Rule across fields: endDate ≥ startDate when both are given (on a change: the given values)',
  'Het antwoord per vraag-id. Welke vragen er zijn, welke verplicht zijn, wanneer een vraag getoond wordt en welke waarden gelden, staat in de vragenlijst (GET /api/subsidies/questionnaire: type, options, required, showIf); een antwoord dat daar niet aan voldoet is een 400 met de reden':
    'The answer per question id. Which questions there are, which are required, when a question is shown and which values are valid is in the questionnaire (GET /api/subsidies/questionnaire: type, options, required, showIf); an answer that does not meet it is a 400 with the reason',
  'Regel over velden heen: salaryMin ≤ salaryMax als beide gegeven zijn':
    'Rule across fields: salaryMin ≤ salaryMax when both are given',
  // shared (http/errors.ts, app.ts, guards)
  'Ongeldige cursor: gebruik de nextCursor van de vorige pagina':
    'Invalid cursor: use the nextCursor of the previous page',
  'limit moet een geheel getal van 1 tot en met 200 zijn': 'limit must be a whole number from 1 to 200',
  'Moet tekst zijn': 'Must be text',
  'Ongeldig id': 'Invalid id',
  // The one text type
  'Wachtwoord bevat ongeldige tekens': 'Password contains invalid characters',
  'Onbekende vraag': 'Unknown question',
  'sessionId moet tekst of een getal zijn': 'sessionId must be text or a number',
  // subsidy dossiers
  'Kies een regeling': 'Choose a scheme',
  'Ongeldige cursus': 'Invalid course',
  // subsidy dossier rules (domain/subsidy-applications/eligibility.ts, decision 441)
  'Kies accepteren of weigeren (accept: true of false)': 'Choose accept or decline (accept: true or false)',
  // notifications, settings and community
  'Taal moet nl, en of null zijn': 'Language must be nl, en or null',
  'Kies een geldig soort bericht': 'Choose a valid type of post',
  'Cursus moet een cursus-id zijn': 'Course must be a course ID',
  // skill evidence
  'Vaardigheid is verplicht': 'Skill is required',
  'Vraag is verplicht': 'Question is required',
  'Vraag is te lang (maximaal 500 tekens)': 'Question is too long (at most 500 characters)',
  'Vaardigheid bevat ongeldige tekens': 'Skill contains invalid characters',
  'Vaardigheid is te lang (maximaal 100 tekens)': 'Skill is too long (at most 100 characters)',
  // auth
  // employees can leave
  'Werknemer ontkoppeld': 'Employee unlinked',
  'Koppeling met je werkgever beëindigd': 'Link with your employer ended',
  // institute settings
  'Naam van het instituut bevat ongeldige tekens': 'Name of the institute contains invalid characters',
  'Naam van het instituut is te lang (maximaal 120 tekens)':
    'Name of the institute is too long (at most 120 characters)',
  'Je krijgt geen meldingen meer per e-mail. Beveiligingsmails blijven komen.':
    'You no longer get notifications by e-mail. Security mails still come.',
  'Een KvK-nummer bestaat uit precies 8 cijfers': 'A KvK (Chamber of Commerce) number has exactly 8 digits',
  'Website moet een webadres zijn dat begint met http:// of https://':
    'Website must be a web address starting with http:// or https://',
  'Logo-URL moet een webadres zijn dat begint met http:// of https://':
    'Logo URL must be a web address starting with http:// or https://',
  // password reset
  'Als er een account met dit e-mailadres bestaat, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.':
    'If an account with this email address exists, you will receive an email within a few minutes with a link to set a new password.',
  'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.':
    'Your password has been changed. Sign in with your new password.',
  Uitgelogd: 'Logged out',
  'Ongeldige gebruiker': 'Invalid user',
  'Onjuist wachtwoord': 'Wrong password',
  'Tweestapsverificatie staat uit': 'Two-step verification is off',
  'De tweede factor is gereset; de gebruiker is overal uitgelogd en de toegangstokens zijn ingetrokken':
    'The second factor was reset; the user was signed out everywhere and their access tokens were revoked',
  'E-mailadres is verplicht': 'Email address is required',
  'E-mailadres is te lang': 'Email address is too long',
  'Voer een geldig e-mailadres in': 'Enter a valid email address',
  'Wachtwoord is verplicht': 'Password is required',
  'Wachtwoord is te lang': 'Password is too long',
  'Wachtwoord is te lang (maximaal 200 tekens)': 'Password is too long (at most 200 characters)',
  'Ongeldig gebruikerstype': 'Invalid user type',
  'Dit gebruikerstype kan niet worden gekozen bij registratie':
    'This user type cannot be chosen when registering',
  'Minimaal één hoofdletter': 'At least one capital letter',
  'Minimaal één kleine letter': 'At least one lower-case letter',
  'Minimaal één cijfer': 'At least one digit',
  'Minimaal één speciaal teken': 'At least one special character',
  'Wachtwoorden komen niet overeen': 'Passwords do not match',
  'Huidig wachtwoord is verplicht': 'Current password is required',
  // course edits, runs, enrolment confirmation and cancellation
  'Status moet active, draft of archived zijn': 'Status must be active, draft or archived',
  'isActive moet true of false zijn': 'isActive must be true or false',
  'Geef minstens één veld om te wijzigen': 'Give at least one field to change',
  'isActive en status spreken elkaar tegen': 'isActive and status contradict each other',
  'Startdatum moet een datum zijn (JJJJ-MM-DD)': 'Start date must be a date (YYYY-MM-DD)',
  'Einddatum moet een datum zijn (JJJJ-MM-DD)': 'End date must be a date (YYYY-MM-DD)',
  'Plaatsen moet een geheel getal zijn': 'Seats must be a whole number',
  'Plaatsen moet minimaal 1 zijn': 'Seats must be at least 1',
  'Plaatsen is te groot': 'Seats is too large',
  'runId moet een run-id zijn': 'runId must be a run ID',
  'courseId moet een cursus-id zijn': 'courseId must be a course ID',
  'passed moet true of false zijn': 'passed must be true or false',
  // courses and institute
  // the Open Education API routes
  'De naam van je instelling wijzig je via Instellingen':
    "Change your institute's name under Settings (Instellingen)",
  'De bron is niet bereikbaar': 'The source cannot be reached',
  'Basis-URL is verplicht': 'Base URL is required',
  'Basis-URL moet met https:// beginnen': 'Base URL must start with https://',
  'De basis-URL moet met https:// beginnen': 'The base URL must start with https://',
  'De basis-URL is geen geldige URL': 'The base URL is not a valid URL',
  'De basis-URL mag geen inloggegevens bevatten': 'The base URL may not contain credentials',
  'De basis-URL wijst naar een intern of lokaal adres': 'The base URL points to an internal or local address',
  'pageSize moet 10, 20, 50, 100 of 250 zijn': 'pageSize must be 10, 20, 50, 100 or 250',
  'pageNumber moet een geheel getal vanaf 1 zijn': 'pageNumber must be a whole number from 1',
  'teachingLanguage moet een taalcode zijn': 'teachingLanguage must be a language code',
  'resultExpected moet true of false zijn': 'resultExpected must be true or false',
  // credentials
  'Ongeldig prestatie-id': 'Invalid achievement id',
  'Status moet valid of revoked zijn': 'Status must be valid or revoked',
  'Zoekterm is te lang (maximaal 100 tekens)': 'Search term is too long (at most 100 characters)',
  'Reden is verplicht': 'Reason is required',
  'Reden is te lang (maximaal 500 tekens)': 'Reason is too long (at most 500 characters)',
  'Reden moet tekst zijn': 'Reason must be text',
  'Regel over de toestand: `passed: false` op een al geslaagde inschrijving is een correctie en vraagt een `reason` (anders 400); het certificaat wordt met die reden ingetrokken':
    'Rule on the state: `passed: false` on an enrolment already passed is a correction and needs a `reason` (else 400); the certificate is revoked with that reason',
  'Studiebelasting moet een geheel aantal uren zijn': 'Study load must be a whole number of hours',
  'Studiebelasting moet minimaal 1 uur zijn': 'Study load must be at least 1 hour',
  'Studiebelasting mag maximaal 10000 uur zijn': 'Study load may be at most 10000 hours',
  'Geldigheid moet een geheel aantal maanden zijn': 'Validity must be a whole number of months',
  'Geldigheid moet minimaal 1 maand zijn': 'Validity must be at least 1 month',
  'Geldigheid mag maximaal 600 maanden zijn': 'Validity may be at most 600 months',
  'Ongeldig certificaat-id': 'Invalid certificate id',
  'Stuur de JSON van een certificaat (een object).': 'Send the JSON of a certificate (an object).',
  'Geef de DID van de uitgever': "Give the issuer's DID",
  'De DID is te lang (maximaal 300 tekens)': 'The DID is too long (at most 300 characters)',
  'Geef een DID, zoals did:web:badges.example.org of did:key:z6Mk…':
    'Give a DID, such as did:web:badges.example.org or did:key:z6Mk…',
  'Geef de naam van de uitgever': "Give the issuer's name",
  'De naam is te lang (maximaal 200 tekens)': 'The name is too long (at most 200 characters)',
  // documents
  "Kies het soort document: 'certificate' of 'cv'": "Choose the kind of document: 'certificate' or 'cv'",
  // document limits
  // reviews
  'Geef een beoordeling van 1 tot 5 sterren': 'Give a rating of 1 to 5 stars',
  'Onbekende categorie': 'Unknown category',
  'Onbekend niveau': 'Unknown level',
  'Zoekterm moet tekst zijn': 'Search term must be text',
  'Zoekterm is te lang (maximaal 200 tekens)': 'Search term is too long (at most 200 characters)',
  'Kies een geldige categorie': 'Choose a valid category',
  'Kies een geldig niveau': 'Choose a valid level',
  'Duur is verplicht (aantal weken)': 'Duration is required (number of weeks)',
  'Duur moet een geheel aantal weken zijn': 'Duration must be a whole number of weeks',
  'Duur moet minimaal 1 week zijn': 'Duration must be at least 1 week',
  'Duur mag maximaal 520 weken zijn': 'Duration may be at most 520 weeks',
  'Prijs is verplicht': 'Price is required',
  'Prijs mag niet negatief zijn': 'Price may not be negative',
  'Prijs mag maximaal 100000 euro zijn': 'Price may be at most 100000 euros',
  'Prijs mag maximaal twee decimalen hebben': 'Price may have at most two decimals',
  'Max. deelnemers moet een geheel getal zijn': 'Max. participants must be a whole number',
  'Max. deelnemers moet minimaal 1 zijn': 'Max. participants must be at least 1',
  'Max. deelnemers is te groot': 'Max. participants is too large',
  'Afbeelding-URL moet tekst zijn': 'Image URL must be text',
  'Afbeelding-URL is te lang': 'Image URL is too long',
  'Afbeelding-URL moet met http:// of https:// beginnen': 'Image URL must start with http:// or https://',
  'Vaardigheden moeten tekst zijn': 'Skills must be text',
  'Een vaardigheid mag niet leeg zijn': 'A skill may not be empty',
  'Een vaardigheid is te lang (maximaal 100 tekens)': 'A skill is too long (at most 100 characters)',
  'Vaardigheden moeten een lijst zijn': 'Skills must be a list',
  'Taal moet nl of en zijn': 'Language must be nl or en',
  'Alleen ongewijzigd: de naam van een instelling wijzig je via Instellingen (anders 400)':
    "Unchanged only: an institute's name is changed under Settings (Instellingen; otherwise 400)",
  'updatedSince moet een datum-tijd zijn (RFC 3339, bijvoorbeeld 2026-11-28T09:00:00Z)':
    'updatedSince must be a date-time (RFC 3339, for example 2026-11-28T09:00:00Z)',
  'Nieuwe cursussen zijn altijd actief': 'New courses are always active',
  'Bericht moet tekst zijn': 'Message must be text',
  'Bericht is te lang (maximaal 2000 tekens)': 'Message is too long (at most 2000 characters)',
  // admin, company, vacancies, profile, courses and institute (routes and contracts)
  'Zoekterm is te lang': 'Search term is too long',
  'Kies een gebruikerstype': 'Choose a user type',
  'Vaardigheid moet tekst zijn': 'Skill must be text',
  'Holland-code moet tekst zijn': 'Holland code must be text',
  // vacancy terms
  'Salaris moet een getal zijn': 'Salary must be a number',
  'Salaris moet een geheel bedrag in euro’s zijn': 'Salary must be a whole amount in euros',
  'Salaris kan niet negatief zijn': 'Salary cannot be negative',
  'Salaris per maand mag maximaal € 100.000 zijn': 'Salary per month can be at most € 100,000',
  'Kies een soort contract': 'Choose a type of contract',
  'Sluitingsdatum moet een datum zijn': 'Closing date must be a date',
  'Sluitingsdatum moet een datum zijn (JJJJ-MM-DD)': 'Closing date must be a date (YYYY-MM-DD)',
  'Het minimumsalaris is hoger dan het maximum': 'The minimum salary is higher than the maximum',
  'Holland-code bestaat uit 1 tot 3 letters uit R, I, A, S, E en C':
    'A Holland code consists of 1 to 3 of the letters R, I, A, S, E and C',
  'Er is geen account met dit e-mailadres.': 'There is no account with this email address.',
  'Alleen een talent-account kan als werknemer worden toegevoegd.':
    'Only a talent account can be added as an employee.',
  'Deze persoon is al uitgenodigd of werkt al bij je bedrijf.':
    'This person has already been invited or already works at your company.',
  'Noem minimaal één vaardigheid': 'Name at least one skill',
  'Maximaal 20 vaardigheden': 'At most 20 skills',
  'Maximaal 30 vaardigheden': 'At most 30 skills',
  'Een letter mag maar één keer voorkomen': 'A letter may occur only once',
  'Status moet active of closed zijn': 'Status must be active or closed',
  'Geef minimaal één veld om te wijzigen': 'Give at least one field to change',
  'Status moet under_review, interview, hired of rejected zijn':
    'Status must be under_review, interview, hired or rejected',
  'after kan niet samen met een zoekterm: blader zoekresultaten met offset':
    'after cannot be combined with a search term: page through search results with offset',
  'Voortgang moet een getal van 0 tot 100 zijn': 'Progress must be a number from 0 to 100',
  'handled moet true zijn': 'handled must be true',
  'Stuur { "handled": true }': 'Send { "handled": true }',
  'Bevat ongeldige tekens': 'Contains invalid characters',
  'Voer een geldig telefoonnummer in': 'Enter a valid phone number',
  'Voer een geldige postcode in, zoals 1234 AB': 'Enter a valid postcode, such as 1234 AB',
  'Ongeldige sessie': 'Invalid session',
  'Wachtwoord gewijzigd': 'Password changed',
  'Je account en je gegevens zijn verwijderd': 'Your account and your data have been deleted',
  'Kies een gebruiker': 'Choose a user',
  'Ongeldig instituut': 'Invalid institute',
  'Je e-mailadres kan niet worden gewijzigd': 'Your email address cannot be changed',
  'Je accounttype kan niet via je profiel worden gewijzigd':
    'Your account type cannot be changed in your profile',
  'Je beheerdersrol kan niet via je profiel worden gewijzigd':
    'Your administrator role cannot be changed in your profile',
  'Geboortedatum moet een geldige datum zijn (JJJJ-MM-DD)': 'Date of birth must be a valid date (YYYY-MM-DD)',
  'Geboortedatum moet na 1900 liggen': 'Date of birth must be after 1900',
  'Geboortedatum moet in het verleden liggen': 'Date of birth must be in the past',
  // subsidies (domain/subsidies/answers.ts, contracts/subsidies.ts, server subsidies)
  'Antwoorden ontbreken': 'Answers are missing',
  'sessionId is te lang': 'sessionId is too long',
  'Ongeldige status': 'Invalid status',
  'Goedgekeurd bedrag moet een getal zijn': 'Approved amount must be a number',
  'Goedgekeurd bedrag kan niet negatief zijn': 'Approved amount cannot be negative',
  'Een goedgekeurd bedrag hoort alleen bij status approved':
    'An approved amount belongs only with the status approved',
  // scan
  'Kies een vraagnummer van 1 tot en met 65': 'Choose a question number from 1 to 65',
  'Een antwoord is een getal van 1 tot en met 5': 'An answer is a number from 1 to 5',
  'Stuur het antwoord als JSON-object': 'Send the answer as a JSON object',
  'De antwoorden ontbreken: stuur per vraagnummer een antwoord van 1 tot en met 5':
    'The answers are missing: send an answer from 1 to 5 for each question number',
  'Stuur de antwoorden als JSON-object': 'Send the answers as a JSON object',
  'De antwoorden moeten een object zijn met per vraagnummer een antwoord van 1 tot en met 5':
    'The answers must be an object with an answer from 1 to 5 for each question number',
  'Als dit e-mailadres bij een talent-account hoort, ontvangt die je uitnodiging.':
    'If this e-mail address belongs to a talent account, they will receive your invitation.',
  // Personal access tokens.
  'Ongeldige token': 'Invalid token',
  'Onbekende scope': 'Unknown scope',
  'Kies minstens één scope': 'Choose at least one scope',
  'Een scope staat er twee keer in': 'A scope is listed twice',
  'Geldigheid moet een geheel aantal dagen zijn': 'Validity must be a whole number of days',
};

/** Field names that appear inside the patterns below. */
const EN_LABELS: Readonly<Record<string, string>> = {
  Voornaam: 'First name',
  Achternaam: 'Last name',
  Titel: 'Title',
  Beschrijving: 'Description',
  Wachtwoord: 'Password',
  'het verzoek': 'the request',
  // profile, company and vacancy field names (contracts)
  Afdeling: 'Department',
  Functie: 'Job title',
  Locatie: 'Location',
  Omschrijving: 'Description',
  Adres: 'Address',
  Bedrijfsnaam: 'Company name',
  Bio: 'Bio',
  Land: 'Country',
  'Naam instelling': 'Institution name',
  Plaats: 'Town or city',
  Postcode: 'Postcode',
  Telefoonnummer: 'Phone number',
  Tussenvoegsel: 'Surname prefix',
  // the subsidy questionnaire's answer names (domain/subsidies/answers.ts)
  Geboortedatum: 'Date of birth',
  Werkstatus: 'Work situation',
  Opleidingsniveau: 'Level of education',
  Gemeente: 'Municipality',
  'Bruto jaarinkomen': 'Gross annual income',
  'Aantal medewerkers van je werkgever': 'Number of staff of your employer',
  Inkomen: 'Income',
  Cao: 'Collective labour agreement',
  Cursustype: 'Type of training',
  'Betaling door een ander': 'Payment by someone else',
  'Recht op studiefinanciering': 'Entitlement to student finance',
  'Erkend leerbedrijf': 'Recognised training company',
  'Opleiding of onderwerp': 'Course or subject',
  Sector: 'Sector',
  'Nationaliteit of verblijfsstatus': 'Nationality or residence status',
  Branche: 'Branch of your company',
  'Goedgekeurd bedrag': 'Approved amount',
  'Aangevraagd bedrag': 'Amount requested',
  'Toegekend bedrag': 'Approved amount',
  Reden: 'Reason',
};
const label = (s: string) => EN_LABELS[s] ?? s;

/** Dutch texts with a variable part, and their English. */
export const EN_PATTERNS: ReadonlyArray<readonly [RegExp, (...groups: string[]) => string]> = [
  [/^(.+) is verplicht$/, (l) => `${label(l)} is required`],
  [/^(.+) mag geen webadres zijn$/, (l) => `${label(l)} may not be a web address`],
  [
    /^(.+) is te lang \(maximaal (\d+) tekens\)$/,
    (l, n) => `${label(l)} is too long (at most ${n} characters)`,
  ],
  [/^(.+) moet een geheel getal zijn$/, (l) => `${label(l)} must be a whole number`],
  [
    /^(.+) moet een geheel getal van (\d+) tot (\d+) zijn$/,
    (l, min, max) => `${label(l)} must be a whole number from ${min} to ${max}`,
  ],
  [/^(.+) moet minimaal (\d+) zijn$/, (l, n) => `${label(l)} must be at least ${n}`],
  [/^(.+) mag maximaal (\d+) zijn$/, (l, n) => `${label(l)} may be at most ${n}`],
  [/^Wachtwoord moet minimaal (\d+) tekens hebben$/, (n) => `Password must have at least ${n} characters`],
  [/^Onbekend veld: (.+)$/, (f) => `Unknown field: ${f}`],
  [/^Geldigheid moet tussen 1 en (\d+) dagen liggen$/, (n) => `Validity must be between 1 and ${n} days`],
  [/^(\S+) moet een datum zijn$/, (f) => `${f} must be a date`],
  [/^(\S+) moet een UUID zijn$/, (f) => `${f} must be a UUID`],
  [/^Ongeldige waarde voor (.+)$/, (f) => `Invalid value for ${label(f)}`],
  [/^Onbekende vraag: (.+)$/, (q) => `Unknown question: ${q}`],
  [/^(.+) is ongeldig$/, (l) => `${label(l)} is invalid`],
  [/^(.+) moet tekst zijn$/, (l) => `${label(l)} must be text`],
  [/^(.+) mag maximaal (\d+) tekens bevatten$/, (l, n) => `${label(l)} may contain at most ${n} characters`],
  [/^(.+): bevat ongeldige tekens$/, (l) => `${label(l)}: contains invalid characters`],
  [/^Maximaal (\d+) tekens$/, (n) => `At most ${n} characters`],
  [/^(.+) is te hoog$/, (l) => `${label(l)} is too high`],
  [/^(.+) moet een getal zijn$/, (l) => `${label(l)} must be a number`],
  [/^(.+) kan niet negatief zijn$/, (l) => `${label(l)} cannot be negative`],
  [/^(.+) heeft te veel decimalen$/, (l) => `${label(l)} has too many decimals`],
  [/^(.+) kan niet in de toekomst liggen$/, (l) => `${label(l)} cannot be in the future`],
  [/^(.+) kan niet vóór (\d+) liggen$/, (l, y) => `${label(l)} cannot be before ${y}`],
  [/^Onbekende waarde voor (.+)$/, (l) => `Unknown value for ${label(l).toLowerCase()}`],
  [/^(.+): kies Ja of Nee$/, (l) => `${label(l)}: choose Yes or No`],
  [
    /^Beantwoord alle (\d+) vragen \(ontbrekend: (.+?)(?: en nog (\d+))?\)$/,
    (n, listed, more) => `Answer all ${n} questions (missing: ${listed}${more ? ` and ${more} more` : ''})`,
  ],
  [
    /^Antwoord op vraag (\d+) moet een geheel getal van 1 tot en met 5 zijn$/,
    (n) => `The answer to question ${n} must be a whole number from 1 to 5`,
  ],
  [
    /^Je aanvraag is verstuurd\. (.+) neemt contact met je op\.$/,
    (who) =>
      `Your request has been sent. ${who === 'Het instituut' ? 'The institute' : who} will contact you.`,
  ],
];
