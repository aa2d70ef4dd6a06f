import { describe, expect, it } from 'vitest';
import { ACCOUNT_CODE_RULE, codeLockedUntil, DAY_MS, failureLocks } from './code-throttle.ts';

const MIN = 60_000;
const rule = ACCOUNT_CODE_RULE;
const T0 = Date.parse('2027-01-01T12:00:00Z');

describe('codeLockedUntil', () => {
  it('lets nine wrong codes pass and locks after the tenth for 15 minutes from it', () => {
    const nine = Array.from({ length: 9 }, (_, i) => T0 + i * 1000);
    expect(codeLockedUntil(nine, T0 + 10_000, rule)).toBeNull();
    const ten = [...nine, T0 + 9000];
    expect(codeLockedUntil(ten, T0 + 10_000, rule)).toBe(T0 + 9000 + 15 * MIN);
    expect(codeLockedUntil(ten, T0 + 9000 + 15 * MIN - 1, rule)).toBe(T0 + 9000 + 15 * MIN);
    expect(codeLockedUntil(ten, T0 + 9000 + 15 * MIN, rule)).toBeNull();
  });

  it('locks again after the twentieth and keeps 30 a day as the maximum', () => {
    const at = (i: number) => T0 + i * 20 * MIN;
    const thirty = Array.from({ length: 30 }, (_, i) => at(i));
    // Thirty wrong codes within the day: locked until the first is a day old.
    expect(codeLockedUntil(thirty, at(29) + 16 * MIN, rule)).toBe(at(0) + DAY_MS);
    expect(codeLockedUntil(thirty, at(0) + DAY_MS, rule)).toBeNull();
    // Twenty: a 15-minute lock from the twentieth.
    expect(codeLockedUntil(thirty.slice(0, 20), at(19) + MIN, rule)).toBe(at(19) + 15 * MIN);
  });

  it('ignores failures older than a day and in the future', () => {
    const old = Array.from({ length: 40 }, (_, i) => T0 - DAY_MS - i);
    expect(codeLockedUntil(old, T0, rule)).toBeNull();
    expect(codeLockedUntil([T0 + MIN], T0, rule)).toBeNull();
  });

  it('says which failure locks (to mail the owner once per lock)', () => {
    expect([1, 9, 10, 11, 20, 30].map((n) => failureLocks(n, rule))).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
  });
});
