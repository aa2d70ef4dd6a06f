import { z } from 'zod';

import { isIsoDate } from '../domain/dates.ts';
import { hasControlCharacters, looksLikeUrl, stripControlCharacters } from '../domain/text.ts';
import { type Label, FIELD_MESSAGES as M } from './messages/common.ts';
import type { Said } from './messages/define.ts';

export { hasControlCharacters, stripControlCharacters };

/**
 * The one text type of every contract: a zod string whose control and bidi
 * override characters are stripped. Every other text helper below starts from it, and
 * `contracts.test.ts` walks every zod string in `src/contracts` and fails on one that does not.
 * Chain what you need: `text(FIELD_MESSAGES['field.text']).trim().min(1).max(150)`.
 */
export const text = (error: Said = M['field.text']) => z.string({ error }).overwrite(stripControlCharacters);

/**
 * The same, but control characters are refused with `refused` rather than silently changed (names,
 * ids, e-mail addresses: shown everywhere and compared).
 */
export const strictText = (error: Said, refused = error) =>
  z
    .string({ error })
    .refine((s) => !hasControlCharacters(s), { error: refused, abort: true })
    .overwrite(stripControlCharacters);

/** Free text: control characters are stripped. */
export const freeText = (error: Said = M['field.text']) => text(error);

/** Trimmed, required free text of at most `max` characters: "<label> is verplicht / te lang". */
export const requiredText = (label: Label, max: number) =>
  text(M['field.required']({ label }))
    .trim()
    .min(1, { error: M['field.required']({ label }) })
    .max(max, { error: M['field.too_long']({ label, max }) });

/**
 * A name (person, company, institute): control characters, line breaks included, are refused
 * rather than silently changed, since a name is shown everywhere and compared.
 */
export const nameText = (label: Label, max = 100) =>
  strictText(M['field.required']({ label }), M['field.invalid_characters']({ label }))
    .refine((s) => !looksLikeUrl(s), { error: M['field.not_a_web_address']({ label }), abort: true })
    .trim()
    .min(1, { error: M['field.required']({ label }) })
    .max(max, { error: M['field.too_long']({ label, max }) })
    .meta({ description: NAME_RULE });

/** How the OpenAPI document states what `nameText` refuses beyond its length. */
const NAME_RULE = M['field.name_rule'].nl;

/**
 * Trimmed text that may be absent; an empty string counts as absent (stored as null). With a
 * `label` the messages name the field.
 */
export const optionalText = (max: number, label?: Label, rule?: FormatRule) => {
  const base = text(label ? M['field.must_be_text']({ label }) : M['field.text'])
    .trim()
    .max(max, {
      error: label ? M['field.too_long']({ label, max }) : M['field.at_most_characters']({ max }),
    });
  const checked = rule
    ? base
        .refine((v) => v === '' || rule.test(v), { error: rule.error })
        .meta({
          ...rule.meta,
          description: `${rule.meta.description ? `${rule.meta.description}. ` : ''}Leeg of null wist het veld`,
        })
    : base;
  return checked.nullish().transform((v) => (v ? v : null));
};

/**
 * A rule on the text of an optional field (`optionalText`): the check the server runs and how the
 * OpenAPI document states it (`pattern`, `format`, a description), so the two cannot drift apart.
 */
export interface FormatRule {
  test: (value: string) => boolean;
  error: Said;
  meta: { pattern?: string; format?: string; description?: string };
}

/** A web address that starts with http:// or https:// and names a host with a dot. */
export const HTTP_URL_PATTERN = '^https?://\\S+\\.\\S+$';
export const httpUrlRule = (label: Label): FormatRule => ({
  test: (v) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v),
  error: M['field.web_address']({ label }),
  meta: { format: 'uri', pattern: HTTP_URL_PATTERN, description: 'Een webadres met http:// of https://' },
});

