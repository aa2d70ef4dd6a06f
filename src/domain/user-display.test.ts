import { describe, expect, it } from 'vitest';
import { displayName, fullName, initials, isNewAccount, roleBadge, roleLabel } from './user-display.ts';

describe('displayName (spec §2.2)', () => {
  it('prefers first name, then last name, then the e-mail before @, then Gebruiker', () => {
    expect(displayName({ firstName: 'Sanne', lastName: 'Berg', email: 's@x.nl' })).toBe('Sanne');
    expect(displayName({ firstName: '  ', lastName: 'Berg', email: 's@x.nl' })).toBe('Berg');
    expect(displayName({ email: 'jan.jansen@example.nl' })).toBe('jan.jansen');
    expect(displayName({})).toBe('Gebruiker');
    expect(displayName(null)).toBe('Gebruiker');
  });
  it('builds a full name with the tussenvoegsel', () => {
    expect(fullName({ firstName: 'Sanne', tussenvoegsel: 'van den', lastName: 'Berg' })).toBe(
      'Sanne van den Berg',
    );
  });
});

describe('initials (spec §2.2)', () => {
  it('upper first, lower tussenvoegsel, upper last', () => {
    expect(initials({ firstName: 'sanne', tussenvoegsel: 'Van den', lastName: 'berg' })).toBe('SvB');
    expect(initials({ firstName: 'Jan', lastName: 'Jansen' })).toBe('JJ');
    expect(initials({ firstName: 'Jan' })).toBe('J');
  });
  it('falls back to the e-mail, then G', () => {
    expect(initials({ email: 'piet@example.nl' })).toBe('P');
    expect(initials({})).toBe('G');
  });
});

describe('role labels (spec §2.2)', () => {
  it('employee/talent is Werknemer, also when userType is missing', () => {
    expect(roleLabel({ userType: 'talent' })).toBe('Werknemer');
    expect(roleLabel({ userType: 'employee' })).toBe('Werknemer');
    expect(roleLabel({})).toBe('Werknemer');
  });
  it('company and institute use their names, else Bedrijf / Opleidingsinstituut', () => {
    expect(roleLabel({ userType: 'company', companyName: 'Jansen B.V.' })).toBe('Jansen B.V.');
    expect(roleLabel({ userType: 'company' })).toBe('Bedrijf');
    expect(roleLabel({ userType: 'institute', instituteName: 'TechAcademie' })).toBe('TechAcademie');
    expect(roleLabel({ userType: 'institute' })).toBe('Opleidingsinstituut');
  });
  it('the user-menu badge reads Talent, Bedrijf or Instituut', () => {
    expect(roleBadge({ userType: 'talent' })).toBe('Talent');
    expect(roleBadge({ userType: 'company' })).toBe('Bedrijf');
    expect(roleBadge({ userType: 'institute' })).toBe('Instituut');
  });
});

describe('role words in English', () => {
  it('labels and badges follow the language', () => {
    expect(roleLabel({ userType: 'company' }, 'en')).toBe('Company');
    expect(roleLabel({ userType: 'talent' }, 'en')).toBe('Employee');
    expect(roleBadge({ userType: 'institute' }, 'en')).toBe('Institute');
    expect(roleBadge({ userType: 'company' })).toBe('Bedrijf');
  });
});

describe('isNewAccount', () => {
  it('is true for the first day after registering only', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(isNewAccount({ createdAt: '2026-11-27T09:00:00Z' }, now)).toBe(true);
    expect(isNewAccount({ createdAt: '2026-11-25T09:00:00Z' }, now)).toBe(false);
  });
});
