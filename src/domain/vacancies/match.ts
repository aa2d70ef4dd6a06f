import { UNKNOWN_ISSUER_CLAIM } from '../credentials/trust.ts';
import {
  EVIDENCE_WEIGHTS,
  type EvidenceIssuer,
  type EvidenceLevel,
  type EvidenceSource,
  evidenceOf,
  isClaim,
  isVouched,
  type SkillEvidence,
  type SkillIndex,
  skillKey,
} from '../evidence/index.ts';
import { RIASEC_BY_LETTER, RIASEC_LABELS } from '../scan/dimensions.ts';
import type { RiasecType } from '../scan/types.ts';

/**
 * The vacancy match (decision 191): skills only, each weighted by its evidence (decision 190). No
 * scan-derived figure (Holland code, Big Five, interest fit) is part of it: the score a company sees
 * is the score the talent sees, and doing the scan never changes it.
 */

/**
 * Where a skill's evidence comes from (decision 405): the credential's or course's title, who
 * vouches for it and how far we know them, and where to see it. The strongest source is named.
 */
export interface MatchSource {
  kind: EvidenceSource['kind'];
  title: string;
  issuer: EvidenceIssuer | null;
  url: string | null;
}

/** One skill of the vacancy with the applicant's evidence for it. */
export interface MatchSkill {
  name: string;
  required: boolean;
  evidence: EvidenceLevel;
  /**
   * The skill of the evidence that met it (decision 465): the taxonomy name ("Heftruck rijden" for
   * "Heftruck") or a narrower skill ("Veilig werken (VCA)" for "Veiligheid"); null when missing.
   */
  matchedBy: string | null;
  /** The strongest source of that evidence; null when missing. */
  source: MatchSource | null;
}

/** The match's view of one evidence source. */
export const sourceOf = (s: EvidenceSource | undefined): MatchSource | null =>
  s ? { kind: s.kind, title: s.title, issuer: s.issuer ?? null, url: s.url ?? null } : null;

/** The breakdown both the company and the talent see. */
export interface SkillMatch {
  /**
   * 0–100, rounded; null when it cannot be computed (the vacancy names no skills): shown as unknown.
   * Counts vouched evidence only (decision 305): claims never raise it.
   */
  score: number | null;
  skills: MatchSkill[];
  /** How many of the vacancy's skills someone else vouches for (a credential, the institute). */
  proven: number;
  /** How many are only claimed (a self-reported completion or a typed skill): shown, never counted. */
  claimed: number;
}

/** A vacancy skill: a plain string is required. */
export type VacancySkill = string | { name: string; required: boolean };

/** A nice-to-have skill counts half as much as a required one. */
export const OPTIONAL_SKILL_WEIGHT = 0.5;

/**
 * Scores the applicant's evidence against the vacancy's skills: the weighted share of the skills,
 * each counting for its evidence weight (verified 1 … missing 0). Skills that name the same skill
 * (decision 190) count once; a required one wins over an optional one.
 */
export function matchSkills(
  index: SkillIndex,
  evidence: SkillEvidence[],
  vacancySkills: VacancySkill[],
): SkillMatch {
  const seen = new Map<string, MatchSkill>();
  for (const s of vacancySkills) {
    const { name, required } = typeof s === 'string' ? { name: s, required: true } : s;
    const key = skillKey(index, name);
    if (key === '') continue;
    const found = seen.get(key);
    if (found) found.required ||= required;
    else {
      const shown = evidenceOf(index, evidence, name);
      seen.set(key, {
        name: name.trim(),
        required,
        evidence: shown?.level ?? 'missing',
        matchedBy: shown?.name ?? null,
        source: sourceOf(shown?.sources[0]),
      });
    }
  }
  const skills = [...seen.values()];
  const proven = skills.filter((s) => isVouched(s.evidence)).length;
  const claimed = skills.filter((s) => isClaim(s.evidence)).length;
  if (skills.length === 0) return { score: null, skills, proven, claimed };
  let got = 0;
  let max = 0;
  for (const s of skills) {
    const w = s.required ? 1 : OPTIONAL_SKILL_WEIGHT;
    max += w;
    got += w * EVIDENCE_WEIGHTS[s.evidence];
  }
  return { score: Math.round((got / max) * 100), skills, proven, claimed };
}

/** The vacancy with the highest known score (ties: the first in the given order); null when none scores above 0. */
export function bestSkillMatch<V>(items: { vacancy: V; match: SkillMatch }[]) {
  let best: { vacancy: V; match: SkillMatch } | null = null;
  for (const item of items) {
    if ((item.match.score ?? 0) <= 0) continue;
    if (!best || item.match.score! > best.match.score!) best = item;
  }
  return best;
}

// ---- Texts for the talent ----

export type MatchLanguage = 'nl' | 'en';

const EVIDENCE_TEXT: Record<MatchLanguage, Record<EvidenceLevel, string>> = {
  nl: {
    verified: 'geverifieerd certificaat',
    confirmed: 'bevestigd door het instituut',
    self_reported: 'cursus zelf afgerond',
    claimed: UNKNOWN_ISSUER_CLAIM,
    self_declared: 'zelf opgegeven',
    missing: 'nog niet aangetoond',
  },
  en: {
    verified: 'verified certificate',
    confirmed: 'confirmed by the institute',
    self_reported: 'course completed (self-reported)',
    claimed: 'the signature holds, but we do not know this issuer',
    self_declared: 'self-declared',
    missing: 'not shown yet',
  },
};
export const evidenceText = (level: EvidenceLevel, lang: MatchLanguage = 'nl') => EVIDENCE_TEXT[lang][level];

