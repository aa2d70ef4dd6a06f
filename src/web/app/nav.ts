import type { PublicUser } from '../../contracts/auth.ts';
import { canApplyToJobs, hasAdminMenu, hasInstitutePortal } from '../../domain/roles.ts';
import { t } from '../i18n/index.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Extra paths that also make this item active (spec §2.1). */
  alsoActiveFor?: string[];
}

/** Navigation of spec §2.2, by session and role. */
export function navItems(user: PublicUser | null): NavItem[] {
  if (!user) return [homeItem(), { to: '/courses', label: t.nav.courses }];
  const items: NavItem[] = [
    homeItem(),
    { to: '/scan', label: t.nav.scan, alsoActiveFor: ['/assessment', '/enhanced-assessment'] },
    { to: '/skills-passport', label: t.nav.passport },
    { to: '/courses', label: t.nav.courses },
    { to: '/social', label: t.nav.community },
    { to: '/subsidies', label: t.nav.subsidies },
  ];
  if (canApplyToJobs(user)) items.push({ to: '/vacatures', label: t.nav.vacancies });
  if (hasInstitutePortal(user)) items.push({ to: '/institute', label: t.nav.institute });
  if (hasAdminMenu(user)) items.push({ to: '/admin/settings', label: t.nav.settings });
  return items;
}

/** Built per call: labels are read in the active language. */
const homeItem = (): NavItem => ({ to: '/', label: t.nav.home, alsoActiveFor: ['/dashboard'] });

/** An item is active when the current path starts with its route; Home only on / and /dashboard. */
export function isActive(item: NavItem, pathname: string): boolean {
  const matches = (route: string) =>
    route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);
  return matches(item.to) || (item.alsoActiveFor ?? []).some(matches);
}
