import type { Messages } from './nl.ts';
import { shellEn } from './shell.ts';
import type { FeatureTexts, Widen } from './types.ts';

/**
 * Every feature's texts, found by the folder layout: each `<feature>.ts` beside this file exports
 * `nl` and `en`, its section of each catalogue ({ key: texts }). Only the `en` exports are taken
 * here (vite.config.ts gives this file its own copy of each module, see splitEnglishCatalogue).
 */
const features = import.meta.glob<Partial<Widen<FeatureTexts>>>(
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
  { eager: true, import: 'en' },
);

/** English, with exactly the keys of Dutch (src/web/i18n/parity.test.ts checks it). */
export const en = Object.assign({}, shellEn, ...Object.values(features)) as Messages;