const MATCH_TEXTS = {
  nl: {
    and: 'en',
    shown: (n: number, of: number, claimed: number) =>
      `Je toont ${n} van de ${of} gevraagde vaardigheden aan${claimed ? `; ${claimed} heb je opgegeven` : ''}.`,
    proven: (names: string) => `Aangetoond: ${names}.`,
    claims: (names: string) => `Opgegeven, niet aangetoond: ${names}.`,
    noneShown: (of: number) => `Je hebt nog geen van de ${of} gevraagde vaardigheden aangetoond.`,
    toLearn: (names: string) => `Nog niet aangetoond: ${names}.`,
    unknown: 'De vacature noemt geen vaardigheden, dus de match is onbekend.',
    exploration: (pct: number, names: string, code: string) =>
      `Verkenning, alleen voor jou: je interesses uit de scan passen voor ${pct}% bij het vakgebied van deze vacature (${names}; Holland-code ${code}). Dit telt niet mee in je match en het bedrijf ziet het niet.`,
    riasec: (type: RiasecType) => RIASEC_LABELS[type].toLowerCase(),
  },
  en: {
    and: 'and',
    shown: (n: number, of: number, claimed: number) =>
      `You show ${n} of the ${of} skills asked for${claimed ? `; you stated ${claimed} yourself` : ''}.`,
    proven: (names: string) => `Shown: ${names}.`,
    claims: (names: string) => `Stated, not shown: ${names}.`,
    noneShown: (of: number) => `You have not yet shown any of the ${of} skills asked for.`,
    toLearn: (names: string) => `Not shown yet: ${names}.`,
    unknown: 'The vacancy names no skills, so the match is unknown.',
    exploration: (pct: number, names: string, code: string) =>
      `Exploration, for you only: the interests from your scan fit this vacancy's field for ${pct}% (${names}; Holland code ${code}). This is not part of your match and the company does not see it.`,
    riasec: (type: RiasecType) => type,
  },
} as const;

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

/**
 * The breakdown in a few sentences, for the talent: how many skills are shown (vouched for) and how
 * many only claimed, then which skills are shown, which claimed and which not shown yet.
 */
export function matchReason(match: SkillMatch, lang: MatchLanguage = 'nl'): string {
  const t = MATCH_TEXTS[lang];
  if (match.score === null) return t.unknown;
  const named = (skills: MatchSkill[], withLevel: boolean) =>
    list(
      skills.map((s) => (withLevel ? `${s.name} (${evidenceText(s.evidence, lang)})` : s.name)),
      t.and,
    );
  const proven = match.skills.filter((s) => isVouched(s.evidence));
  const claimed = match.skills.filter((s) => isClaim(s.evidence));
  const missing = match.skills.filter((s) => s.evidence === 'missing');
  if (proven.length === 0 && claimed.length === 0) return t.noneShown(match.skills.length);
  const parts = [t.shown(proven.length, match.skills.length, claimed.length)];
  if (proven.length) parts.push(t.proven(named(proven, true)));
  if (claimed.length) parts.push(t.claims(named(claimed, true)));
  if (missing.length) parts.push(t.toLearn(named(missing, false)));
  return parts.join(' ');
}

// ---- Exploration: the talent's own interests against the vacancy's field (never company-facing) ----

/** Weights of the 1st, 2nd and 3rd letter of a Holland code. */
const LETTER_WEIGHTS = [3, 2, 1];

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
export function interestScore(
  interests: Record<RiasecType, number> | null,
  code: string | null,
): number | null {
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

/** The talent's own exploration sentence for a vacancy, or null without a scan or a Holland code. */
export function explorationText(
  interests: Record<RiasecType, number> | null,
  hollandCode: string | null,
  lang: MatchLanguage = 'nl',
): { interestFit: number; text: string } | null {
  const fit = interestScore(interests, hollandCode);
  if (fit === null) return null;
  const t = MATCH_TEXTS[lang];
  const letters = hollandLetters(hollandCode);
  const names = letters.map((l) => t.riasec(RIASEC_BY_LETTER[l]));
  const pct = Math.round(fit);
  return { interestFit: pct, text: t.exploration(pct, list(names, t.and), letters.join('')) };
}

const RIASEC_TYPES = Object.values(RIASEC_BY_LETTER);

/** The RIASEC percentages of a stored scan result (JSON text); null when absent or malformed. */
export function interestsFromScan(json: string | null | undefined): Record<RiasecType, number> | null {
  if (!json) return null;
  try {
    const r = JSON.parse(json) as Partial<Record<RiasecType, unknown>>;
    if (!RIASEC_TYPES.every((k) => typeof r[k] === 'number')) return null;
    return Object.fromEntries(RIASEC_TYPES.map((k) => [k, Number(r[k])])) as Record<RiasecType, number>;
  } catch {
    return null;
  }
}
