import type { Said } from '../../contracts/messages/define.ts';
import { PROFILE_MESSAGES } from '../../contracts/messages/profile.ts';

/**
 * Rules for the fields of a profile (spec §3 User, §7 PATCH /api/user/profile). Pure functions:
 * the zod contract uses them on the server and in the form.
 */

/** Control characters and the bidirectional overrides/isolates that can disguise a name. */
const UNSAFE_CHARS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/u;
export const hasUnsafeCharacters = (value: string) => UNSAFE_CHARS.test(value);

/**
 * A Dutch postal code normalised to `1234 AB`, or null when it is not one. The first digit is never
 * 0 and PostNL does not use the letter pairs SA, SD and SS.
 */
export function normalizePostalCode(input: string): string | null {
  const m = /^\s*([1-9][0-9]{3})\s*([a-zA-Z]{2})\s*$/.exec(input);
  if (!m) return null;
  const letters = m[2].toUpperCase();
  if (letters === 'SA' || letters === 'SD' || letters === 'SS') return null;
  return `${m[1]} ${letters}`;
}

/**
 * A phone number as people write it (06-12345678, +31 6 1234 5678, (010) 123 45 67): digits with
 * spaces, dashes, dots or brackets, optionally a leading +; 8 to 15 digits (E.164's maximum).
 */
export function isValidPhone(input: string): boolean {
  const value = input.trim();
  if (!/^\+?[0-9\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

export const BIRTH_DATE_MIN = '1900-01-01';

/** Why a birth date (YYYY-MM-DD) is refused, or null when it is a real day after 1900 and in the past. */
export function birthDateError(value: string, today = new Date()): Said | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return PROFILE_MESSAGES['profile.date_birth_valid_date'];
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return PROFILE_MESSAGES['profile.date_birth_valid_date'];
  if (value < BIRTH_DATE_MIN) return PROFILE_MESSAGES['profile.date_birth_after_1900'];
  if (value >= today.toISOString().slice(0, 10)) return PROFILE_MESSAGES['profile.date_birth_past'];
  return null;
}

export const BIO_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 200;
/** Spec §9: the default country. */
export const DEFAULT_COUNTRY = 'Nederland';
