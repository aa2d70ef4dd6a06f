import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageAnswer, text, textId } from '../../../contracts/common.ts';
import { FIELD_MESSAGES } from '../../../contracts/messages/common.ts';
import { COMPANY_MESSAGES } from '../../../contracts/messages/company.ts';
import { COMPANY_PROBLEMS } from '../../../contracts/problems/company.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { say } from '../../i18n/index.ts';
import { notify } from '../notifications/index.ts';
import { currentEmployer, endEmployment, findActiveEmployer } from './store.ts';

/** The employee's user id (`:id`, as GET /company/employees/:id names it). */
const talentIdParam = z.object({ id: textId(FIELD_MESSAGES['field.invalid_id']) });

/** GET /api/user/employer: the talent's current employer, null when none. */
const employerAnswer = z.object({
  employer: z
    .object({
      companyId: text(),
      companyName: text().nullable(),
      position: text().nullable(),
      department: text().nullable(),
      since: text().nullable(),
    })
    .nullable(),
});

/** Employees can leave: either side ends the link; both are notified. */
export async function employmentEndRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  const end = (companyId: string, talentId: string, actorId: string, byCompany: boolean) =>
    k.transaction().execute(async (trx) => {
      const ended = await endEmployment(trx, companyId, talentId);
      if (!ended) return false;
      await notify(
        trx,
        talentId,
        {
          type: 'system',
          event: { key: 'employmentEndedForTalent', params: { companyName: ended.companyName, byCompany } },
          actionUrl: '/profile',
        },
        companyId,
      );
      await notify(
        trx,
        companyId,
        {
          type: 'system',
          event: { key: 'employmentEndedForCompany', params: { talentName: ended.talentName, byCompany } },
          actionUrl: '/dashboard',
        },
        talentId,
      );
      await recordAudit(trx, {
        actorId,
        action: 'employment.end',
        targetType: 'user',
        targetId: talentId,
        details: { companyId, byCompany },
      });
      return true;
    });

  route(app, {
    method: 'DELETE',
    url: '/company/employees/:id',
    operationId: 'endEmployeeLink',
    summary: 'Werknemer ontkoppelen: het bedrijf ziet de cursussen van deze persoon niet meer',
    tag: 'company',
    access: 'employees.manage',
    params: talentIdParam,
    response: { 200: messageAnswer },
    handler: async (request) => {
      if (!(await end(request.user.id, request.params.id, request.user.id, true)))
        throw fail(COMPANY_PROBLEMS['employee.not_linked']);
      return { message: say(request, COMPANY_MESSAGES['company.employee_unlinked']) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/employer',
    operationId: 'getOwnEmployer',
    summary: 'Eigen werkgever (null zonder koppeling)',
    tag: 'company',
    access: 'employment.respond',
    response: { 200: employerAnswer },
    handler: async (request) => ({ employer: await currentEmployer(k, request.user.id) }),
  });

  route(app, {
    method: 'DELETE',
    url: '/user/employer',
    operationId: 'leaveEmployer',
    summary: 'Eigen koppeling met de werkgever beëindigen',
    tag: 'company',
    access: 'employment.respond',
    response: { 200: messageAnswer },
    handler: async (request) => {
      const link = await findActiveEmployer(k, request.user.id);
      if (!link || !(await end(link.companyId, request.user.id, request.user.id, false))) {
        throw fail(COMPANY_PROBLEMS['employee.no_employer']);
      }
      return { message: say(request, COMPANY_MESSAGES['company.link_employer_ended']) };
    },
  });
}
