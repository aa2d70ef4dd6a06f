/**
 * The messages of the API that are not problems (decision 515): a contract's field messages (zod),
 * an answer's `message` ("Uitgelogd"), and the reason a domain rule gives, which a problem passes
 * on. Each is declared once, in its feature's catalogue (`contracts/messages/<feature>.ts`), by its
 * code, with its Dutch and its English text; code uses the entry, never the text.
 */
export type MessageLanguage = 'nl' | 'en';

/**
 * A message ready to be said: its code and both texts. Called, it gives the text in the current
 * message language, so an entry stands as a zod schema's `error` (`{ error: M['x'] }`): the issue
 * is written in the language the parse runs in (`inLanguage`; on the web, the UI language).
 */
export interface Said {
  (): string;
  readonly code: string;
  readonly nl: string;
  readonly en: string;
}

let override: MessageLanguage | undefined;
let follow: () => MessageLanguage = () => 'nl';

/** The language a message called without one is said in. */
export const messageLanguage = (): MessageLanguage => override ?? follow();

/** Messages follow this language from now on (the web: its UI language; the server never calls it). */
export function followLanguage(read: () => MessageLanguage): void {
  follow = read;
}

/**
 * Runs `run` (synchronous: a zod `safeParse`) with messages said in `lang`; the server parses a
 * refused input once per language this way, so its answer is written by code, not translated.
 */
export function inLanguage<T>(lang: MessageLanguage, run: () => T): T {
  const before = override;
  override = lang;
  try {
    return run();
  } finally {
    override = before;
  }
}

/** A message made of its code and both texts. */
export function said(code: string, nl: string, en: string): Said {
  const say = () => (messageLanguage() === 'en' ? en : nl);
  return Object.assign(say, { code, nl, en });
}

/** A catalogue entry whose texts have no variable part (a problem's, say) as a message to say. */
export const asSaid = (def: { code: string; nl: string; en: string }): Said => said(def.code, def.nl, def.en);

// biome-ignore lint/suspicious/noExplicitAny: an entry's parameters are its own
type Fn = (p: any) => string;
type Entry = { nl: string; en: string } | { nl: Fn; en: Fn; examples?: readonly unknown[] };
type Def<K extends string, E> = E extends { nl: (p: infer P) => string }
  ? ((params: P) => Said) & { readonly code: K }
  : Said & { readonly code: K };

/** An entry as declared: a text, or texts that are functions of the entry's parameters. */
export type AnyMessage = {
  readonly code: string;
  readonly nl: string | Fn;
  readonly en: string | Fn;
  readonly examples?: readonly unknown[];
};

const declared = new Map<string, AnyMessage>();

/**
 * A feature's messages, keyed by code. An entry without parameters is a `Said`; one with
 * parameters is a function of them that gives a `Said` (`M['field.required']({ label })`). A
 * parameter that is itself a message (a field's label) is read as `p.label.nl` / `p.label.en`.
 */
export function defineMessages<const T extends Record<string, Entry>>(
  entries: T,
): { readonly [K in keyof T & string]: Def<K, T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [code, entry] of Object.entries(entries)) {
    declared.set(code, { ...entry, code });
    const { nl, en } = entry;
    out[code] =
      typeof nl === 'string' && typeof en === 'string'
        ? said(code, nl, en)
        : Object.assign((p: unknown) => said(code, (nl as Fn)(p), (en as Fn)(p)), { code });
  }
  return out as never;
}

/** Every message declared by the catalogues loaded so far. */
export const declaredMessages = (): ReadonlyMap<string, AnyMessage> => declared;
