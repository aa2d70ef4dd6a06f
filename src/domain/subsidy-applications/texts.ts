import type { DocumentKey, NextStep } from './dossier.ts';

export type DossierLanguage = 'nl' | 'en';

export interface DossierTexts {
  documents: Record<DocumentKey, string>;
  nextSteps: Record<NextStep, string>;
  prefill: {
    name: string;
    birthDate: string;
    municipality: string;
    employment: string;
    education: string;
    cao: string;
    employer: string;
    course: string;
    institute: string;
    coursePrice: string;
    amountRequested: string;
  };
  appliedBy: Record<'person' | 'employer' | 'advice', string>;
}

const nl: DossierTexts = {
  documents: {
    digid: 'Je DigiD (inloggen bij de aanbieder)',
    eherkenning: 'eHerkenning van de werkgever (niveau EH2+ of hoger)',
    idProof: 'Een geldig identiteitsbewijs',
    courseOffer: 'De offerte of het inschrijfbewijs van de opleiding (naam, aanbieder, kosten, startdatum)',
    enrolmentProof: 'Je inschrijving bij de opleiding (via Studielink of de school)',
    uwvAgreement: 'Een afspraak met je adviseur van UWV over de scholing',
    workMotivation: 'Een korte motivatie: waarom deze opleiding je kans op werk vergroot',
    municipalityContact: 'Een gesprek met je klantmanager van de gemeente',
    incomeProof: 'Bewijs van je inkomen of uitkering',
    kvkNumber: 'Het KvK-nummer van de werkgever',
    activityPlan: 'Een plan van de activiteiten met een begroting van de kosten',
    smeProof: 'Een verklaring dat de werkgever een mkb-bedrijf is (minder dan 250 medewerkers)',
    ontwikkelpadProof: 'Bewijs dat de cursus in een erkend ontwikkelpad valt',
    sbbRecognition: 'De erkenning als leerbedrijf door SBB',
    bpvAgreement: 'De praktijkovereenkomst (bpvo) van de leerling of student',
    caoProof: 'Bewijs dat de werkgever onder de cao van het fonds valt (aansluitnummer)',
    costsInvoice: 'De factuur en het betaalbewijs van de opleiding',
    employeeDetails: 'Gegevens van de werknemer: naam, functie en dienstverband',
  },
  nextSteps: {
    prepareAndSubmit:
      'Verzamel de stukken, dien de aanvraag in op de site van de aanbieder en leg daarna hier vast dat je hebt ingediend.',
    askEmployer: 'Deze regeling vraagt je werkgever aan: vraag je werkgever om de aanvraag te doen.',
    waitForEmployer: 'Je werkgever beslist over je verzoek.',
    employerDeclined:
      'Je werkgever doet deze aanvraag niet. Bespreek een andere regeling of trek de aanvraag in.',
    employerApplies: 'Je werkgever doet de aanvraag en houdt het dossier bij.',
    decideRequest:
      'Je werknemer vraagt je deze subsidie aan te vragen. Accepteer het verzoek om de aanvraag te doen, of weiger het met een reden.',
    waitForDecision: 'Wacht op het besluit van de aanbieder en leg het hier vast.',
    none: 'Dit dossier is afgerond.',
  },
  prefill: {
    name: 'Naam',
    birthDate: 'Geboortedatum',
    municipality: 'Gemeente',
    employment: 'Werksituatie',
    education: 'Hoogst afgeronde opleiding',
    cao: 'Cao',
    employer: 'Werkgever',
    course: 'Opleiding',
    institute: 'Opleider',
    coursePrice: 'Kosten van de opleiding',
    amountRequested: 'Aangevraagd bedrag',
  },
  appliedBy: {
    person: 'Je vraagt zelf aan.',
    employer: 'Je werkgever vraagt aan.',
    advice: 'Advies, geen aanvraag.',
  },
};

const en: DossierTexts = {
  documents: {
    digid: 'Your DigiD (to sign in at the provider)',
    eherkenning: "The employer's eHerkenning (level EH2+ or higher)",
    idProof: 'A valid proof of identity',
    courseOffer: "The course's quote or enrolment confirmation (name, provider, costs, start date)",
    enrolmentProof: 'Your enrolment on the course (through Studielink or the school)',
    uwvAgreement: 'An agreement with your UWV adviser about the training',
    workMotivation: 'A short motivation: why this course improves your chance of work',
    municipalityContact: 'A talk with your client manager at the municipality',
    incomeProof: 'Proof of your income or benefit',
    kvkNumber: "The employer's Chamber of Commerce (KvK) number",
    activityPlan: 'A plan of the activities with a budget of the costs',
    smeProof: 'A statement that the employer is an SME (fewer than 250 staff)',
    ontwikkelpadProof: 'Proof that the course is part of a recognised development path',
    sbbRecognition: 'The recognition as a training company by SBB',
    bpvAgreement: "The pupil's or student's work placement agreement (bpvo)",
    caoProof: "Proof that the employer falls under the fund's collective agreement (membership number)",
    costsInvoice: "The course's invoice and proof of payment",
    employeeDetails: "The employee's details: name, job and employment",
  },
  nextSteps: {
    prepareAndSubmit:
      "Gather the documents, apply on the provider's site and then record here that you have applied.",
    askEmployer: 'Your employer applies for this scheme: ask your employer to make the application.',
    waitForEmployer: 'Your employer is deciding on your request.',
    employerDeclined: 'Your employer will not make this application. Discuss another scheme or withdraw it.',
    employerApplies: 'Your employer makes the application and keeps the dossier up to date.',
    decideRequest:
      'Your employee asks you to apply for this subsidy. Accept the request to make the application, or decline it with a reason.',
    waitForDecision: "Wait for the provider's decision and record it here.",
    none: 'This dossier is closed.',
  },
  prefill: {
    name: 'Name',
    birthDate: 'Date of birth',
    municipality: 'Municipality',
    employment: 'Work situation',
    education: 'Highest completed education',
    cao: 'Collective agreement',
    employer: 'Employer',
    course: 'Course',
    institute: 'Training provider',
    coursePrice: 'Cost of the course',
    amountRequested: 'Amount requested',
  },
  appliedBy: {
    person: 'You apply yourself.',
    employer: 'Your employer applies.',
    advice: 'Advice, no application.',
  },
};

export const dossierTexts = (lang: DossierLanguage): DossierTexts => (lang === 'en' ? en : nl);
