import { shellNl } from './shell.ts';
import type { FeatureTexts, Widen } from './types.ts';

/**
 * Every feature's texts, found by the folder layout: each `<feature>.ts` beside this file exports
 * `nl` and `en`, its section of each catalogue ({ key: texts }). Only the `nl` exports are taken
 * here, so the bundler leaves the English texts out of this chunk (and en.ts takes only `en`).
 */
const features = import.meta.glob<Partial<FeatureTexts>>(
  [
    './*.ts',
    '!./nl.ts',
    '!./en.ts',
    '!./index.ts',
    '!./language.ts',
    '!./public.ts',
    '!./shell.ts',
    '!./types.ts',
    '!./*.test.ts',
  ],
  { eager: true, import: 'nl' },
);

/** Dutch is the source catalogue; its texts are the spec's exact words. */
export const nl = Object.assign({}, shellNl, ...Object.values(features)) as typeof shellNl & FeatureTexts;

/** Every catalogue has this shape: the Dutch keys, any text. */
export type Messages = Widen<typeof nl>;
