import { z } from 'zod';

/**
 * Control characters that have no place in text people type: C0 (except tab, line feed, carriage
 * return), DEL, C1, and the invisible bidirectional overrides/isolates (U+202A–U+202E,
 * U+2066–U+2069) that can make text read differently from what is stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: see CONTROL.
const NAME_CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const stripControlCharacters = (s: string) => s.replace(CONTROL, '');
export const hasControlCharacters = (s: string) => NAME_CONTROL.test(s);

/** Free text: control characters are stripped (issue 13, finding 10). */
export const freeText = (error = 'Moet tekst zijn') => z.string({ error }).overwrite(stripControlCharacters);

/**
 * A name (person, company, institute): control characters, line breaks included, are refused
 * rather than silently changed, since a name is shown everywhere and compared.
 */
export const nameText = (label: string, max = 100) =>
  z
    .string({ error: `${label} is verplicht` })
    .refine((s) => !hasControlCharacters(s), { error: `${label} bevat ongeldige tekens`, abort: true })
    .trim()
    .min(1, { error: `${label} is verplicht` })
    .max(max, { error: `${label} is te lang (maximaal ${max} tekens)` });

/** Trimmed text that may be absent; an empty string counts as absent (stored as null). */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Moet tekst zijn' })
    .overwrite(stripControlCharacters)
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A text id (a user id): control characters are refused, since PostgreSQL cannot even compare a
 * text holding NUL (it answered 500 before, issue 13).
 */
export const textId = (error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(100, { error })
    .refine((s) => !hasControlCharacters(s), { error });

/** A numeric route id (courses, notifications, …). */
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Ongeldig id' })
    .int({ error: 'Ongeldig id' })
    .positive({ error: 'Ongeldig id' }),
});

/**
 * Every error body: an RFC 9457 problem (`application/problem+json`, decision 171) whose `message`
 * (the same text as `detail`) is what the web app shows; a validation problem lists its fields.
 */
export interface ErrorBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  message: string;
  errors?: { in: 'body' | 'query' | 'path'; field: string; detail: string }[];
}

/** An answer that is only a sentence for the user (`{ message }`: logged out, request sent, …). */
export const messageAnswer = z.object({ message: z.string() });

/** The body of a 204: none. */
export const noContent = z.undefined();
