import { nl } from './nl.ts';

/**
 * The active catalogue. The language picker offers NL and EN but, as spec §2.2 says, the choice has
 * no visible effect yet: every screen reads Dutch.
 */
export const t = nl;
export const LANGUAGES = ['NL', 'EN'] as const;
