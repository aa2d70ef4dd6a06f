import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, page, pageQuery, syncQuery, textId } from '../../../contracts/common.ts';
import {
  employee,
  employeeDetail,
  employerInvitation,
  invitationAnswer,
  inviteAnswer,
  inviteEmployeeBody,
  pendingInvitation,
} from '../../../contracts/company.ts';
import { FIELD_MESSAGES } from '../../../contracts/messages/common.ts';
import { COMPANY_MESSAGES } from '../../../contracts/messages/company.ts';
import { COMPANY_PROBLEMS } from '../../../contracts/problems/company.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { fail } from '../../http/errors.ts';
import { changedSince, pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { say } from '../../i18n/index.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  acceptInvitation,
  activeLinkId,
  deleteInvitation,
  findEmployee,
  findTalentInvitation,
  findUserForInvite,
  insertInvitation,
  listEmployees,
  listPendingInvitations,
  listTalentInvitations,
} from './store.ts';

const userIdParam = z.object({ id: textId(FIELD_MESSAGES['field.invalid_id']) });

/** The answer to every invitation. */
const INVITE_SENT = COMPANY_MESSAGES['company.invitation_sent'];

/** Refused when two companies' invitations are accepted at once. */

/** The company's employees and invitations, and the talent's answer to an invitation. */
export async function employeeRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/company/employees',
    operationId: 'listEmployees',
    summary:
      'Werknemers (alleen bedrijven), op achternaam; openstaande uitnodigingen: /company/employee-invitations',
    tag: 'company',
    access: 'employees.manage',
    query: syncQuery,
    response: { 200: page(employee) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(
        request,
        reply,
        changedSince(await listEmployees(k, request.user.id), request.query.updatedSince, (e) => e.updatedAt),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/company/employee-invitations',
    operationId: 'listEmployeeInvitations',
    summary: 'Openstaande uitnodigingen aan werknemers (alleen bedrijven), nieuwste eerst',
    tag: 'company',
    access: 'employees.manage',
    query: syncQuery,
    response: { 200: page(pendingInvitation) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(
        request,
        reply,
        changedSince(
          await listPendingInvitations(k, request.user.id),
          request.query.updatedSince,
          (i) => i.createdAt,
        ),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/company/employees/:id',
    operationId: 'getEmployee',
    summary: 'Bekijken: cursussen en voortgang van een werknemer',
    tag: 'company',
    access: 'employees.manage',
    params: userIdParam,
    response: { 200: employeeDetail },
    handler: async (request) => {
      const employee = await findEmployee(k, request.user.id, request.params.id);
      if (!employee) throw fail(COMPANY_PROBLEMS['employee.not_found']);
      return employee;
    },
  });

  route(app, {
    method: 'POST',
    url: '/company/employees/invite',
    operationId: 'inviteEmployee',
    summary: 'Bestaand talent uitnodigen als werknemer (altijd 202, welk adres ook)',
    tag: 'company',
    access: 'employees.manage',
    body: inviteEmployeeBody,
    response: { 202: inviteAnswer },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const user = request.user;
      const body = request.body;
      await takeHourlyQuota(k, config, 'invitation', user.id);
      // The same answer for every address: whether it has an account, of which
      // kind, or was invited before is not told; only a talent account gets the invitation.
      const sent = { status: 'sent' as const, email: body.email, message: say(request, INVITE_SENT) };
      const talent = await findUserForInvite(k, body.email);
      if (talent?.userType !== 'talent' || talent.adminRole) return reply.status(202).send(sent);
      const company = user.companyName ?? fullName(user);
      await k.transaction().execute(async (trx) => {
        const linkId = await insertInvitation(trx, {
          companyId: user.id,
          talentId: talent.id,
          position: body.position,
          department: body.department,
        });
        if (linkId === null) return null;
        await notify(trx, talent.id, notificationEvents.employerInvitation(company), user.id);
        return linkId;
      });
      return reply.status(202).send(sent);
    },
  });

  // ---- The talent's side ----

  route(app, {
    method: 'GET',
    url: '/user/employer-invitations',
    operationId: 'listEmployerInvitations',
    summary: 'Mijn openstaande uitnodigingen van werkgevers',
    tag: 'company',
    access: 'employment.respond',
    query: pageQuery,
    response: { 200: page(employerInvitation) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, await listTalentInvitations(k, request.user.id)),
  });

  for (const action of ['accept', 'decline'] as const) {
    route(app, {
      method: 'POST',
      url: `/user/employer-invitations/:id/${action}`,
      operationId: action === 'accept' ? 'acceptEmployerInvitation' : 'declineEmployerInvitation',
      summary:
        action === 'accept' ? 'Uitnodiging van werkgever accepteren' : 'Uitnodiging van werkgever weigeren',
      tag: 'company',
      access: 'employment.respond',
      params: idParam,
      response: { 200: invitationAnswer },
      handler: async (request) => {
        const user = request.user;
        const link = await findTalentInvitation(k, user.id, request.params.id);
        if (!link) throw fail(COMPANY_PROBLEMS['invitation.not_found']);
        // The employer the talent had when asking: only that one is replaced (decision 309).
        const replaces = action === 'accept' ? await activeLinkId(k, user.id) : null;
        await k
          .transaction()
          .execute(async (trx) => {
            if (action === 'accept') {
              const outcome = await acceptInvitation(
                trx,
                user.id,
                { ...link, id: Number(link.id) },
                replaces,
              );
              if (outcome === 'gone') throw fail(COMPANY_PROBLEMS['invitation.not_found']);
              if (outcome === 'conflict') throw fail(COMPANY_PROBLEMS['invitation.another_employer']);
            } else if (!(await deleteInvitation(trx, Number(link.id), 'invited'))) {
              throw fail(COMPANY_PROBLEMS['invitation.not_found']);
            }
            await notify(
              trx,
              link.companyId,
              notificationEvents.employerInvitationAnswered(fullName(user), action === 'accept'),
              user.id,
            );
          })
          .catch((err: unknown) => {
            // Another company's invitation became active in a concurrent accept (one employer at a time).
            if (isUniqueViolation(err)) throw fail(COMPANY_PROBLEMS['invitation.another_employer']);
            throw err;
          });
        return { status: action === 'accept' ? ('active' as const) : ('declined' as const) };
      },
    });
  }
}
