import { describe, expect, it } from 'vitest';
import { DEFAULT_MFA_REQUIRED_ROLES, mfaRequiredFor } from './index.ts';

describe('mfaRequiredFor', () => {
  it('requires a second factor of admins, superadmins and institutes by default', () => {
    const roles = DEFAULT_MFA_REQUIRED_ROLES;
    expect(mfaRequiredFor({ userType: 'admin', adminRole: 'admin' }, roles)).toBe(true);
    expect(mfaRequiredFor({ userType: 'admin', adminRole: 'superadmin' }, roles)).toBe(true);
    expect(mfaRequiredFor({ userType: 'institute', adminRole: null }, roles)).toBe(true);
    expect(mfaRequiredFor({ userType: 'talent', adminRole: null }, roles)).toBe(false);
    expect(mfaRequiredFor({ userType: 'company', adminRole: null }, roles)).toBe(false);
  });
  it('follows the configured list', () => {
    expect(mfaRequiredFor({ userType: 'talent', adminRole: null }, ['talent'])).toBe(true);
    expect(mfaRequiredFor({ userType: 'admin', adminRole: 'superadmin' }, ['admin'])).toBe(false);
  });
});
