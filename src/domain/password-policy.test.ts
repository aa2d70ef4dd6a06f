import { describe, expect, it } from 'vitest';
import { passwordChangeErrors, passwordPolicyErrors } from './password-policy.ts';

describe('password policy (spec §5)', () => {
  it('accepts 10+ characters with four character classes', () => {
    expect(passwordPolicyErrors('Welkom2026!')).toEqual([]);
  });
  it('names every missing rule', () => {
    expect(passwordPolicyErrors('kort')).toEqual([
      'Minimaal 10 tekens',
      'Minimaal één hoofdletter',
      'Minimaal één cijfer',
      'Minimaal één speciaal teken',
    ]);
    expect(passwordPolicyErrors('ALLEMAAL123!')).toEqual(['Minimaal één kleine letter']);
  });
  it('checks confirmation and the current password', () => {
    expect(passwordChangeErrors({ current: '', next: 'Welkom2026!', confirm: 'Welkom2026?' })).toEqual([
      'Wachtwoorden komen niet overeen',
      'Huidig wachtwoord is verplicht',
    ]);
    expect(passwordChangeErrors({ current: 'oud', next: 'Welkom2026!', confirm: 'Welkom2026!' })).toEqual([]);
  });
});
