import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import { SUBSIDY_PROBLEMS } from '../../../contracts/problems/subsidies.ts';
import { subsidyDossier, updateApplicationBody } from '../../../contracts/subsidy-applications.ts';
import { isAdmin } from '../../../domain/roles.ts';
import { dutchToday } from '../../../domain/subsidies/index.ts';
import { checkChange } from '../../../domain/subsidy-applications/index.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail, failWith } from '../../http/errors.ts';
import { checkIfMatch } from '../../http/if-match.ts';
import { route } from '../../http/route.ts';
import { schemeById } from './dossier-view.ts';
import { freshView, notifyParties, readerOf } from './service.ts';
import { findDossier, insertEvent, updateDossier } from './store.ts';

const tag = 'subsidies';

/** Steps of a dossier: the talent records its progress (the employer request is in company-routes.ts). */
export async function dossierStepRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;

  /**
   * The applicant records a step (the talent; the employer once it accepted the request); an admin
   * corrects any status (audited). Institutes no longer change subsidy statuses (403).
   */
  route(app, {
    method: 'PATCH',
    url: '/subsidies/applications/:id',
    operationId: 'recordSubsidyApplicationStep',
    summary: 'Stap in een subsidiedossier vastleggen',
    tag,
    access: 'signedIn',
    params: idParam,
    body: updateApplicationBody,
    response: { 200: subsidyDossier },
    headers: ['ETag'],
    ifMatch: true,
    handler: async (request) => {
      const { user, body } = request;
      const { id } = request.params;
      if (user.userType === 'institute' && !isAdmin(user))
        throw fail(SUBSIDY_PROBLEMS['subsidy_application.no_institute_status']);
      const row = await findDossier(k, id);
      const reader = row && (await readerOf(k, user, row));
      if (!row || !reader) throw fail(SUBSIDY_PROBLEMS['subsidy_application.not_found']);
      if (reader === 'talent') {
        if (row.applicant === 'employer')
          throw fail(SUBSIDY_PROBLEMS['subsidy_application.employer_keeps_it']);
        if (row.employerRequest === 'requested' && body.status !== 'withdrawn')
          throw fail(SUBSIDY_PROBLEMS['subsidy_application.wait_for_employer']);
      }
      if (reader === 'employer' && row.applicant !== 'employer')
        throw fail(SUBSIDY_PROBLEMS['subsidy_application.accept_first']);
      const scheme = schemeById(row.schemeId);
      const check = checkChange(
        {
          status: row.status,
          requestedAmountCents: row.requestedAmountCents,
          schemeMaxCents: scheme?.maxAmount == null ? null : scheme.maxAmount * 100,
          coursePriceCents:
            row.courseId === null || row.coursePriceCents === null ? null : Number(row.coursePriceCents),
          submittedAt: row.submittedAt,
          reference: row.reference,
        },
        body,
        dutchToday(),
        reader === 'admin',
      );
      if (!check.ok) throw failWith(SUBSIDY_PROBLEMS[check.problem], check.params);
      const v = check.value;
      await checkIfMatch(request, k, 'subsidyApplications', id);
      await k.transaction().execute(async (trx) => {
        const applied = await updateDossier(
          trx,
          id,
          { status: row.status, employerRequest: row.employerRequest },
          {
            status: v.status,
            submittedAt: v.submittedAt,
            reference: v.reference,
            approvedAmountCents: v.approvedAmountCents,
            decisionDate: v.decisionDate,
          },
        );
        if (!applied) throw fail(SUBSIDY_PROBLEMS['subsidy_application.changed']);
        const details = {
          ...(v.status === 'submitted' ? { submittedAt: v.submittedAt } : {}),
          ...(body.reference ? { reference: body.reference } : {}),
          ...(v.approvedAmountCents !== null ? { approvedAmountCents: v.approvedAmountCents } : {}),
          ...(v.decisionDate ? { decisionDate: v.decisionDate } : {}),
          ...(body.note ? { note: body.note } : {}),
        };
        await insertEvent(trx, {
          applicationId: id,
          actorId: user.id,
          actorRole: reader,
          kind: 'status',
          fromStatus: row.status,
          toStatus: v.status,
          details,
        });
        if (reader === 'admin') {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'subsidy.application.status',
            targetType: 'subsidyApplication',
            targetId: id,
            details: { from: row.status, to: v.status, ...details },
          });
        }
        await notifyParties(trx, row, v.status, user.id);
      });
      return freshView(k, request, id, reader);
    },
  });
}
