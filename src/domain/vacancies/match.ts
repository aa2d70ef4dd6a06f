import { RIASEC_BY_LETTER, RIASEC_LABELS } from '../scan/dimensions.ts';
import type { RiasecType } from '../scan/types.ts';

/** What the score needs of a talent: the newest scan's RIASEC percentages and their proven skills. */
export interface TalentForMatch {
  /** RIASEC percentages (0-100) of the newest scan; null without a scan. */
  interests: Record<RiasecType, number> | null;
  /** Skills and titles of completed courses (certificates). */
  skills: string[];
}

/** What the score needs of a vacancy. */
export interface VacancyForMatch {
  /** Required skills. */
  skills: string[];
  /** Holland code of the job, 1-3 RIASEC letters, most characteristic first; null when unknown. */
  hollandCode: string | null;
}

export interface MatchResult {
  /** 0-100, rounded. */
  score: number;
  matchedSkills: string[];
  missingSkills: string[];
  /** Sentences in the requested language, in order: skills, interests. */
  reasons: string[];
  /** The reasons as one text. */
  reason: string;
}

/** Weights when both parts are known; with only one part known, that part is the score. */
export const SKILLS_WEIGHT = 0.6;
export const INTEREST_WEIGHT = 0.4;
/** Weights of the 1st, 2nd and 3rd letter of a Holland code. */
const LETTER_WEIGHTS = [3, 2, 1];

/** Lower case, accents removed, every run of non-letters/digits one space, padded with spaces. */
export const normaliseSkill = (s: string) =>
  ` ${s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()} `;

/** A required skill is met when it occurs as whole words in a talent skill (or the other way round). */
export function hasSkill(talentSkills: string[], required: string): boolean {
  const r = normaliseSkill(required);
  if (r.trim() === '') return false;
  return talentSkills.some((t) => {
    const n = normaliseSkill(t);
    return n.trim() !== '' && (n.includes(r) || r.includes(n));
  });
}

/** The valid RIASEC letters of a code, upper case, at most 3, no repeats. */
export function hollandLetters(code: string | null | undefined): string[] {
  const letters: string[] = [];
  for (const ch of (code ?? '').toUpperCase()) {
    if (RIASEC_BY_LETTER[ch] && !letters.includes(ch)) letters.push(ch);
    if (letters.length === 3) break;
  }
  return letters;
}

/** Weighted average (3, 2, 1) of the talent's percentages for the code's letters; null when unknown. */
export function interestScore(interests: TalentForMatch['interests'], code: string | null): number | null {
  const letters = hollandLetters(code);
  if (!interests || letters.length === 0) return null;
  let sum = 0;
  let weights = 0;
  letters.forEach((l, i) => {
    sum += LETTER_WEIGHTS[i] * interests[RIASEC_BY_LETTER[l]];
    weights += LETTER_WEIGHTS[i];
  });
  return sum / weights;
}

/** The talent's strongest RIASEC types as a Holland code (3 letters), or null without a scan. */
export function hollandCodeOf(interests: TalentForMatch['interests']): string | null {
  if (!interests) return null;
  return (Object.entries(RIASEC_BY_LETTER) as [string, RiasecType][])
    .sort((a, b) => interests[b[1]] - interests[a[1]])
    .slice(0, 3)
    .map(([letter]) => letter)
    .join('');
}

export type MatchLanguage = 'nl' | 'en';

