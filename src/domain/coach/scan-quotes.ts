import { RIASEC_LABEL_TWINS, TRAIT_LABEL_TWINS } from '../scan/dimensions.ts';
import { pick } from '../scan/language.ts';
import type { BigFiveTrait, RiasecType } from '../scan/types.ts';
import type { CoachLanguage } from './context.ts';

/**
 * The scan's names the Coach quotes, per language, from the scan's own twins (src/domain/scan).
 * The other scan texts the Coach quotes (learning style, drive, career titles, reasons and skills)
 * arrive inside the scan result, which the API renders in the request's language (decision 130).
 */
export const SCAN_QUOTES: Readonly<
  Record<
    CoachLanguage,
    { trait: Readonly<Record<BigFiveTrait, string>>; interest: Readonly<Record<RiasecType, string>> }
  >
> = {
  nl: { trait: pick(TRAIT_LABEL_TWINS, 'nl'), interest: pick(RIASEC_LABEL_TWINS, 'nl') },
  en: { trait: pick(TRAIT_LABEL_TWINS, 'en'), interest: pick(RIASEC_LABEL_TWINS, 'en') },
};
