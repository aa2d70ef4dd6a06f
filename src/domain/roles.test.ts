import { describe, expect, it } from 'vitest';
import {
  canApplyToJobs,
  canCreateCourses,
  canCreateVacancies,
  canEnrollInCourses,
  canManageUsers,
  canonicalUserType,
  canSearchTalent,
  canTakeAssessment,
  canViewAnalytics,
  hasAdminMenu,
  hasInstitutePortal,
  hasPermission,
  isAdmin,
  isSuperAdmin,
  PERMISSIONS,
  roleOf,
} from './roles.ts';

describe('roles (spec §6)', () => {
  it('maps the spec spellings to the canonical userType', () => {
    expect(canonicalUserType('employee')).toBe('talent');
    expect(canonicalUserType('Bedrijf')).toBe('company');
    expect(canonicalUserType('opleider')).toBe('institute');
    expect(canonicalUserType('superadmin')).toBeUndefined();
    expect(canonicalUserType('hacker')).toBeUndefined();
  });

  it('adminRole decides over userType', () => {
    expect(roleOf({ userType: 'talent', adminRole: 'admin' })).toBe('admin');
    expect(roleOf({ userType: 'admin', adminRole: 'superadmin' })).toBe('superadmin');
    expect(roleOf({ userType: 'company' })).toBe('company');
    expect(roleOf({})).toBe('talent');
  });

  it('follows the permission table', () => {
    const talent = { userType: 'talent' };
    const company = { userType: 'company' };
    const institute = { userType: 'institute' };
    const admin = { userType: 'admin', adminRole: 'admin' };
    const superadmin = { userType: 'admin', adminRole: 'superadmin' };
    expect(canTakeAssessment(talent)).toBe(true);
    expect(canTakeAssessment(company)).toBe(false);
    expect(canEnrollInCourses(talent)).toBe(true);
    expect(canEnrollInCourses(institute)).toBe(false);
    expect(canCreateCourses(institute)).toBe(true);
    expect(canCreateCourses(talent)).toBe(false);
    expect(canCreateCourses(admin)).toBe(false);
    expect(canCreateVacancies(company)).toBe(true);
    expect(canApplyToJobs(talent)).toBe(true);
    expect(canSearchTalent(company)).toBe(true);
    expect(canManageUsers(admin)).toBe(true);
    expect(canManageUsers(talent)).toBe(false);
    expect(canViewAnalytics(talent)).toBe(true);
    expect(hasPermission(admin, 'courses.manageAll')).toBe(true);
    expect(hasPermission(admin, 'users.impersonate')).toBe(false);
    for (const p of PERMISSIONS) expect(hasPermission(superadmin, p)).toBe(true);
    expect(hasPermission(null, 'courses.view')).toBe(false);
  });

  it('admin helpers and the Instellingen menu rule', () => {
    expect(isAdmin({ userType: 'admin' })).toBe(true);
    expect(isAdmin({ adminRole: 'superadmin' })).toBe(true);
    expect(isAdmin({ userType: 'talent' })).toBe(false);
    expect(isSuperAdmin({ adminRole: 'admin' })).toBe(false);
    expect(isSuperAdmin({ adminRole: 'superadmin' })).toBe(true);
    // The menu item needs adminRole; userType admin alone does not show it (spec §6).
    expect(hasAdminMenu({ userType: 'admin' })).toBe(false);
    expect(hasAdminMenu({ userType: 'admin', adminRole: 'admin' })).toBe(true);
  });

  it('the Instituut Portal is for institute accounts, in any spelling', () => {
    expect(hasInstitutePortal({ userType: 'institute' })).toBe(true);
    expect(hasInstitutePortal({ userType: 'opleider' })).toBe(true);
    expect(hasInstitutePortal({ userType: 'talent' })).toBe(false);
    expect(hasInstitutePortal({ userType: 'admin', adminRole: 'superadmin' })).toBe(false);
    expect(hasInstitutePortal(null)).toBe(false);
  });
});
