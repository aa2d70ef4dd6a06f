import { RIASEC_LABELS } from '../scan/dimensions.ts';
import type { RiasecType } from '../scan/types.ts';

/**
 * Why a talent matches a vacancy, as facts; worded per reader by matchReasonText (decision 140:
 * the server words what it composes in the request language). Skill names stay as written.
 */
export type MatchReason =
  | { kind: 'skillsShown'; shown: string[]; required: number }
  | { kind: 'noSkillsShown'; required: number }
  | { kind: 'toLearn'; skills: string[] }
  | { kind: 'interests'; percentage: number; types: RiasecType[]; code: string }
  | { kind: 'takeScan' }
  | { kind: 'tooLittleKnown' };

type Lang = 'nl' | 'en';

const RIASEC_EN: Readonly<Record<RiasecType, string>> = {
  realistic: 'Realistic',
  investigative: 'Investigative',
  artistic: 'Artistic',
  social: 'Social',
  enterprising: 'Enterprising',
  conventional: 'Conventional',
};

/** "a", "a en b", "a, b en c" (Dutch) or "a, b and c" (English). */
const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

const nl = (r: MatchReason): string => {
  switch (r.kind) {
    case 'skillsShown':
      return `Je beheerst ${r.shown.length} van de ${r.required} gevraagde vaardigheden: ${list(r.shown, 'en')}.`;
    case 'noSkillsShown':
      return `Je hebt nog geen van de ${r.required} gevraagde vaardigheden aangetoond.`;
    case 'toLearn':
      return `Nog te leren: ${list(r.skills, 'en')}.`;
    case 'interests': {
      const names = r.types.map((t) => RIASEC_LABELS[t].toLowerCase());
      return `Je interesses passen voor ${r.percentage}% bij dit werk (${list(names, 'en')}; Holland-code ${r.code}).`;
    }
    case 'takeScan':
      return 'Doe de scan om ook je interesses mee te laten wegen.';
    case 'tooLittleKnown':
      return 'Er is nog te weinig bekend om een match te berekenen.';
  }
};

const en = (r: MatchReason): string => {
  switch (r.kind) {
    case 'skillsShown':
      return `You have shown ${r.shown.length} of the ${r.required} required skills: ${list(r.shown, 'and')}.`;
    case 'noSkillsShown':
      return `You haven't shown any of the ${r.required} required skills yet.`;
    case 'toLearn':
      return `Still to learn: ${list(r.skills, 'and')}.`;
    case 'interests': {
      const names = r.types.map((t) => RIASEC_EN[t].toLowerCase());
      return `Your interests are a ${r.percentage}% fit for this work (${list(names, 'and')}; Holland code ${r.code}).`;
    }
    case 'takeScan':
      return 'Take the scan so that your interests count too.';
    case 'tooLittleKnown':
      return 'Not enough is known yet to calculate a match.';
  }
};

/** The reasons as one text in the given language, in their order. */
export const matchReasonText = (reasons: readonly MatchReason[], lang: Lang): string =>
  reasons.map(lang === 'en' ? en : nl).join(' ');
