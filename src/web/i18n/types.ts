/**
 * The shape of a catalogue without its literal Dutch string types, so the English twin of an
 * `as const` catalogue must have the same keys, list lengths and function parameters, any text.
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T;

/**
 * The features' sections of the Dutch catalogue, by key. Each text file (`src/web/i18n/<feature>.ts`)
 * adds its own: it exports `nl` and `en` ({ key: texts }) and declares `key: typeof <its Dutch
 * texts>` here by module augmentation, so a new feature's texts need no edit of nl.ts or en.ts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each text file
export interface FeatureTexts {}
