import { describe, expect, it } from 'vitest';
import type { Said } from '../contracts/messages/define.ts';
import * as policy from './password-policy.ts';

/** The rules' messages in Dutch (catalogue entries, decision 515). */
const dutch = (said: Said[]) => said.map((s) => s.nl);
const basicPasswordErrors = (...a: Parameters<typeof policy.basicPasswordErrors>) =>
  dutch(policy.basicPasswordErrors(...a));
const passwordPolicyErrors = (password: string) => dutch(policy.passwordPolicyErrors(password));
const passwordChangeErrors = (...a: Parameters<typeof policy.passwordChangeErrors>) =>
  dutch(policy.passwordChangeErrors(...a));
const { nl: PASSWORD_IS_EMAIL } = policy.PASSWORD_IS_EMAIL;
const { nl: PASSWORD_TOO_COMMON } = policy.PASSWORD_TOO_COMMON;
const { nl: REGISTER_PASSWORD_TOO_SHORT } = policy.REGISTER_PASSWORD_TOO_SHORT;

describe('basic password rules (registration)', () => {
  const isCommon = (p: string) => ['password1', 'welkom12345'].includes(p);
  it('needs 10 characters and refuses whitespace-only passwords', () => {
    expect(basicPasswordErrors('123456', { isCommon })).toEqual([REGISTER_PASSWORD_TOO_SHORT]);
    expect(basicPasswordErrors('      ', { isCommon })).toEqual([REGISTER_PASSWORD_TOO_SHORT]);
    expect(basicPasswordErrors('         ', { isCommon })).toEqual([REGISTER_PASSWORD_TOO_SHORT]);
    expect(basicPasswordErrors('Zonnebloem-47', { isCommon })).toEqual([]);
  });
  it('is the one policy of registration and password change', () => {
    expect(basicPasswordErrors('aaaaaaaa', { isCommon })).toEqual([REGISTER_PASSWORD_TOO_SHORT]);
    expect(basicPasswordErrors('aaaaaaaaaa', { isCommon })).toEqual(passwordPolicyErrors('aaaaaaaaaa'));
    expect(basicPasswordErrors('aaaaaaaaaa', { isCommon }).length).toBeGreaterThan(0);
  });
  it('refuses common passwords case-insensitively and the e-mail address', () => {
    expect(basicPasswordErrors('Welkom12345', { isCommon })).toEqual([PASSWORD_TOO_COMMON]);
    expect(basicPasswordErrors('Eva@Test.nl', { email: 'eva@test.nl', isCommon })).toEqual([
      PASSWORD_IS_EMAIL,
    ]);
    expect(basicPasswordErrors('evatester1', { email: 'evatester1@test.nl', isCommon })).toEqual([
      PASSWORD_IS_EMAIL,
    ]);
  });
});

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
