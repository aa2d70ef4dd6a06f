import { z } from 'zod';

import { hasControlCharacters, looksLikeUrl, stripControlCharacters } from '../domain/text.ts';

export { hasControlCharacters, stripControlCharacters };

/**
 * The one text type of every contract (issue 26, finding 1): a zod string whose control and bidi
 * override characters are stripped. Every other text helper below starts from it, and
 * `contracts.test.ts` walks every zod string in `src/contracts` and fails on one that does not.
 * Chain what you need: `text('Titel is verplicht').trim().min(1).max(150)`.
 */
export const text = (error = 'Moet tekst zijn') => z.string({ error }).overwrite(stripControlCharacters);

/**
 * The same, but control characters are refused with `refused` rather than silently changed (names,
 * ids, e-mail addresses: shown everywhere and compared).
 */
export const strictText = (error: string, refused = error) =>
  z
    .string({ error })
    .refine((s) => !hasControlCharacters(s), { error: refused, abort: true })
    .overwrite(stripControlCharacters);

/** Free text: control characters are stripped (issue 13, finding 10). */
export const freeText = (error = 'Moet tekst zijn') => text(error);

/** Trimmed, required free text of at most `max` characters: "<label> is verplicht / te lang". */
export const requiredText = (label: string, max: number) =>
  text(`${label} is verplicht`)
    .trim()
    .min(1, { error: `${label} is verplicht` })
    .max(max, { error: `${label} is te lang (maximaal ${max} tekens)` });

/**
 * A name (person, company, institute): control characters, line breaks included, are refused
 * rather than silently changed, since a name is shown everywhere and compared.
 */
export const nameText = (label: string, max = 100) =>
  strictText(`${label} is verplicht`, `${label} bevat ongeldige tekens`)
    .refine((s) => !looksLikeUrl(s), { error: `${label} mag geen webadres zijn`, abort: true })
    .trim()
    .min(1, { error: `${label} is verplicht` })
    .max(max, { error: `${label} is te lang (maximaal ${max} tekens)` });

/**
 * Trimmed text that may be absent; an empty string counts as absent (stored as null). With a
 * `label` the messages name the field.
 */
export const optionalText = (max: number, label?: string) =>
  text(label ? `${label} moet tekst zijn` : 'Moet tekst zijn')
    .trim()
    .max(max, { error: label ? `${label} is te lang (maximaal ${max} tekens)` : `Maximaal ${max} tekens` })
    .nullish()
    .transform((v) => (v ? v : null));

/** An e-mail address: trimmed, lower case, at most 254 characters, control characters refused. */
export const emailText = () =>
  strictText('E-mailadres is verplicht', 'Voer een geldig e-mailadres in')
    .trim()
    .toLowerCase()
    .min(1, { error: 'E-mailadres is verplicht' })
    .max(254, { error: 'E-mailadres is te lang' })
    .check(z.email({ error: 'Voer een geldig e-mailadres in' }));

/** A password as typed: not trimmed, at most 200 characters (the policy lives in the domain). */
export const passwordText = (error = 'Wachtwoord is verplicht') =>
  strictText(error, 'Wachtwoord bevat ongeldige tekens').max(200, {
    error: 'Wachtwoord is te lang (maximaal 200 tekens)',
  });

/**
 * A text id (a user id): control characters are refused, since PostgreSQL cannot even compare a
 * text holding NUL (it answered 500 before, issue 13).
 */
export const textId = (error: string) => strictText(error).trim().min(1, { error }).max(100, { error });

/**
 * A positive integer id as the API accepts it in paths and queries: decimal digits only, so `0x10`,
 * `1e3`, ` 7` and `+7` are refused (issue 26, finding 8), at most 2^31 − 1.
 */
export const intId = (error = 'Ongeldig id') =>
  z
    .union(
      [
        z.number({ error }).int({ error }),
        text(error)
          .regex(/^[1-9][0-9]{0,9}$/, { error })
          .transform(Number),
      ],
      { error },
    )
    .pipe(z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error }))
    .meta({ [INTEGER_ID]: true });

/**
 * Marks `intId()` for the OpenAPI document, which types it as the integer it is (1 … 2^31 − 1)
 * rather than as "a number or its digits as text" (src/server/features/docs/openapi.ts).
 */
export const INTEGER_ID = 'x-integer-id';

/** A numeric route id (courses, notifications, …). */
export const idParam = z.object({ id: intId() });

/**
 * Every error body: an RFC 9457 problem (`application/problem+json`, decision 171) whose `message`
 * (the same text as `detail`) is what the web app shows; a validation problem lists its fields.
 */
export interface ErrorBody {
  /** `tag:skillsplatform.nl,2026:problem/<code>`. */
  type: string;
  title: string;
  status: number;
  /** The stable cause, e.g. `enrollment.course_full`, `auth.insufficient_scope`, `validation`. */
  code: string;
  detail: string;
  message: string;
  errors?: { in: 'body' | 'query' | 'path'; field: string; detail: string; code: string }[];
}

/** An answer that is only a sentence for the user (`{ message }`: logged out, request sent, …). */
export const messageAnswer = z.object({ message: text() });

/** The body of a 204: none. */
export const noContent = z.undefined();