/** `YYYY-MM-DD`, the shape of every calendar day the API reads or writes (`format: date`). */
const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** A calendar date `YYYY-MM-DD` (a real day), documented as `format: date`. */
export const isoDate = (error: Said) =>
  text(error).refine(isIsoDate, { error }).meta({ format: 'date', pattern: DATE_PATTERN });

/** RFC 3339 `date-time` as the server writes every moment: `Date#toISOString()` (UTC, `Z`). */
const DATE_TIME_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$';
const dateTimeRule = new RegExp(DATE_TIME_PATTERN);
const calendarDateRule = new RegExp(DATE_PATTERN);

/**
 * A moment in an answer, documented as `format: date-time`. The serializer checks it under test,
 * so a value the server stores in another form fails a test instead of reaching a client.
 */
export const dateTime = () => text().regex(dateTimeRule).meta({ format: 'date-time' });

/** A calendar day in an answer (`YYYY-MM-DD`), documented as `format: date`. */
export const calendarDate = () => text().regex(calendarDateRule).meta({ format: 'date' });

/** A sum in euros with at most two decimals, documented as `multipleOf: 0.01`. */
export const euros = (
  max: number,
  errors: { required: Said; negative: Said; tooHigh: Said; decimals: Said },
) =>
  z
    .number({ error: errors.required })
    .min(0, { error: errors.negative })
    .max(max, { error: errors.tooHigh })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: errors.decimals })
    .meta({ multipleOf: 0.01 });

/** An e-mail address: trimmed, lower case, at most 254 characters, control characters refused. */
export const emailText = () =>
  strictText(M['field.email_address_required'], M['field.enter_valid_email_address'])
    .trim()
    .toLowerCase()
    .min(1, { error: M['field.email_address_required'] })
    .max(254, { error: M['field.email_address_too_long'] })
    .check(z.email({ error: M['field.enter_valid_email_address'] }));

/** A password as typed: not trimmed, at most 200 characters (the policy lives in the domain). */
export const passwordText = (error: Said = M['field.password_required']) =>
  strictText(error, M['field.password_contains_invalid_characters']).max(200, {
    error: M['field.password_too_long'],
  });

/**
 * How the OpenAPI document states the password policy of every new password (domain/password-policy.ts):
 * at least 10 characters with an upper-case letter, a lower-case letter, a digit and another sign;
 * the server also refuses a common password and the account's e-mail address.
 */
export const NEW_PASSWORD_RULES = {
  pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{10,}$',
  description:
    'Minimaal 10 tekens, met een hoofdletter, een kleine letter, een cijfer en een ander teken; geen veelgebruikt wachtwoord en niet het e-mailadres (of het deel vóór de @)',
};

/**
 * A text id (a user id): control characters are refused, since PostgreSQL cannot even compare a
 * text holding NUL (it answered 500 before).
 */
export const textId = (error: Said) => strictText(error).trim().min(1, { error }).max(100, { error });

/**
 * An integer as the API accepts it in paths and queries (and as a JSON number in a body): decimal
 * digits only, an optional leading minus where negatives are allowed, no leading zeros, so `0x10`,
 * `1e1`, ` 16`, `+7`, `007` and an empty value (`limit=`) are refused with a 400 (decision 355). The
 * OpenAPI document types it as the integer it is, with its bounds (src/server/features/docs/openapi.ts).
 */
export const intParam = (
  min: number,
  max: number,
  error: Said | { type: Said; min?: Said; max?: Said } = M['field.whole_number_plain'],
  only?: readonly number[],
) => {
  const e = typeof error === 'function' ? { type: error } : error;
  const digits = min < 0 ? /^-?(0|[1-9][0-9]{0,14})$/ : /^(0|[1-9][0-9]{0,14})$/;
  return z
    .union(
      [
        z.number({ error: e.type }).int({ error: e.type }),
        text(e.type).regex(digits, { error: e.type }).transform(Number),
      ],
      { error: e.type },
    )
    .pipe(
      z
        .number({ error: e.type })
        .int({ error: e.type })
        .min(min, { error: e.min ?? e.type })
        .max(max, { error: e.max ?? e.type })
        .refine((n) => !only || only.includes(n), { error: e.type }),
    )
    .meta({ [INTEGER_ID]: { minimum: min, maximum: max, ...(only ? { enum: [...only] } : {}) } });
};

