/**
 * Control characters that have no place in text people type: C0 (except tab, line feed, carriage
 * return), DEL, C1, and the invisible bidirectional overrides/isolates (U+202A–U+202E,
 * U+2066–U+2069) that can make text read differently from what is stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// The line and paragraph separators U+2028/U+2029 break a line in mails and scripts like a line feed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: see CONTROL.
const NAME_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Strips the characters above and turns lone UTF-16 surrogates into U+FFFD (PostgreSQL holds
 * neither NUL nor invalid UTF-8). Every contract string runs through this one function.
 */
export const stripControlCharacters = (s: string) => s.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
/** Whether a text holds any control character (line breaks and separators included) or bidi override. */
export const hasControlCharacters = (s: string) => NAME_CONTROL.test(s);

/** The longest piece of user input an error message may quote. */
export const EXCERPT_MAX = 40;

/**
 * At most `max` characters of user input, for quoting in a message (a
 * 99 KB key once came back whole): control characters stripped, whitespace collapsed, cut
 * with an ellipsis.
 */
export function excerpt(text: string, max = EXCERPT_MAX): string {
  const clean = stripControlCharacters(text).replace(/\s+/g, ' ');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** A name that ends a sentence: "Jansen Logistiek B.V." takes no second full stop. */
export const endSentence = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);

/**
 * Text that a mail reader would show as a link: a scheme with `//`, a `www.` host or a bare domain
 * with a path ("evil.example/login"). Names refuse it, and mails leave such a name out.
 */
export const looksLikeUrl = (s: string) =>
  /[a-z][a-z0-9+.-]*:\/\//i.test(s) || /\bwww\./i.test(s) || /[a-z0-9-]\.[a-z]{2,}\//i.test(s);
