import type { FastifyInstance } from 'fastify';
import {
  adminInstituteRow,
  adminUserRow,
  adminUserSearchQuery,
  auditLogRow,
  changeUserTypeBody,
  instituteIdParam,
  institutesQuery,
  instituteVerification,
  platformStats,
  skillsStats,
  userTypeChanged,
  verifyInstituteBody,
} from '../../../contracts/admin.ts';
import { page, pageQuery } from '../../../contracts/common.ts';
import { ADMIN_PROBLEMS } from '../../../contracts/problems/admin.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import { hasPermission } from '../../../domain/roles.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { endAllAccessTokens, usersByIds } from '../auth/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  type AdminCourseReads,
  changeUserType,
  findUserRole,
  listAuditLog,
  listInstitutes,
  platformStats as loadPlatformStats,
  skillsStats as loadSkillsStats,
  revokeInstituteVerification,
  searchUsers,
  verifyInstitute,
} from './store.ts';

const ACCESS = 'platform.administer';
/** The target's type or role changed between the permission check and the write. */

/** Administration (spec §2.17 Beheer, §2.18): every call 401 signed out, 403 without the permission. */
export async function adminRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  courses: AdminCourseReads,
) {
  const k = db.kysely;
  const admin = { tag: 'admin', access: ACCESS } as const;

  route(app, {
    ...admin,
    method: 'GET',
    url: '/admin/skills-stats',
    operationId: 'getSkillsStats',
    summary: 'Skills-statistieken',
    response: { 200: skillsStats },
    handler: () => loadSkillsStats(k),
  });

  route(app, {
    ...admin,
    method: 'GET',
    url: '/admin/stats',
    operationId: 'getPlatformStats',
    summary: 'Platformstatistieken',
    response: { 200: platformStats },
    handler: () => loadPlatformStats(k, courses),
  });

  route(app, {
    ...admin,
    method: 'GET',
    url: '/admin/users',
    operationId: 'searchUsers',
    summary: 'Gebruikers zoeken',
    query: adminUserSearchQuery,
    response: { 200: page(adminUserRow) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const { search, cursor, limit } = request.query;
      const size = pageSize(limit);
      const rows = await searchUsers(k, search, cursorKey(cursor, ['string', 'string']), size);
      return finishPage(request, reply, rows, size, (u) => [u.email, u.id]);
    },
  });

  /**
   * Changes a user's type. Nobody changes their own type; granting or removing admin (or touching
   * an admin account at all) needs admins.manage, which only a superadmin holds.
   */
  route(app, {
    ...admin,
    method: 'PATCH',
    url: '/admin/user/type',
    operationId: 'changeUserType',
    summary: 'Gebruikerstype wijzigen',
    body: changeUserTypeBody,
    response: { 200: userTypeChanged },
    handler: async (request) => {
      const actor = request.user;
      const body = request.body;
      if (body.userId === actor.id) throw fail(ADMIN_PROBLEMS['admin.own_user_type']);
      const target = await findUserRole(k, body.userId);
      if (!target) throw fail(AUTH_PROBLEMS['user.not_found']);
      const touchesAdmin =
        body.userType === 'admin' || target.userType === 'admin' || target.adminRole !== null;
      if (touchesAdmin && !hasPermission(actor, 'admins.manage')) {
        throw fail(ADMIN_PROBLEMS['admin.superadmin_only']);
      }
      const result = await changeUserType(k, actor.id, target, body.userType);
      if (!result) throw fail(ADMIN_PROBLEMS['admin.user_changed']);
      // A token may carry only what its role allowed when it was made: a new role ends them (issue 47).
      const owner = (await usersByIds(k, [target.id])).get(target.id);
      if (owner) await endAllAccessTokens(k, config, owner, 'roleChange', requestLanguage(request), actor.id);
      return { userId: target.id, ...result };
    },
  });

  route(app, {
    ...admin,
    method: 'GET',
    url: '/admin/audit-log',
    operationId: 'listAuditLog',
    summary: 'Auditlog',
    query: pageQuery,
    response: { 200: page(auditLogRow) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const size = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listAuditLog(k, after, size);
      return finishPage(request, reply, rows, size, (r) => [r.createdAt, r.id]);
    },
  });

  route(app, {
    ...admin,
    method: 'GET',
    url: '/admin/institutes',
    operationId: 'listInstitutes',
    summary: 'Instituten en verificatie',
    query: institutesQuery,
    response: { 200: page(adminInstituteRow) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const { status, cursor, limit } = request.query;
      const size = pageSize(limit);
      const rows = await listInstitutes(k, status, courses, cursorKey(cursor, ['string', 'string']), size);
      return finishPage(request, reply, rows, size, (r) => [r.createdAt, r.id]);
    },
  });

  const findInstitute = async (id: string) => {
    const user = await findUserRole(k, id);
    if (user?.userType !== 'institute') throw fail(INSTITUTE_PROBLEMS['institute.not_found']);
    return user;
  };

  route(app, {
    ...admin,
    method: 'POST',
    url: '/admin/institutes/:id/verify',
    operationId: 'verifyInstitute',
    summary: 'Instituut verifiëren (met wat de beheerder controleerde: KvK-nummer, website, notitie)',
    params: instituteIdParam,
    body: verifyInstituteBody,
    response: { 200: instituteVerification },
    handler: async (request) => {
      const { id } = request.params;
      await findInstitute(id);
      const created = await verifyInstitute(k, request.user.id, id, request.body ?? {});
      if (created) await notify(k, id, notificationEvents.instituteVerified(), request.user.id);
      return { id, verified: true, changed: created };
    },
  });

  route(app, {
    ...admin,
    method: 'DELETE',
    url: '/admin/institutes/:id/verify',
    operationId: 'revokeInstituteVerification',
    summary: 'Verificatie intrekken',
    params: instituteIdParam,
    response: { 200: instituteVerification },
    handler: async (request) => {
      const { id } = request.params;
      await findInstitute(id);
      const removed = await revokeInstituteVerification(k, request.user.id, id);
      return { id, verified: false, changed: removed };
    },
  });
}
