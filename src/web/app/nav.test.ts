import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../contracts/auth.ts';
import { languageReady } from '../i18n/index.ts';
import { navItems } from './nav.ts';

// The labels are read from the Dutch catalogue, loaded on first use.
beforeAll(() => languageReady);

/** Only the fields the menu reads: the role. */
const user = (userType: string, adminRole: string | null = null) => ({ userType, adminRole }) as PublicUser;
const paths = (u: PublicUser | null) => navItems(u).map((i) => i.to);

describe('the menu collected from the features’ routes.tsx, per role (spec §2.2)', () => {
  it('signed out: Home and the catalogue', () => {
    expect(paths(null)).toEqual(['/', '/courses']);
    expect(navItems(null).map((i) => i.label)).toEqual(['Home', 'Studieaanbod']);
  });

  it('talent: Scan, Paspoort, Voortgang before the shared items, Vacatures last', () => {
    expect(paths(user('talent'))).toEqual([
      '/',
      '/scan',
      '/skills-passport',
      '/progress',
      '/courses',
      '/social',
      '/subsidies',
      '/vacatures',
    ]);
  });

  it('company: its vacancies and employees first, no Scan or Paspoort', () => {
    expect(paths(user('company'))).toEqual([
      '/',
      '/vacatures',
      '/profile?tab=employees',
      '/courses',
      '/social',
      '/subsidies',
    ]);
  });

  it('institute: the portal; admin and superadmin: Beheer and Instellingen', () => {
    expect(paths(user('institute'))).toEqual(['/', '/institute', '/courses', '/social', '/subsidies']);
    expect(paths(user('admin', 'admin'))).toEqual([
      '/',
      '/courses',
      '/social',
      '/subsidies',
      '/profile?tab=admin',
      '/admin/settings',
    ]);
    expect(paths(user('admin', 'superadmin'))).toEqual([
      '/',
      '/courses',
      '/social',
      '/subsidies',
      '/profile?tab=admin',
      '/admin/settings',
    ]);
  });

  it('keeps the extra active paths of an entry', () => {
    expect(navItems(user('talent')).find((i) => i.to === '/scan')?.alsoActiveFor).toEqual([
      '/assessment',
      '/enhanced-assessment',
    ]);
  });
});
