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
