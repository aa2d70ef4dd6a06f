import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../contracts/auth.ts';
import { ROLE_PERMISSIONS } from '../../domain/roles.ts';
import { languageReady } from '../i18n/index.ts';
import type { FeatureRoutesModule } from '../lib/feature-routes.ts';
import { PUBLIC_NAV } from '../public-pages/PublicLayout.tsx';
import { navItems } from './nav.ts';

// The labels are read from the Dutch catalogue, loaded on first use.
beforeAll(() => languageReady);

/** Only the fields the menu reads: the role. */
const user = (userType: string, adminRole: string | null = null) => ({ userType, adminRole }) as PublicUser;
const VISITORS: Record<string, PublicUser | null> = {
  anonymous: null,
  ...Object.fromEntries(
    Object.keys(ROLE_PERMISSIONS).map((role) => [
      role,
      role === 'admin' || role === 'superadmin' ? user('admin', role) : user(role),
    ]),
  ),
};
const paths = (u: PublicUser | null) => navItems(u).map((i) => i.to);

/** Every screen path the features declare (the web route table the shell is built from). */
const features = import.meta.glob<FeatureRoutesModule>('../features/*/routes.tsx', { eager: true });
const screens = Object.values(features).flatMap((m) => (m.routes ?? []).map((r) => r.path));
const leadsToScreen = (to: string) => {
  const path = to.split('?')[0];
  return (
    path === '/' ||
    screens.some((s) => new RegExp(`^${s.replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.*')}$`).test(path))
  );
};

/**
 * The menus follow from the `nav` entries the features declare (issue 52 part 2): nothing here lists
 * a role's whole menu, so a new entry is tested without an edit. What is checked for every role is
 * what must hold for any entry; what spec §2.2 names is checked as the items a role must (and must
 * not) have, in the spec's order, among whatever else a feature adds.
 */
describe('the menu collected from the features’ routes.tsx, per role (spec §2.2)', () => {
  it.each(Object.keys(VISITORS))(
    '%s: Home first, no item twice, every item leads to a declared screen',
    (who) => {
      const items = paths(VISITORS[who]);
      expect(items[0]).toBe('/');
      expect(new Set(items).size).toBe(items.length);
      expect(items.filter((to) => !leadsToScreen(to))).toEqual([]);
      expect(navItems(VISITORS[who]).every((i) => i.label.trim().length > 0)).toBe(true);
    },
  );

  it('the superadmin sees the administrator’s menu (an entry gated by a permission alone would show talent items to a superadmin)', () => {
    expect(paths(VISITORS.superadmin)).toEqual(paths(VISITORS.admin));
  });

  /** The spec's items of a role, in the spec's order, among the role's menu. */
  const named = (who: string, spec: string[]) => paths(VISITORS[who]).filter((to) => spec.includes(to));

  it('signed out: Home and the catalogue', () => {
    expect(paths(null)).toEqual(['/', '/courses']);
    expect(navItems(null).map((i) => i.label)).toEqual(['Home', 'Studieaanbod']);
  });

  it('talent: Scan, Paspoort, Voortgang before the shared items, Vacatures after them', () => {
    const spec = [
      '/',
      '/scan',
      '/skills-passport',
      '/progress',
      '/courses',
      '/social',
      '/subsidies',
      '/vacatures',
    ];
    expect(named('talent', spec)).toEqual(spec);
  });

  it('company: its vacancies and employees first, no Scan or Paspoort', () => {
    const spec = ['/', '/vacatures', '/profile?tab=employees', '/courses', '/social', '/subsidies'];
    expect(named('company', spec)).toEqual(spec);
    expect(paths(VISITORS.company)).not.toEqual(expect.arrayContaining(['/scan']));
    expect(paths(VISITORS.company)).not.toEqual(expect.arrayContaining(['/skills-passport']));
  });

  it('institute: the portal; admin and superadmin: Beheer and Instellingen, no Scan or Paspoort', () => {
    const institute = ['/', '/institute', '/courses', '/social', '/subsidies'];
    expect(named('institute', institute)).toEqual(institute);
    const admin = ['/', '/courses', '/social', '/subsidies', '/profile?tab=admin', '/admin/settings'];
    expect(named('admin', admin)).toEqual(admin);
    for (const who of ['institute', 'admin'])
      for (const talentOnly of ['/scan', '/skills-passport', '/progress'])
        expect(paths(VISITORS[who]), `${who} ${talentOnly}`).not.toContain(talentOnly);
  });

  it('keeps the extra active paths of an entry', () => {
    expect(navItems(user('talent')).find((i) => i.to === '/scan')?.alsoActiveFor).toEqual([
      '/assessment',
      '/enhanced-assessment',
    ]);
  });
});

describe('the public pages’ header (decision 500)', () => {
  it('names exactly the items of a visitor who is not signed in, in their order', () => {
    expect(PUBLIC_NAV.map((i) => ({ to: i.to, label: i.label() }))).toEqual(
      navItems(null).map(({ to, label }) => ({ to, label })),
    );
  });
});
