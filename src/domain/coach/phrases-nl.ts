import { type CoachPhrases, count, SCAN_PATH } from './phrases.ts';

/** Dutch list: 'A', 'A en B', 'A, B en C'. */
export function joinNl(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

const SCAN_INVITE = `Doe de scan via ${SCAN_PATH}`;
const CAPABILITIES =
  'budget en subsidies, cursussen, je voortgang, je scan, studieadvies, planning, motivatie en carrière';
const GENERAL_STUDY_TIP =
  'Werk in blokken van 25 minuten met een korte pauze en herhaal de stof na een dag en na een week.';

/** The Coach in Dutch: the spec's texts (reply.test.ts pins them). */
export const coachPhrasesNl: CoachPhrases = {
  locale: 'nl-NL',
  join: joinNl,

  pending: (n) => `Je hebt ${count(n, 'aanvraag', 'aanvragen')} in behandeling.`,
  noApprovedSubsidy: 'Je hebt nog geen goedgekeurde subsidie.',
  selfPaid: (enrolled) => `Je lopende inschrijvingen kosten ${enrolled}; dat betaal je voorlopig zelf.`,
  afterApproval: 'Zodra een aanvraag is goedgekeurd, reken ik je resterende budget voor je uit.',
  applyForSubsidy: 'Vraag subsidie aan, dan reken ik uit hoeveel cursussen je ermee kunt betalen.',
  budgetOverview: (approved, enrolled, remaining) =>
    `Je hebt ${approved} aan goedgekeurde subsidie. ` +
    `Je lopende inschrijvingen kosten ${enrolled}, dus je resterende budget is ${remaining}.`,
  overspent: (excess) =>
    `Je inschrijvingen kosten ${excess} meer dan je goedgekeurde subsidie;` +
    ' dat deel betaal je zelf, of je vraagt extra subsidie aan.',
  nothingAffordable: 'Daarmee kun je op dit moment geen extra cursus betalen.',
  affordableOne: (example) => `Daarmee kun je nog 1 cursus betalen: ${example}.`,
  affordableMany: (n, examples) => `Daarmee kun je nog ${n} cursussen betalen, bijvoorbeeld ${examples}.`,

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
    `Je hebt de scan nog niet gedaan. ${SCAN_INVITE} om je persoonlijkheid (Big Five), ` +
    'je interesses (RIASEC) en je leerstijl te ontdekken.',
  scanSummary: (s) =>
    `Uit je scan: de eigenschap waarin je je het meest herkent is ${s.trait} (score ${s.traitScore} van 100) ` +
    `en het werkgebied dat je het meest aanspreekt is ${s.interest} (score ${s.interestScore} van 100). ` +
    'Die scores geven aan hoe sterk je het eens was met de uitspraken; ze zijn indicatief en geen vergelijking met anderen. ' +
    `Als leervoorkeur gaf je ${s.learningStyle} aan en je belangrijkste drijfveer is ${s.primaryDrive}.`,

  help:
    `Ik ben je Coach. Je kunt me vragen stellen over ${CAPABILITIES}. ` +
    "Probeer bijvoorbeeld: 'Hoeveel budget heb ik nog?' of 'Hoe ver ben ik met mijn cursussen?'",
  capabilities:
    'Ik kan je resterende budget uitrekenen, cursussen aanraden, je voortgang laten zien en je scan uitleggen. ' +
    'Ook geef ik studieadvies, een weekplanning, een motivatieboost en carrièresuggesties. ' +
    'Ik gebruik daarvoor alleen de gegevens die al in je account staan.',

  studyTips: {
    visual: 'maak mindmaps, schema’s en tijdlijnen en gebruik kleuren om verbanden zichtbaar te maken',
    auditory: 'leg de stof hardop uit, neem samenvattingen op en bespreek ze met anderen',
    kinesthetic:
      'leer door te doen: maak direct oefenopdrachten en pas wat je leert toe in een eigen project',
    readWrite: 'maak eigen samenvattingen en schrijf kernbegrippen in je eigen woorden op',
    reflective: 'neem na elke les even de tijd om te reflecteren en schrijf op wat je is opgevallen',
    theoretical: 'begin met de theorie en de grote lijnen en test jezelf daarna met vragen',
    pragmatic: 'koppel elke les aan een concreet probleem dat je wilt oplossen',
  },
  generalStudyTip: GENERAL_STUDY_TIP,
  studyAdviceNoScan: `${GENERAL_STUDY_TIP} Leg je telefoon weg tijdens het leren. ${SCAN_INVITE} voor tips die passen bij jouw leerstijl.`,
  styleWithTip: (style, tip) => `Je leerstijl is ${style}, dus: ${tip}.`,
  styleWithoutTip: (style) =>
    `Je leerstijl is ${style}; kies werkvormen die daarbij passen en wissel af met oefenen.`,

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
    'Vraag me bijvoorbeeld naar je budget, cursussen, voortgang, scan, planning of carrière.',
};