/** The match's sentences in Dutch (the source) and British English, with the same keys. */
const MATCH_TEXTS = {
  nl: {
    and: 'en',
    skills: (n: number, of: number, names: string) =>
      `Je beheerst ${n} van de ${of} gevraagde vaardigheden: ${names}.`,
    noSkills: (of: number) => `Je hebt nog geen van de ${of} gevraagde vaardigheden aangetoond.`,
    toLearn: (names: string) => `Nog te leren: ${names}.`,
    interests: (pct: number, names: string, code: string) =>
      `Je interesses passen voor ${pct}% bij dit werk (${names}; Holland-code ${code}).`,
    doScan: 'Doe de scan om ook je interesses mee te laten wegen.',
    tooLittle: 'Er is nog te weinig bekend om een match te berekenen.',
    /** Dutch RIASEC names, lower case inside a sentence. */
    riasec: (type: RiasecType) => RIASEC_LABELS[type].toLowerCase(),
  },
  en: {
    and: 'and',
    skills: (n: number, of: number, names: string) =>
      `You have ${n} of the ${of} skills asked for: ${names}.`,
    noSkills: (of: number) => `You have not yet shown any of the ${of} skills asked for.`,
    toLearn: (names: string) => `Still to learn: ${names}.`,
    interests: (pct: number, names: string, code: string) =>
      `Your interests match this work for ${pct}% (${names}; Holland code ${code}).`,
    doScan: 'Take the scan so that your interests count too.',
    tooLittle: 'Too little is known yet to calculate a match.',
    /** The English RIASEC names are the types' own names (realistic, investigative, …). */
    riasec: (type: RiasecType) => type,
  },
} as const;

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

/**
 * Scores a talent against a vacancy: the share of required skills the talent has proven (60 %) and
 * how strongly the talent's scan interests fit the job's Holland code (40 %). A part that cannot be
 * computed (no required skills, no scan, no Holland code) is left out; with neither, the score is 0.
 */
export function scoreMatch(
  talent: TalentForMatch,
  vacancy: VacancyForMatch,
  lang: MatchLanguage = 'nl',
): MatchResult {
  const t = MATCH_TEXTS[lang];
  const required = vacancy.skills.filter((s) => s.trim() !== '');
  const matchedSkills = required.filter((s) => hasSkill(talent.skills, s));
  const missingSkills = required.filter((s) => !matchedSkills.includes(s));
  const skillsPct = required.length > 0 ? (matchedSkills.length / required.length) * 100 : null;
  const interestPct = interestScore(talent.interests, vacancy.hollandCode);

  const reasons: string[] = [];
  if (skillsPct !== null) {
    reasons.push(
      matchedSkills.length > 0
        ? t.skills(matchedSkills.length, required.length, list(matchedSkills, t.and))
        : t.noSkills(required.length),
    );
    if (missingSkills.length > 0 && matchedSkills.length > 0)
      reasons.push(t.toLearn(list(missingSkills, t.and)));
  }
  const letters = hollandLetters(vacancy.hollandCode);
  if (interestPct !== null) {
    const names = letters.map((l) => t.riasec(RIASEC_BY_LETTER[l]));
    reasons.push(t.interests(Math.round(interestPct), list(names, t.and), letters.join('')));
  } else if (letters.length > 0 && !talent.interests) {
    reasons.push(t.doScan);
  }

  let score = 0;
  if (skillsPct !== null && interestPct !== null)
    score = SKILLS_WEIGHT * skillsPct + INTEREST_WEIGHT * interestPct;
  else score = skillsPct ?? interestPct ?? 0;
  if (skillsPct === null && interestPct === null) reasons.push(t.tooLittle);

  return { score: Math.round(score), matchedSkills, missingSkills, reasons, reason: reasons.join(' ') };
}

/** The best vacancy by score (ties: the first in the given order), or null for an empty list. */
export function bestMatch<V extends VacancyForMatch>(
  talent: TalentForMatch,
  vacancies: V[],
  lang: MatchLanguage = 'nl',
): { vacancy: V; match: MatchResult } | null {
  let best: { vacancy: V; match: MatchResult } | null = null;
  for (const vacancy of vacancies) {
    const match = scoreMatch(talent, vacancy, lang);
    if (!best || match.score > best.match.score) best = { vacancy, match };
  }
  return best;
}

const RIASEC_TYPES = Object.values(RIASEC_BY_LETTER);

/** The RIASEC percentages of a stored scan result (JSON text); null when absent or malformed. */
export function interestsFromScan(json: string | null | undefined): TalentForMatch['interests'] {
  if (!json) return null;
  try {
    const r = JSON.parse(json) as Partial<Record<RiasecType, unknown>>;
    if (!RIASEC_TYPES.every((k) => typeof r[k] === 'number')) return null;
    return Object.fromEntries(RIASEC_TYPES.map((k) => [k, Number(r[k])])) as Record<RiasecType, number>;
  } catch {
    return null;
  }
}
