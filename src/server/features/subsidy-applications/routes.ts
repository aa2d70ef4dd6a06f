import type { FastifyInstance } from 'fastify';
import { idParam, page, pageQuery } from '../../../contracts/common.ts';
import { SUBSIDY_PROBLEMS } from '../../../contracts/problems/subsidies.ts';
import { createApplicationBody, subsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { dutchToday, validateResponses } from '../../../domain/subsidies/index.ts';
import { type DossierRefusal, dossierRefusal } from '../../../domain/subsidy-applications/index.ts';
import type { AppContext } from '../../context.ts';
import { located } from '../../http/created.ts';
import { fail, failWith } from '../../http/errors.ts';
import { idKey, versionedEtag } from '../../http/if-match.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { latestResponses as latestSubsidyResponses } from '../subsidies/index.ts';
import { companySubsidyRoutes } from './company-routes.ts';
import { schemeById } from './dossier-view.ts';
import { freshView, readerOf, viewOf, viewsOf } from './service.ts';
import { dossierStepRoutes } from './step-routes.ts';
import {
  findCourse,
  findDossier,
  findOpenDuplicate,
  insertDossier,
  insertEvent,
  listTalentDossiers,
} from './store.ts';

const tag = 'subsidies';

/** A dossier rule's refusal as a problem naming the rule (its code is in the OpenAPI problem codes). */
const refusal = (r: DossierRefusal) => failWith(SUBSIDY_PROBLEMS[r.code], r.params);

/** Subsidy dossiers: start, read, record steps, ask the employer; the company's requests. */
export async function subsidyApplicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  await companySubsidyRoutes(app, ctx);
  await dossierStepRoutes(app, ctx);

  route(app, {
    method: 'GET',
    url: '/user/subsidy-applications',
    operationId: 'listMySubsidyApplications',
    summary: 'Eigen subsidiedossiers (Aanvragen en Status)',
    tag: 'talent',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(subsidyDossier) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(
        request,
        reply,
        await viewsOf(k, request, await listTalentDossiers(k, request.user.id), 'talent'),
      ),
  });

  /**
   * Starts a dossier (status concept) for a scheme, optionally about a course and with an amount,
   * when the scheme's rules allow it: the answers of the talent's last subsidy check, the course
   * type the scheme pays for, at most the course's price and the scheme's cap (decision 441).
   */
  route(app, {
    method: 'POST',
    url: '/subsidies/applications',
    operationId: 'startSubsidyApplication',
    summary: 'Subsidiedossier starten',
    tag,
    access: 'subsidies.apply',
    body: createApplicationBody,
    response: { 201: subsidyDossier },
    headers: ['Location', 'ETag'],
    handler: async (request, reply) => {
      const { user, body } = request;
      const scheme = schemeById(body.schemeId);
      if (!scheme) throw fail(SUBSIDY_PROBLEMS['subsidy_application.unknown_scheme']);
      if (scheme.status === 'ended') throw fail(SUBSIDY_PROBLEMS['subsidy_application.scheme_ended']);
      if (scheme.appliedBy === 'advice') throw fail(SUBSIDY_PROBLEMS['subsidy_application.scheme_is_advice']);
      const requestedAmountCents =
        body.amountRequested === undefined ? null : Math.round(body.amountRequested * 100);
      const courseId = body.courseId ?? null;
      // A course the scheme does not pay for is refused before the course is looked up.
      const wrongCourse = dossierRefusal(scheme, {
        answers: null,
        courseId,
        coursePriceCents: null,
        requestedAmountCents: null,
        today: dutchToday(),
      });
      if (wrongCourse && wrongCourse.status === 400) throw refusal(wrongCourse);
      const course = courseId === null ? undefined : await findCourse(k, courseId);
      if (courseId !== null && !course) throw fail(SUBSIDY_PROBLEMS['subsidy_application.unknown_course']);
      // Who may apply follows the answers of the talent's last subsidy check (decision 441).
      const today = dutchToday();
      const raw = await latestSubsidyResponses(k, user.id);
      const checked = raw ? validateResponses(raw, today) : null;
      const refused = dossierRefusal(scheme, {
        answers: checked?.ok ? checked.answers : null,
        courseId,
        coursePriceCents: course ? Number(course.priceCents) : null,
        requestedAmountCents,
        today,
      });
      if (refused) throw refusal(refused);
      const id = await k.transaction().execute(async (trx) => {
        if (await findOpenDuplicate(trx, user.id, scheme.id, courseId)) {
          throw fail(SUBSIDY_PROBLEMS['subsidy_application.duplicate']);
        }
        const newId = await insertDossier(trx, {
          userId: user.id,
          schemeId: scheme.id,
          subsidyType: scheme.name,
          courseId,
          requestedAmountCents,
        });
        await insertEvent(trx, {
          applicationId: newId,
          actorId: user.id,
          actorRole: 'talent',
          kind: 'created',
          fromStatus: null,
          toStatus: 'concept',
        });
        return newId;
      });
      const view = await freshView(k, request, id, 'talent');
      located(request, reply, `/api/subsidies/applications/${id}`, {
        db: k,
        table: 'subsidyApplications',
        key: id,
      });
      return reply.code(201).send(view);
    },
  });

  route(app, {
    method: 'GET',
    url: '/subsidies/applications/:id',
    operationId: 'getSubsidyApplication',
    summary: 'Eén subsidiedossier met geschiedenis',
    tag,
    access: 'signedIn',
    params: idParam,
    response: { 200: subsidyDossier },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'subsidyApplications', idKey),
    handler: async (request) => {
      const row = await findDossier(k, request.params.id);
      const reader = row && (await readerOf(k, request.user, row));
      if (!row || !reader) throw fail(SUBSIDY_PROBLEMS['subsidy_application.not_found']);
      return viewOf(k, request, row, reader);
    },
  });
}
