/**
 * A problem the API can answer, identified by its code (decision 475): its HTTP status and its
 * Dutch and English texts, declared once in the feature's catalogue (`contracts/problems/<feature>.ts`).
 * A route throws it by its code (`throw fail(COURSE_PROBLEMS['course.not_found'])`, http/errors.ts);
 * nothing matches on its text. Codes are never renamed: a client may branch on them.
 */
/**
 * A text, or a function of the problem's parameters. A parameter that is itself a message (the
 * reason a domain rule or a source gives: a `Said` of contracts/messages, decision 515) brings both
 * its texts: `nl: (p) => p.reason.nl`, `en: (p) => p.reason.en`.
 */
export type ProblemText<P> = [P] extends [undefined] ? string : (params: P) => string;

export interface ProblemDef<P = undefined> {
  /** The stable, machine-readable cause, e.g. `course.not_found`. */
  readonly code: string;
  readonly status: number;
  readonly nl: ProblemText<P>;
  readonly en: ProblemText<P>;
}

// biome-ignore lint/suspicious/noExplicitAny: a catalogue entry's parameters are its own
type Text = string | ((p: any) => string);
type Entry = {
  status: number;
  nl: Text;
  en: Text;
  /** For a text that picks one of several sentences by a parameter: one set of parameters per sentence (problems.test.ts renders each). */
  examples?: readonly unknown[];
};
/** Any catalogue entry, whatever its parameters. */
export type AnyProblem = Entry & { readonly code: string };

/** Every problem declared so far (each catalogue registers its own when loaded). */
const declared = new Map<string, AnyProblem>();

/** A feature's problems, keyed by code: each entry gets its key as its `code`. */
export function defineProblems<const T extends Record<string, Entry>>(
  entries: T,
): { readonly [K in keyof T & string]: T[K] & { readonly code: K } } {
  const out: Record<string, AnyProblem> = {};
  for (const [code, entry] of Object.entries(entries)) {
    const def: AnyProblem = { ...entry, code };
    declared.set(code, def);
    out[code] = def;
  }
  return out as never;
}

/** The problems declared by every catalogue loaded so far. */
export const declaredProblems = (): ReadonlyMap<string, AnyProblem> => declared;

/** A problem's Dutch text with its parameters filled in (a rule that also reports in Dutch). */
export const dutchText = (def: AnyProblem, params?: unknown): string => problemTexts(def, params).nl;

/** A problem's texts with its parameters filled in. */
export function problemTexts(def: AnyProblem, params: unknown): { nl: string; en: string } {
  const fill = (t: Text) => (typeof t === 'function' ? t(params) : t);
  return { nl: fill(def.nl), en: fill(def.en) };
}
