import { toCents } from '../courses.ts';
import { computeBudget, formatEuro } from './budget.ts';
import type { CoachContext, CoachTopic } from './context.ts';
import {
  averageProgress,
  clampProgress,
  completedEnrollments,
  popularCourses,
  runningEnrollments,
  topBigFiveTrait,
  topCareerMatches,
  topRecommendations,
  topRiasec,
  weeklyPlan,
} from './selectors.ts';
import { detectTopic, normaliseMessage } from './topics.ts';

/** Where the talent takes the scan. */
export const SCAN_PATH = '/scan';

const SCAN_INVITE = `Doe de scan via ${SCAN_PATH}`;

/** Dutch list: 'A', 'A en B', 'A, B en C'. */
export function joinNl(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

const count = (n: number, singular: string, plural: string): string => `${n} ${n === 1 ? singular : plural}`;
const priceOf = (euros: number): string => formatEuro(toCents(euros));

function budgetReply(ctx: CoachContext): string {
  const budget = computeBudget(ctx);
  const pending =
    budget.pendingCount === 0
      ? ''
      : ` Je hebt ${count(budget.pendingCount, 'aanvraag', 'aanvragen')} in behandeling.`;

  if (budget.approvedCents === 0) {
    const spent =
      budget.enrolledCents > 0
        ? ` Je lopende inschrijvingen kosten ${formatEuro(budget.enrolledCents)}; dat betaal je voorlopig zelf.`
        : '';
    const next =
      budget.pendingCount > 0
        ? ' Zodra een aanvraag is goedgekeurd, reken ik je resterende budget voor je uit.'
        : ' Vraag subsidie aan, dan reken ik uit hoeveel cursussen je ermee kunt betalen.';
    return `Je hebt nog geen goedgekeurde subsidie.${spent}${pending}${next}`;
  }

  const overview =
    `Je hebt ${formatEuro(budget.approvedCents)} aan goedgekeurde subsidie. ` +
    `Je lopende inschrijvingen kosten ${formatEuro(budget.enrolledCents)}, ` +
    `dus je resterende budget is ${formatEuro(budget.remainingCents)}.`;

  let affordable: string;
  if (budget.remainingCents < 0) {
    affordable =
      ` Je inschrijvingen kosten ${formatEuro(-budget.remainingCents)} meer dan je goedgekeurde subsidie;` +
      ' dat deel betaal je zelf, of je vraagt extra subsidie aan.';
  } else if (budget.affordableCourses.length === 0) {
    affordable = ' Daarmee kun je op dit moment geen extra cursus betalen.';
  } else {
    const examples = budget.affordableCourses.slice(0, 2).map((c) => `${c.title} (${priceOf(c.price)})`);
    affordable =
      budget.affordableCourses.length === 1
        ? ` Daarmee kun je nog 1 cursus betalen: ${examples[0]}.`
        : ` Daarmee kun je nog ${budget.affordableCourses.length} cursussen betalen, bijvoorbeeld ${joinNl(examples)}.`;
  }
  return `${overview}${pending}${affordable}`;
}

function coursesReply(ctx: CoachContext): string {
  const top = topRecommendations(ctx, 3);
  const parts: string[] = [];
  if (top.length > 0) {
    const list = top.map(
      (r) => `${r.course.title} (past ${Math.round(r.matchPercentage)}/100 bij je interesses)`,
    );
    parts.push(`Dit zijn je beste aanbevelingen: ${joinNl(list)}.`);
    if (!ctx.scanResult) parts.push(`${SCAN_INVITE} voor aanbevelingen die nog beter bij je passen.`);
  } else if (!ctx.scanResult) {
    parts.push(
      `Je hebt nog geen persoonlijke aanbevelingen. ${SCAN_INVITE}, dan raad ik cursussen aan die bij je passen.`,
    );
  } else {
    parts.push('Ik heb op dit moment nog geen persoonlijke aanbevelingen voor je.');
  }

  const recommended = new Set(top.map((r) => r.course.id));
  const popular = popularCourses(ctx, ctx.courses.length)
    .filter((c) => !recommended.has(c.id))
    .slice(0, 3);
  if (popular.length > 0) {
    parts.push(`Populair bij andere talenten: ${joinNl(popular.map((c) => c.title))}.`);
  }
  return parts.join(' ');
}

function progressReply(ctx: CoachContext): string {
  const running = runningEnrollments(ctx);
  const completed = completedEnrollments(ctx);
  if (running.length === 0 && completed.length === 0) {
    return 'Je bent nog niet ingeschreven voor een cursus. Vraag me naar cursussen, dan geef ik je een paar suggesties.';
  }
  const parts = [
    `Je volgt nu ${count(running.length, 'cursus', 'cursussen')} en hebt er ${completed.length} afgerond.`,
  ];
  const average = averageProgress(running);
  if (average !== null) {
    parts.push(`Je gemiddelde voortgang bij je lopende cursussen is ${average}%.`);
    const list = running.map((e) => `${e.course.title} (${clampProgress(e.progress)}%)`);
    parts.push(`Lopend: ${joinNl(list)}.`);
  } else {
    parts.push('Goed bezig! Vraag me naar cursussen als je een volgende stap wilt zetten.');
  }
  return parts.join(' ');
}

function scanReply(ctx: CoachContext): string {
  const scan = ctx.scanResult;
  if (!scan) {
    return (
      `Je hebt de scan nog niet gedaan. ${SCAN_INVITE} om je persoonlijkheid (Big Five), ` +
      'je interesses (RIASEC) en je leerstijl te ontdekken.'
    );
  }
  const trait = topBigFiveTrait(scan);
  const riasec = topRiasec(scan);
  return (
    `Uit je scan: de eigenschap waarin je je het meest herkent is ${trait.label} (score ${trait.score} van 100) ` +
    `en het werkgebied dat je het meest aanspreekt is ${riasec.label} (score ${riasec.score} van 100). ` +
    'Die scores geven aan hoe sterk je het eens was met de uitspraken; ze zijn indicatief en geen vergelijking met anderen. ' +
    `Als leervoorkeur gaf je ${scan.learningStyle} aan en je belangrijkste drijfveer is ${scan.primaryDrive}.`
  );
}

const CAPABILITIES =
  'budget en subsidies, cursussen, je voortgang, je scan, studieadvies, planning, motivatie en carrière';

function helpReply(): string {
  return (
    `Ik ben je Coach. Je kunt me vragen stellen over ${CAPABILITIES}. ` +
    "Probeer bijvoorbeeld: 'Hoeveel budget heb ik nog?' of 'Hoe ver ben ik met mijn cursussen?'"
  );
}

function capabilitiesReply(): string {
  return (
    'Ik kan je resterende budget uitrekenen, cursussen aanraden, je voortgang laten zien en je scan uitleggen. ' +
    'Ook geef ik studieadvies, een weekplanning, een motivatieboost en carrièresuggesties. ' +
    'Ik gebruik daarvoor alleen de gegevens die al in je account staan.'
  );
}

/** Study tip per learning style; matched on keywords in the (free-text) learningStyle. */
const STYLE_TIPS: readonly (readonly [RegExp, string])[] = [
  [
    /visu|beeld|visual/,
    'maak mindmaps, schema’s en tijdlijnen en gebruik kleuren om verbanden zichtbaar te maken',
  ],
  [
    /audit|luister|auditory|listen/,
    'leg de stof hardop uit, neem samenvattingen op en bespreek ze met anderen',
  ],
  [
    /kinest|doen|doener|praktisch|ervar|hands|kinesthetic|doing/,
    'leer door te doen: maak direct oefenopdrachten en pas wat je leert toe in een eigen project',
  ],
  [
    /lees|lezen|schrijf|reading|writing/,
    'maak eigen samenvattingen en schrijf kernbegrippen in je eigen woorden op',
  ],
  [
    /dromer|reflect|observ/,
    'neem na elke les even de tijd om te reflecteren en schrijf op wat je is opgevallen',
  ],
  [/denker|theor|analy/, 'begin met de theorie en de grote lijnen en test jezelf daarna met vragen'],
  [/beslisser|pragmat/, 'koppel elke les aan een concreet probleem dat je wilt oplossen'],
];

const GENERAL_STUDY_TIP =
  'Werk in blokken van 25 minuten met een korte pauze en herhaal de stof na een dag en na een week.';

function studyAdviceReply(ctx: CoachContext): string {
  const scan = ctx.scanResult;
  if (!scan) {
    return `${GENERAL_STUDY_TIP} Leg je telefoon weg tijdens het leren. ${SCAN_INVITE} voor tips die passen bij jouw leerstijl.`;
  }
  const style = normaliseMessage(scan.learningStyle);
  const tip = STYLE_TIPS.find(([pattern]) => pattern.test(style))?.[1];
  const styleSentence = tip
    ? `Je leerstijl is ${scan.learningStyle}, dus: ${tip}.`
    : `Je leerstijl is ${scan.learningStyle}; kies werkvormen die daarbij passen en wissel af met oefenen.`;
  return `${styleSentence} ${GENERAL_STUDY_TIP}`;
}

function planningReply(ctx: CoachContext): string {
  const plan = weeklyPlan(ctx);
  if (plan.length === 0) {
    return 'Je hebt nu geen lopende cursussen om in te plannen. Kies eerst een cursus, dan maak ik een weekplanning voor je.';
  }
  const total = plan.reduce((sum, item) => sum + item.hoursPerWeek, 0);
  const list = plan.map((item) => `${item.hoursPerWeek} uur voor ${item.title}`);
  const sum = plan.length > 1 ? ` (samen ${total} uur)` : '';
  return (
    `Voorstel voor deze week: ${joinNl(list)}${sum}. ` +
    'Cursussen waar je nog veel te doen hebt krijgen meer tijd. ' +
    'Zet vaste blokken van een uur in je agenda, bijvoorbeeld op maandag, woensdag en zaterdag.'
  );
}

function motivationReply(ctx: CoachContext): string {
  const running = runningEnrollments(ctx);
  const completed = completedEnrollments(ctx);
  const parts: string[] = ['Het is heel normaal dat je motivatie soms wegzakt.'];
  if (running.length > 0) {
    // The running course closest to the finish line (first one on a tie).
    const closest = running.reduce((best, e) =>
      clampProgress(e.progress) > clampProgress(best.progress) ? e : best,
    );
    const progress = clampProgress(closest.progress);
    parts.push(
      progress > 0
        ? `Je bent al op ${progress}% bij ${closest.course.title}, nog even doorzetten!`
        : `Je bent begonnen met ${closest.course.title}; de eerste stap is vaak de lastigste.`,
    );
  } else if (completed.length === 0) {
    parts.push(
      'Begin klein: kies één cursus die je nieuwsgierig maakt en zet er deze week één uur voor in je agenda.',
    );
  }
  if (completed.length > 0) {
    parts.push(
      `Je hebt al ${count(completed.length, 'cursus', 'cursussen')} afgerond, dus je weet dat je het kunt.`,
    );
  }
  if (ctx.scanResult?.primaryDrive) {
    parts.push(`Denk aan wat je drijft: ${ctx.scanResult.primaryDrive}.`);
  } else {
    parts.push('Zet vandaag één kleine stap, al is het maar een kwartier.');
  }
  return parts.join(' ');
}

function careerReply(ctx: CoachContext): string {
  const scan = ctx.scanResult;
  if (!scan) {
    return `Ik weet nog niet welke beroepen bij je passen. ${SCAN_INVITE}, dan laat ik je je beste carrièrematches zien.`;
  }
  const top = topCareerMatches(scan, 3);
  if (top.length === 0) {
    return 'Je interesses zijn breed: geen beroep springt er in je scan duidelijk uit. Vraag me naar cursussen om te ontdekken wat je aanspreekt.';
  }
  const [best] = top;
  const parts = [
    `Deze beroepen lijken qua interesseprofiel het meest op het jouwe: ${joinNl(top.map((m) => `${m.title} (overeenkomst ${m.match} van 100)`))}.`,
  ];
  if (best.reason) parts.push(`Waarom ${best.title}: ${best.reason.replace(/\.\s*$/, '')}.`);
  if (best.skills.length > 0)
    parts.push(`Belangrijke vaardigheden daarvoor: ${joinNl(best.skills.slice(0, 3))}.`);
  return parts.join(' ');
}

function greetingReply(ctx: CoachContext): string {
  const name = ctx.firstName?.trim();
  return (
    `Hoi${name ? ` ${name}` : ''}! Ik ben je Coach. ` +
    'Vraag me bijvoorbeeld naar je budget, cursussen, voortgang, scan, planning of carrière.'
  );
}

const REPLIES: Record<CoachTopic, (ctx: CoachContext) => string> = {
  budget: budgetReply,
  courses: coursesReply,
  progress: progressReply,
  scan: scanReply,
  help: helpReply,
  capabilities: capabilitiesReply,
  studyAdvice: studyAdviceReply,
  planning: planningReply,
  motivation: motivationReply,
  career: careerReply,
  greeting: greetingReply,
};

/**
 * The Coach's Dutch answer to a message, generated locally from the loaded data.
 * Returns null for empty or whitespace-only input (the widget ignores it).
 */
export function coachReply(message: string, ctx: CoachContext): string | null {
  if (message.trim() === '') return null;
  return REPLIES[detectTopic(message)](ctx);
}
