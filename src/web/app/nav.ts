import type { PublicUser } from '../../contracts/auth.ts';
import { roleOf } from '../../domain/roles.ts';
import { t } from '../i18n/index.ts';
import type { FeatureRoutesModule, NavEntry } from '../lib/feature-routes.ts';

export interface NavItem {
  /** The path, with a query when the item opens a tab (`/profile?tab=employees`). */
  to: string;
  label: string;
  /** Extra paths that also make this item active (spec §2.1). */
  alsoActiveFor?: string[];
}

const features = import.meta.glob<FeatureRoutesModule>('../features/*/routes.tsx', { eager: true });
const homeEntry: NavEntry = {
  to: '/',
  label: () => t.nav.home,
  alsoActiveFor: ['/dashboard'],
  order: 0,
  shows: () => true,
};
const entries: NavEntry[] = [homeEntry, ...Object.values(features).flatMap((m) => m.nav ?? [])];

/**
 * Navigation of spec §2.2 per role: every role gets the screens it can use and none that refuse it,
 * from the `nav` entries each feature declares in its `routes.tsx`. Talent: Scan, Paspoort,
 * Voortgang, Vacatures. Company: Vacatures and Werknemers, no Scan or Paspoort. Institute: Instituut
 * Portal. Admin and superadmin: Beheer and Instellingen, no Scan or Paspoort. Everyone signed in:
 * Studieaanbod, Community and Subsidies. Labels are read per call, in the active language.
 */
export function navItems(user: PublicUser | null): NavItem[] {
  const role = user ? roleOf(user) : 'anonymous';
  const orderOf = (e: NavEntry) => (typeof e.order === 'number' ? e.order : e.order(role));
  return entries
    .filter((e) => e.shows(user))
    .sort((a, b) => orderOf(a) - orderOf(b))
    .map((e) => ({
      to: e.to,
      label: e.label(),
      ...(e.alsoActiveFor ? { alsoActiveFor: e.alsoActiveFor } : {}),
    }));
}

/**
 * An item is active when the current path starts with its route; Home only on / and /dashboard. An
 * item that opens a tab (`/profile?tab=…`) is active only on that tab.
 */
export function isActive(item: NavItem, pathname: string, search = ''): boolean {
  const [route, query] = item.to.split('?');
  if (query)
    return (
      pathname === route && new URLSearchParams(search).get('tab') === new URLSearchParams(query).get('tab')
    );
  const matches = (r: string) =>
    r === '/' ? pathname === '/' : pathname === r || pathname.startsWith(`${r}/`);
  return matches(route) || (item.alsoActiveFor ?? []).some(matches);
}
