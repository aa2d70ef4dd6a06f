import type { PublicUser } from '../../contracts/auth.ts';
import { hasAdminMenu, hasInstitutePortal, isAdmin, roleOf } from '../../domain/roles.ts';
import { t } from '../i18n/index.ts';

export interface NavItem {
  /** The path, with a query when the item opens a tab (`/profile?tab=employees`). */
  to: string;
  label: string;
  /** Extra paths that also make this item active (spec §2.1). */
  alsoActiveFor?: string[];
}

/**
 * Navigation of spec §2.2 per role (issues 24, 25): every role gets the screens it can use and none
 * that refuse it. Talent: Scan, Paspoort, Voortgang, Vacatures. Company: Vacatures and Werknemers, no Scan or
 * Paspoort. Institute: Instituut Portal. Admin and superadmin: Beheer and Instellingen, no Scan or
 * Paspoort. Everyone signed in: Studieaanbod, Community and Subsidies.
 */
export function navItems(user: PublicUser | null): NavItem[] {
  if (!user) return [homeItem(), { to: '/courses', label: t.nav.courses }];
  const role = roleOf(user);
  const shared: NavItem[] = [
    { to: '/courses', label: t.nav.courses },
    { to: '/social', label: t.nav.community },
    { to: '/subsidies', label: t.nav.subsidies },
  ];
  const vacancies: NavItem = { to: '/vacatures', label: t.nav.vacancies };
  const items: NavItem[] = [homeItem()];
  if (role === 'talent') {
    items.push(
      { to: '/scan', label: t.nav.scan, alsoActiveFor: ['/assessment', '/enhanced-assessment'] },
      { to: '/skills-passport', label: t.nav.passport },
      { to: '/progress', label: t.nav.progress },
      ...shared,
      vacancies,
    );
  } else if (role === 'company') {
    items.push(vacancies, { to: '/profile?tab=employees', label: t.nav.employees }, ...shared);
  } else {
    if (hasInstitutePortal(user)) items.push({ to: '/institute', label: t.nav.institute });
    items.push(...shared);
  }
  if (isAdmin(user)) items.push({ to: '/profile?tab=admin', label: t.nav.admin });
  if (hasAdminMenu(user)) items.push({ to: '/admin/settings', label: t.nav.settings });
  return items;
}

/** Built per call: labels are read in the active language. */
const homeItem = (): NavItem => ({ to: '/', label: t.nav.home, alsoActiveFor: ['/dashboard'] });

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
