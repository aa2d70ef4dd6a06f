import { ageOn } from './age.ts';
import type { SubsidyAnswers } from './answers.ts';
import { caoBySlug } from './data/caos.ts';
import { municipalityByCode } from './data/municipalities.ts';
import {
  gemeenteParticipatiewet,
  LLK_COURSES,
  LLK_MAX_AGE,
  levenlanglerenkrediet,
  praktijkleren,
  praktijklerenDerdeLeerweg,
  type Rule,
  type RuleContext,
  sectorFund,
  slim,
  slimOntwikkelpaden,
  uwvScholing,
} from './rules.ts';
import { SCHEMES, type SubsidyScheme, schemeById } from './schemes.ts';

/** A scheme as a match shows it (issue 7's `subsidy` shape). */
export interface MatchedSubsidy {
  id: string;
  name: string;
  provider: string;
  maxAmount: number | null;
  amountNote: string;
  validityPeriod: string;
  description: string;
  tags: string[];
  applicationUrl: string;
  sourceUrl: string;
  lastVerified: string;
}

export interface SubsidyMatch {
  subsidy: MatchedSubsidy;
  matchReasons: string[];
}

export interface Alternative {
  title: string;
  content: string;
}

export interface SubsidyResult {
  totalMatches: number;
  matches: SubsidyMatch[];
  alternatives: Alternative[];
}

/** Which rule decides each open scheme; schemes without a rule (advice, ended) never match. */
const RULES: Record<string, Rule> = {
  slim,
  'slim-ontwikkelpaden': slimOntwikkelpaden,
  praktijkleren,
  'praktijkleren-derde-leerweg': praktijklerenDerdeLeerweg,
  levenlanglerenkrediet,
  'uwv-scholing': uwvScholing,
  'gemeente-participatiewet': gemeenteParticipatiewet,
};
const ruleFor = (s: SubsidyScheme): Rule | undefined =>
  RULES[s.id] ?? (s.tags.includes('O&O-fonds') ? sectorFund(s.id) : undefined);

function shown(s: SubsidyScheme, ctx: RuleContext): MatchedSubsidy {
  const provider = s.id === 'gemeente-participatiewet' ? `Gemeente ${ctx.municipalityName}` : s.provider;
  return {
    id: s.id,
    name: s.name,
    provider,
    maxAmount: s.maxAmount,
    amountNote: s.amountNote,
    validityPeriod: s.validityPeriod,
    description: s.description,
    tags: s.tags,
    applicationUrl: s.applicationUrl,
    sourceUrl: s.sourceUrl,
    lastVerified: s.lastVerified,
  };
}

const endedAlternative = (id: string): Alternative => {
  const s = schemeById(id);
  return { title: `${s.name} (gestopt)`, content: `${s.validityPeriod} ${s.replacedBy ?? ''}`.trim() };
};

function alternatives(ctx: RuleContext, matchedIds: Set<string>): Alternative[] {
  const a = ctx.answers;
  const out: Alternative[] = [];
  const loket = schemeById('leerwerkloket');
  out.push({
    title: 'Gratis advies bij het Leerwerkloket',
    content: `${loket.description} Kijk op ${loket.applicationUrl}.`,
  });
  const cao = a.cao ? caoBySlug(a.cao) : undefined;
  if (a.employment === 'employee' && cao?.fundName && !cao.fundId) {
    out.push({
      title: `Opleidingsfonds van je cao: ${cao.fundName}`,
      content: `Je cao (${cao.name}) heeft een opleidingsfonds. Het staat nog niet in onze catalogus; vraag je werkgever of HR welke regelingen er zijn.`,
    });
  }
  if (
    !matchedIds.has('levenlanglerenkrediet') &&
    LLK_COURSES.includes(a.courseType) &&
    ctx.age > LLK_MAX_AGE &&
    ctx.age < 57
  ) {
    out.push({
      title: 'Levenlanglerenkrediet: vraag je leeftijd na bij DUO',
      content:
        'DUO noemt als grens jonger dan 57 bij de start van het studiejaar, maar niet alle bronnen zijn het eens. Vraag bij DUO na of je nog in aanmerking komt.',
    });
  }
  if (a.courseType === 'career_advice') out.push(endedAlternative('ontwikkeladvies'));
  out.push(endedAlternative('stap'));
  return out;
}

/** Matches answers against the catalogue on the day of submission (`today`, YYYY-MM-DD). */
export function matchSubsidies(answers: SubsidyAnswers, today: string): SubsidyResult {
  const ctx: RuleContext = {
    answers,
    age: ageOn(answers.birthDate, today),
    municipalityName: municipalityByCode(answers.municipality)?.name ?? answers.municipality,
  };
  const matches: SubsidyMatch[] = [];
  for (const scheme of SCHEMES) {
    if (scheme.status !== 'open') continue;
    const reasons = ruleFor(scheme)?.(ctx);
    if (reasons) matches.push({ subsidy: shown(scheme, ctx), matchReasons: reasons });
  }
  const ids = new Set(matches.map((m) => m.subsidy.id));
  return { totalMatches: matches.length, matches, alternatives: alternatives(ctx, ids) };
}
