/**
 * Roles and the permission table of spec §6. One table drives both the server guards and the UI.
 * The database stores a canonical userType (talent, company, institute, admin) plus adminRole.
 */
export const USER_TYPES = ['talent', 'company', 'institute', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ADMIN_ROLES = ['admin', 'superadmin'] as const;
export type Role = UserType | 'superadmin';

/** Spellings of the spec (navigation, profile, registration) mapped to the canonical userType. */
const USER_TYPE_SYNONYMS: Record<string, UserType> = {
  talent: 'talent',
  employee: 'talent',
  werknemer: 'talent',
  company: 'company',
  bedrijf: 'company',
  institute: 'institute',
  opleider: 'institute',
  admin: 'admin',
};
/** Every spelling the API accepts for the given types (lower case; the API also ignores case). */
export const userTypeSpellings = (types: readonly UserType[]): string[] =>
  Object.entries(USER_TYPE_SYNONYMS)
    .filter(([, type]) => types.includes(type))
    .map(([spelling]) => spelling);
const SPELLINGS = new Map(Object.entries(USER_TYPE_SYNONYMS));
/** A stored type is already canonical: looked up as it is first (every signed-in request asks). */
export const canonicalUserType = (value: string | null | undefined): UserType | undefined =>
  value ? (SPELLINGS.get(value) ?? SPELLINGS.get(value.trim().toLowerCase())) : undefined;

/** Types anyone may choose when registering: never admin. */
export const SELF_REGISTER_TYPES = ['talent', 'company', 'institute'] as const;

export const PERMISSIONS = [
  'profile.viewOwn',
  'profile.editOwn',
  'profile.viewAll',
  'assessment.take',
  'assessment.viewOwn',
  'assessment.viewAll',
  'courses.view',
  'courses.enroll',
  'courses.createOwn',
  'courses.manageOwn',
  'courses.manageAll',
  'vacancies.view',
  'vacancies.apply',
  'vacancies.createOwn',
  'vacancies.manageOwn',
  'applications.viewOwn',
  'applications.manage',
  'subsidies.apply',
  'subsidies.manage',
  'talent.search',
  'talent.contact',
  'analytics.viewOwn',
  'analytics.viewCompany',
  'analytics.viewInstitute',
  'analytics.viewAll',
  'certifications.upload',
  'certifications.issue',
  'community.moderate',
  'users.manage',
  /** A company's own employees (profile tab Werknemers, spec §2.17): list, invite, view. */
  'employees.manage',
  /** A talent accepts or declines an employer's invitation. */
  'employment.respond',
  'users.impersonate',
  'system.manage',
  'system.backup',
  /** The admin area: /admin/settings, every /api/admin/* call, institute verification, the audit log. */
  'platform.administer',
  /** Grant or remove admin rights (superadmin only). */
  'admins.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const OWN_PROFILE: Permission[] = ['profile.viewOwn', 'profile.editOwn'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  talent: [
    ...OWN_PROFILE,
    'assessment.take',
    'assessment.viewOwn',
    'courses.view',
    'courses.enroll',
    'vacancies.view',
    'vacancies.apply',
    'applications.viewOwn',
    'subsidies.apply',
    'analytics.viewOwn',
    'certifications.upload',
    'employment.respond',
  ],
  company: [
    ...OWN_PROFILE,
    'courses.view',
    'vacancies.view',
    'vacancies.createOwn',
    'vacancies.manageOwn',
    'applications.manage',
    'talent.search',
    'talent.contact',
    'analytics.viewCompany',
    'users.manage',
    'employees.manage',
  ],
  institute: [
    ...OWN_PROFILE,
    'courses.view',
    'courses.createOwn',
    'courses.manageOwn',
    'certifications.issue',
    'analytics.viewInstitute',
    'subsidies.manage',
  ],
  admin: [
    ...OWN_PROFILE,
    'profile.viewAll',
    'courses.view',
    'courses.manageAll',
    'vacancies.view',
    'assessment.viewAll',
    'analytics.viewAll',
    'subsidies.manage',
    'users.manage',
    'community.moderate',
    'platform.administer',
  ],
  superadmin: PERMISSIONS,
};

export interface RoleBearer {
  userType?: string | null;
  adminRole?: string | null;
}

/** The role that decides permissions: adminRole wins over userType. */
export function roleOf(user: RoleBearer): Role {
  if (user.adminRole === 'superadmin' || user.userType === 'superadmin') return 'superadmin';
  if (user.adminRole === 'admin' || user.userType === 'admin') return 'admin';
  return canonicalUserType(user.userType) ?? 'talent';
}

export const hasPermission = (user: RoleBearer | null | undefined, permission: Permission): boolean =>
  !!user && ROLE_PERMISSIONS[roleOf(user)].includes(permission);

/** One predicate per role (issue 52 part 4): the menus, the screens and the server ask these. */
export const isTalent = (user: RoleBearer | null | undefined) => !!user && roleOf(user) === 'talent';
export const isCompany = (user: RoleBearer | null | undefined) => !!user && roleOf(user) === 'company';
/** An administrator or superadministrator. */
export const isAdmin = (user: RoleBearer | null | undefined) =>
  !!user && (roleOf(user) === 'admin' || roleOf(user) === 'superadmin');
export const isSuperAdmin = (user: RoleBearer | null | undefined) => !!user && roleOf(user) === 'superadmin';
/** Spec §6: the Instellingen menu item shows for adminRole admin or superadmin only. */
export const hasAdminMenu = (user: RoleBearer | null | undefined) =>
  user?.adminRole === 'admin' || user?.adminRole === 'superadmin';
/** Spec §6: the Instituut Portal (menu and screen) is for institute accounts. */
export const hasInstitutePortal = (user: RoleBearer | null | undefined) =>
  !!user && canonicalUserType(user.userType) === 'institute';
export const canTakeAssessment = (u: RoleBearer | null | undefined) => hasPermission(u, 'assessment.take');
export const canEnrollInCourses = (u: RoleBearer | null | undefined) => hasPermission(u, 'courses.enroll');
export const canCreateCourses = (u: RoleBearer | null | undefined) => hasPermission(u, 'courses.createOwn');
export const canCreateVacancies = (u: RoleBearer | null | undefined) =>
  hasPermission(u, 'vacancies.createOwn');
export const canApplyToJobs = (u: RoleBearer | null | undefined) => hasPermission(u, 'vacancies.apply');
export const canSearchTalent = (u: RoleBearer | null | undefined) => hasPermission(u, 'talent.search');
export const canManageUsers = (u: RoleBearer | null | undefined) => hasPermission(u, 'users.manage');
export const canViewAnalytics = (u: RoleBearer | null | undefined) =>
  (
    ['analytics.viewOwn', 'analytics.viewCompany', 'analytics.viewInstitute', 'analytics.viewAll'] as const
  ).some((p) => hasPermission(u, p));
