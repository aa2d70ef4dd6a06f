import { describe, expect, it } from 'vitest';
import {
  birthDateError as birthDateSaid,
  hasUnsafeCharacters,
  isValidPhone,
  normalizePostalCode,
} from './fields.ts';

const birthDateError = (value: string, today: Date) => birthDateSaid(value, today)?.nl ?? null;

describe('profile field rules', () => {
  it('normalises Dutch postal codes to 1234 AB and refuses others', () => {
    expect(normalizePostalCode('1234ab')).toBe('1234 AB');
    expect(normalizePostalCode(' 3511  cx ')).toBe('3511 CX');
    expect(normalizePostalCode('1234 AB')).toBe('1234 AB');
    for (const bad of ['0123 AB', '123 AB', '12345 AB', '1234 A', '1234 SS', '1234 sa', 'ABCD 12', ''])
      expect(normalizePostalCode(bad), bad).toBeNull();
  });

  it('accepts phone numbers as written and refuses letters or too few/many digits', () => {
    for (const ok of ['06-12345678', '+31 6 1234 5678', '(010) 123 45 67', '0201234567'])
      expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['12345', 'bel me', '06-1234567a', '+31 6 1234 5678 9999 99', '++31612345678'])
      expect(isValidPhone(bad), bad).toBe(false);
  });

  it('wants a real birth date after 1900 and in the past', () => {
    const today = new Date('2026-05-01T12:00:00Z');
    expect(birthDateError('1994-03-12', today)).toBeNull();
    expect(birthDateError('1900-01-01', today)).toBeNull();
    expect(birthDateError('1899-12-31', today)).toMatch(/na 1900/);
    expect(birthDateError('2026-05-01', today)).toMatch(/verleden/);
    expect(birthDateError('2030-01-01', today)).toMatch(/verleden/);
    expect(birthDateError('1994-02-30', today)).toMatch(/geldige datum/);
    expect(birthDateError('12-03-1994', today)).toMatch(/geldige datum/);
  });

  it('spots control and bidirectional-override characters', () => {
    expect(hasUnsafeCharacters('Sanne van den Berg')).toBe(false);
    expect(hasUnsafeCharacters('Zoë El-Amrani')).toBe(false);
    expect(hasUnsafeCharacters('Evil\u202Egnp.exe')).toBe(true);
    expect(hasUnsafeCharacters('a\u2066b')).toBe(true);
    expect(hasUnsafeCharacters('tab\there')).toBe(true);
    expect(hasUnsafeCharacters('nul\u0000')).toBe(true);
  });
});
