import type { FastifyInstance } from 'fastify';
import {
  adminUserSearchQuery,
  changeUserTypeBody,
  instituteIdParam,
  institutesQuery,
} from '../../../contracts/admin.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { requirePermission } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound, parse } from '../../http/errors.ts';
import {
  changeUserType,
  findUserRole,
  listAuditLog,
  listInstitutes,
  platformStats,
  revokeInstituteVerification,
  searchUsers,
  skillsStats,
  verifyInstitute,
} from './store.ts';

const ACCESS = 'platform.administer';
const tags = ['admin'];
const doc = (summary: string, extra: Record<string, unknown> = {}) => ({
  config: { doc: { summary, tags, access: ACCESS, ...extra } },
});

/** Administration (issue 9, spec §2.17 Beheer, §2.18): every call 401 signed out, 403 without the permission. */
export async function adminRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.get('/admin/skills-stats', doc('Skills-statistieken'), async (request) => {
    requirePermission(request, ACCESS);
    return skillsStats(k);
  });

  app.get('/admin/stats', doc('Platformstatistieken'), async (request) => {
    requirePermission(request, ACCESS);
    return platformStats(k);
  });

  app.get('/admin/users', doc('Gebruikers zoeken', { query: adminUserSearchQuery }), async (request) => {
    requirePermission(request, ACCESS);
    const { search } = parse(adminUserSearchQuery, request.query);
    return searchUsers(k, search);
  });

  /**
   * Changes a user's type. Nobody changes their own type; granting or removing admin (or touching
   * an admin account at all) needs admins.manage, which only a superadmin holds.
   */
  app.patch(
    '/admin/user/type',
    doc('Gebruikerstype wijzigen', { body: changeUserTypeBody }),
    async (request) => {
      const actor = requirePermission(request, ACCESS);
      const body = parse(changeUserTypeBody, request.body);
      if (body.userId === actor.id) throw forbidden('Je kunt je eigen gebruikerstype niet wijzigen');
      const target = await findUserRole(k, body.userId);
      if (!target) throw notFound('Gebruiker niet gevonden');
      const touchesAdmin =
        body.userType === 'admin' || target.userType === 'admin' || target.adminRole !== null;
      if (touchesAdmin && !hasPermission(actor, 'admins.manage')) {
        throw forbidden('Alleen een superadmin kan beheerdersrechten toekennen of intrekken');
      }
      const result = await changeUserType(k, actor.id, target, body.userType);
      return { userId: target.id, ...result };
    },
  );

  app.get('/admin/audit-log', doc('Auditlog'), async (request) => {
    requirePermission(request, ACCESS);
    return listAuditLog(k);
  });

  app.get(
    '/admin/institutes',
    doc('Instituten en verificatie', { query: institutesQuery }),
    async (request) => {
      requirePermission(request, ACCESS);
      const { status } = parse(institutesQuery, request.query);
      return listInstitutes(k, status);
    },
  );

  const findInstitute = async (id: string) => {
    const user = await findUserRole(k, id);
    if (user?.userType !== 'institute') throw notFound('Instituut niet gevonden');
    return user;
  };

  app.post(
    '/admin/institutes/:id/verify',
    doc('Instituut verifiëren', { params: instituteIdParam }),
    async (request) => {
      const actor = requirePermission(request, ACCESS);
      const { id } = parse(instituteIdParam, request.params);
      await findInstitute(id);
      const created = await verifyInstitute(k, actor.id, id);
      return { id, verified: true, changed: created };
    },
  );

  app.delete(
    '/admin/institutes/:id/verify',
    doc('Verificatie intrekken', { params: instituteIdParam }),
    async (request) => {
      const actor = requirePermission(request, ACCESS);
      const { id } = parse(instituteIdParam, request.params);
      await findInstitute(id);
      const removed = await revokeInstituteVerification(k, actor.id, id);
      return { id, verified: false, changed: removed };
    },
  );
}
