import { type CoachPhrases, count, SCAN_PATH } from './phrases.ts';

/** Dutch list: 'A', 'A en B', 'A, B en C'. */
export function joinNl(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

const SCAN_INVITE = `Doe de scan via ${SCAN_PATH}`;
const CAPABILITIES =
  'budget en subsidies, inschrijven en uitschrijven, cursussen, je voortgang, je scan, studieadvies, planning, motivatie, vacatures en carrière';
const GENERAL_STUDY_TIP =
  'Wat aantoonbaar helpt: spreid je leren over korte sessies in plaats van één lange, ' +
  'overhoor jezelf (haal de stof op zonder te kijken) en herhaal na een dag en na een week. ' +
  'Leg je telefoon weg tijdens het leren.';

/** The Coach in Dutch: the spec's texts (reply.test.ts pins them). */
export const coachPhrasesNl: CoachPhrases = {
  locale: 'nl-NL',
  join: joinNl,

  pending: (n) => `Je hebt ${count(n, 'aanvraag', 'aanvragen')} in behandeling.`,
  noApprovedSubsidy: 'Je hebt nog geen goedgekeurde subsidie.',
  selfPaid: (enrolled) => `Je lopende inschrijvingen kosten ${enrolled}; dat betaal je voorlopig zelf.`,
  afterApproval: 'Zodra een aanvraag is goedgekeurd, zet ik het bedrag naast de prijs van je inschrijvingen.',
  applyForSubsidy: 'Met de subsidiecheck zie je welke regelingen bij jouw situatie passen.',
  loanApart: (amount) =>
    `Via het levenlanglerenkrediet van DUO leen je ${amount}: dat is een lening die je terugbetaalt, geen subsidie, dus ik tel het niet mee.`,
  budgetOverview: (approved, enrolled, remaining) =>
    `Je hebt ${approved} aan goedgekeurde subsidie. ` +
    `Je lopende inschrijvingen kosten ${enrolled}; het verschil is ${remaining}.`,
  overspent: (excess) =>
    `Je inschrijvingen kosten ${excess} meer dan je goedgekeurde subsidie;` +
    ' dat deel betaal je zelf of je werkgever, tenzij er nog een aanvraag voor wordt goedgekeurd.',
  budgetCaveat:
    'Let op: dat verschil is een rekensom, geen tegoed dat je vrij kunt besteden. ' +
    'Een goedgekeurde subsidie hoort bij de aanvraag waarvoor ze is toegekend en wordt vaak aan je werkgever uitbetaald.',
  subsidyCheck:
    'Welke subsidie je kunt krijgen, hangt af van je situatie: of je werkt, je leeftijd en wat voor opleiding je zoekt. ' +
    'Doe de subsidiecheck op de pagina Subsidies: na een paar vragen zie je welke regelingen passen, wie ze aanvraagt en wat er wordt betaald.',
  subsidyApplications: (approved, pending, rejected) =>
    `Je aanvragen: ${approved} goedgekeurd, ${pending} in behandeling en ${rejected} afgewezen; de status staat onder Subsidies.`,

  enrolHow:
    'Kies een cursus in het Studieaanbod en open de cursuspagina. ' +
    'Daar zie je de prijs, de startdatum en de locatie, en je bevestigt je inschrijving pas na die stap.',
  unenrolHow:
    'Je schrijft je uit op de pagina van de cursus, zolang de cursus nog niet is begonnen. ' +
    'Je plek komt dan vrij en het instituut krijgt bericht.',
  unenrolStarted: 'Is de cursus al begonnen, neem dan contact op met het instituut.',
  unenrolNothing:
    'Je bent op dit moment niet ingeschreven voor een cursus, dus er is niets om uit te schrijven.',

  vacanciesHow:
    'Op de pagina Vacatures vind je openstaande vacatures en solliciteer je met je paspoort. ' +
    'Daar zie je ook je sollicitaties en hun status.',

  recommendedCourse: (title, match) => `${title} (past ${match}/100 bij je interesses)`,
  bestRecommendations: (list) => `Dit zijn je beste aanbevelingen: ${list}.`,
  scanForBetterRecommendations: `${SCAN_INVITE} voor aanbevelingen die nog beter bij je passen.`,
  noRecommendationsNoScan: `Je hebt nog geen persoonlijke aanbevelingen. ${SCAN_INVITE}, dan raad ik cursussen aan die bij je passen.`,
  noRecommendations: 'Ik heb op dit moment nog geen persoonlijke aanbevelingen voor je.',
  popularCourses: (list) => `Populair bij andere talenten: ${list}.`,

  notEnrolled:
    'Je bent nog niet ingeschreven voor een cursus. Vraag me naar cursussen, dan geef ik je een paar suggesties.',
  enrollmentCounts: (running, completed) =>
    `Je volgt nu ${count(running, 'cursus', 'cursussen')} en hebt er ${completed} afgerond.`,
  averageProgress: (percent) => `Je gemiddelde voortgang bij je lopende cursussen is ${percent}%.`,
  runningCourses: (list) => `Lopend: ${list}.`,
  allCompleted: 'Goed bezig! Vraag me naar cursussen als je een volgende stap wilt zetten.',

  noScan:
    `Je hebt de scan nog niet gedaan. ${SCAN_INVITE} om je persoonlijkheid (Big Five: vijf brede eigenschappen), ` +
    'je interesses (RIASEC: zes soorten werk) en je leervoorkeur te ontdekken.',
  scanSummary: (s) =>
    `Uit je scan: de eigenschap waarin je je het meest herkent is ${s.trait} (score ${s.traitScore} van 100) ` +
    `en het werkgebied dat je het meest aanspreekt is ${s.interest} (score ${s.interestScore} van 100). ` +
    'Die scores geven aan hoe sterk je het eens was met de uitspraken; ze zijn indicatief en geen vergelijking met anderen. ' +
    `Als leervoorkeur gaf je ${s.learningStyle} aan en je belangrijkste drijfveer is ${s.primaryDrive}.`,

  help:
    `Ik ben je Coach. Je kunt me vragen stellen over ${CAPABILITIES}. ` +
    "Probeer bijvoorbeeld: 'Hoeveel budget heb ik nog?' of 'Hoe ver ben ik met mijn cursussen?'",
  capabilities:
    'Ik kan je goedgekeurde subsidie naast je inschrijvingen zetten (je budget), je wegwijs maken in subsidies, inschrijven en uitschrijven, ' +
    'cursussen aanraden, je voortgang laten zien en je scan uitleggen. ' +
    'Ook geef ik studieadvies, een weekplanning, een motivatieboost en carrièresuggesties. ' +
    'Ik gebruik daarvoor alleen de gegevens die al in je account staan.',

  generalStudyTip: GENERAL_STUDY_TIP,
  statedPreference: (style) =>
    `Als leervoorkeur gaf je ${style} aan. Dat is een voorkeur: kies gerust werkvormen die je prettig vindt. ` +
    'Stof afstemmen op één leerstijl maakt leren niet aantoonbaar beter; de tips hierboven helpen iedereen.',

  nothingToPlan:
    'Je hebt nu geen lopende cursussen om in te plannen. Kies eerst een cursus, dan maak ik een weekplanning voor je.',
  planItem: (hours, title) => `${hours} uur voor ${title}`,
  weekPlan: (list, total) =>
    `Voorstel voor deze week: ${list}${total === null ? '' : ` (samen ${total} uur)`}. ` +
    'Cursussen waar je nog veel te doen hebt krijgen meer tijd. ' +
    'Zet vaste blokken van een uur in je agenda, bijvoorbeeld op maandag, woensdag en zaterdag.',

  motivationOpening: 'Het is heel normaal dat je motivatie soms wegzakt.',
  closeToFinish: (percent, title) => `Je bent al op ${percent}% bij ${title}, nog even doorzetten!`,
  justStarted: (title) => `Je bent begonnen met ${title}; de eerste stap is vaak de lastigste.`,
  startSmall:
    'Begin klein: kies één cursus die je nieuwsgierig maakt en zet er deze week één uur voor in je agenda.',
  completedBefore: (n) =>
    `Je hebt al ${count(n, 'cursus', 'cursussen')} afgerond, dus je weet dat je het kunt.`,
  rememberDrive: (drive) => `Denk aan wat je drijft: ${drive}.`,
  smallStep: 'Zet vandaag één kleine stap, al is het maar een kwartier.',

  careerNoScan: `Ik weet nog niet welke beroepen bij je passen. ${SCAN_INVITE}, dan laat ik je je beste carrièrematches zien.`,
  careerBroad:
    'Je interesses zijn breed: geen beroep springt er in je scan duidelijk uit. Vraag me naar cursussen om te ontdekken wat je aanspreekt.',
  careerMatch: (title, match) => `${title} (overeenkomst ${match} van 100)`,
  careerMatches: (list) => `Deze beroepen lijken qua interesseprofiel het meest op het jouwe: ${list}.`,
  careerReason: (title, reason) => `Waarom ${title}: ${reason}.`,
  careerSkills: (list) => `Belangrijke vaardigheden daarvoor: ${list}.`,

  greeting: (name) =>
    `Hoi${name ? ` ${name}` : ''}! Ik ben je Coach. ` +
    'Vraag me bijvoorbeeld naar je budget, subsidies, cursussen, voortgang, scan, planning of carrière.',

  links: {
    subsidies: 'Naar Subsidies',
    courses: 'Naar het Studieaanbod',
    progress: 'Naar Mijn voortgang',
    scan: 'Naar de scan',
    passport: 'Naar je Paspoort',
    vacancies: 'Naar Vacatures',
  },
};