/** A positive integer id (1 … 2^31 − 1) in a path, query or body: `intParam` with one message. */
export const intId = (error: Said = M['field.invalid_id']) => intParam(1, 2_147_483_647, error);

/**
 * Marks `intParam()` for the OpenAPI document, which types it as the integer it is (with its
 * bounds) rather than as "a number or its digits as text" (src/server/features/docs/openapi.ts).
 */
export const INTEGER_ID = 'x-integer-id';

/**
 * A filter of a list query chosen from fixed values: absent or empty (`level=`, as an HTML form
 * sends it) means "no filter", which the document states by listing `""` among the values
 * (decision 355); anything else not listed is a 400.
 */
export const filterEnum = <const T extends readonly [string, ...string[]]>(values: T, error: Said) =>
  z
    .enum(['', ...values] as unknown as readonly [T[number] | '', ...(T[number] | '')[]], { error })
    .optional()
    .transform((v) => (v === '' ? undefined : (v as T[number] | undefined)))
    .meta({ description: 'Leeg of afwezig: geen filter' });

/** A numeric route id (courses, notifications, …). */
export const idParam = z.object({ id: intId() });

/** One failing input field: where it was sent, its dotted path, what is wrong (Dutch) and its code. */
export interface FieldProblem {
  in: 'body' | 'query' | 'path';
  field: string;
  detail: string;
  /** `validation.<zod issue code>`, e.g. `validation.too_small`; `validation.invalid` when none is known. */
  code?: string;
}

/**
 * Every error body, the one problem type of server and web: an RFC 9457 problem
 * (`application/problem+json`, decision 171) whose `message` (the same text as `detail`, in the
 * request's language) is what the web app shows; a validation problem lists its fields.
 */
export interface ErrorBody {
  /** `tag:skillsplatform.nl,2026:problem/<code>`: one URI per cause. */
  type: string;
  title: string;
  status: number;
  /** The stable cause, e.g. `enrollment.course_full`, `auth.insufficient_scope`, `validation`. */
  code: string;
  detail: string;
  message: string;
  errors?: (FieldProblem & { code: string })[];
}

/** An answer that is only a sentence for the user (`{ message }`: logged out, request sent, …). */
export const messageAnswer = z.object({ message: text() });

/** The body of a 204: none. */
export const noContent = z.undefined();

import { PAGE_MAX_LIMIT } from './page-limits.ts';

export { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from './page-limits.ts';

/** The longest cursor accepted (a cursor is a few sort-key values, base64url). */
const CURSOR_MAX = 600;
/** The most values a cursor holds: a list's sort columns and its id. */
const CURSOR_VALUES_MAX = 4;
/** The longest text value of a cursor (a timestamp, an e-mail address, a uuid; `keyset` compares it). */
const CURSOR_TEXT_MAX = 320;
/**
 * The largest number a cursor holds: every numeric key is an id or a position, and the widest
 * column one is compared with is PostgreSQL's `serial` (a 4-byte integer): a larger value would be
 * an SQL error there, so it is refused here like any other bad value (issue 47).
 */
export const CURSOR_NUMBER_MAX = 2_147_483_647;

/** A cursor's decoded sort key: the last row's sort values and its id, in the list's order. */
export type CursorKey = (string | number)[];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether one value may stand in a cursor: a whole number 0 … CURSOR_NUMBER_MAX (no fraction, no
 * exponent beyond it, never NaN or Infinity), or a text of at most CURSOR_TEXT_MAX characters
 * without control characters (NUL above all: PostgreSQL's text holds none) or lone surrogates.
 * The one rule of the codec (decodeCursor) and of a list's own check (http/paging.ts cursorKey).
 */
export function cursorValueValid(v: unknown): v is string | number {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 && v <= CURSOR_NUMBER_MAX;
  if (typeof v === 'string')
    return v.length <= CURSOR_TEXT_MAX && !hasControlCharacters(v) && !LONE_SURROGATE.test(v);
  return false;
}

const base64url = (s: string) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** base64url of the key's JSON in UTF-8; the client treats it as opaque. */
export const encodeCursor = (key: CursorKey): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return base64url(btoa(binary));
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The key of a cursor, or null when it is not one this API could have written: not base64url, not
 * UTF-8 JSON, not an array of 1 to 4 values, or any value outside `cursorValueValid` (wrong type,
 * out of range, too long, a forbidden character).
 */
export function decodeCursor(cursor: string): CursorKey | null {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const value = JSON.parse(utf8.decode(bytes)) as unknown;
    return Array.isArray(value) &&
      value.length > 0 &&
      value.length <= CURSOR_VALUES_MAX &&
      value.every(cursorValueValid)
      ? (value as CursorKey)
      : null;
  } catch {
    return null;
  }
}

/** Marks `pageLimit` for the OpenAPI document: an integer with its default and maximum. */
export const PAGE_LIMIT = 'x-page-limit';

const LIMIT_ERROR = M['field.limit']({ max: PAGE_MAX_LIMIT });
const CURSOR_ERROR = M['field.invalid_cursor'];

/** `limit`: decimal digits only (no `0x10`, no empty value), 1 … PAGE_MAX_LIMIT. */
export const pageLimit = z
  .union(
    [
      z.number({ error: LIMIT_ERROR }).int({ error: LIMIT_ERROR }),
      text(LIMIT_ERROR)
        .regex(/^[1-9][0-9]{0,3}$/, { error: LIMIT_ERROR })
        .transform(Number),
    ],
    { error: LIMIT_ERROR },
  )
  .pipe(z.number().int().min(1, { error: LIMIT_ERROR }).max(PAGE_MAX_LIMIT, { error: LIMIT_ERROR }))
  .meta({ [PAGE_LIMIT]: true });

/** `cursor`: the previous page's `nextCursor`; anything else is a 400. */
export const pageCursor = text(CURSOR_ERROR)
  .max(CURSOR_MAX, { error: CURSOR_ERROR })
  .transform((s, ctx) => {
    const key = decodeCursor(s);
    if (key) return key;
    ctx.issues.push({ code: 'custom', message: CURSOR_ERROR(), input: s });
    return z.NEVER;
  })
  .meta({ description: 'De nextCursor van de vorige pagina (ondoorzichtig)' });

/** The query of a list route; extend it with the route's filters (`pageQuery.extend({ … })`). */
export const pageQuery = z.object({
  limit: pageLimit.optional(),
  cursor: pageCursor.optional(),
});

const SINCE_ERROR = M['field.updated_since'];

/**
 * The query of a list an integration keeps in step with: `updatedSince` gives only the items made
 * or changed at or after that moment, so a sync need not pull the whole list each time.
 */
export const syncQuery = pageQuery.extend({
  updatedSince: text(SINCE_ERROR)
    .regex(dateTimeRule, { error: SINCE_ERROR })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: SINCE_ERROR })
    .optional()
    .meta({
      format: 'date-time',
      description: 'Alleen wat op of na dit moment is aangemaakt of gewijzigd (RFC 3339)',
    }),
});

/** One page of a list: `nextCursor` is null on the last page. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: text()
      .nullable()
      .meta({ description: 'Geef mee als `cursor` voor de volgende pagina; null op de laatste pagina' }),
  });

/** A page of any list, as the web app reads it. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
