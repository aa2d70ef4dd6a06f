import { RIASEC_LABELS, TRAIT_LABELS } from '../scan/dimensions.ts';
import type { BigFiveTrait, RiasecType } from '../scan/types.ts';
import type { CoachLanguage } from './context.ts';

/**
 * The scan's names the Coach quotes, per language. They belong to the scan (src/domain/scan), which
 * is translated on its own; until it has English names, English replies quote the Dutch ones. The
 * other scan texts the Coach quotes (learning style, drive, career titles, reasons and skills) arrive
 * inside the scan result itself.
 */
export const SCAN_QUOTES: Readonly<
  Record<
    CoachLanguage,
    { trait: Readonly<Record<BigFiveTrait, string>>; interest: Readonly<Record<RiasecType, string>> }
  >
> = {
  nl: { trait: TRAIT_LABELS, interest: RIASEC_LABELS },
  en: { trait: TRAIT_LABELS, interest: RIASEC_LABELS },
};
