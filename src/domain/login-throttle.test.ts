import { describe, expect, it } from 'vitest';
import { AUTH_PROBLEMS } from '../contracts/problems/auth.ts';
import { loginDelayMs } from './login-throttle.ts';

describe('login delays', () => {
  const window = 15 * 60_000;
  it('is free up to the limit, then doubles from one second, capped at the window', () => {
    expect(loginDelayMs(5, 5, window)).toBe(0);
    expect(loginDelayMs(6, 5, window)).toBe(1000);
    expect(loginDelayMs(7, 5, window)).toBe(2000);
    expect(loginDelayMs(10, 5, window)).toBe(16_000);
    expect(loginDelayMs(40, 5, window)).toBe(window);
    expect(loginDelayMs(10_000, 5, window)).toBe(window);
  });
  it('says how long to wait in Dutch', () => {
    expect(AUTH_PROBLEMS['auth.login_throttled'].nl({ seconds: 1 })).toBe(
      'Te veel mislukte inlogpogingen. Probeer het over 1 seconde opnieuw.',
    );
    expect(AUTH_PROBLEMS['auth.login_throttled'].nl({ seconds: 30 })).toBe(
      'Te veel mislukte inlogpogingen. Probeer het over 30 seconden opnieuw.',
    );
    expect(AUTH_PROBLEMS['auth.login_throttled'].nl({ seconds: 900 })).toBe(
      'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
    );
    expect(AUTH_PROBLEMS['auth.login_throttled'].en({ seconds: 900 })).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
  });
});
