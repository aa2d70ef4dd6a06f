import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../contracts/common.ts';
import {
  createApplicationBody,
  employerRequestBody,
  subsidyDossier,
  updateApplicationBody,
} from '../../../contracts/subsidy-applications.ts';
import { dutchToday } from '../../../domain/subsidies/index.ts';
import { checkChange } from '../../../domain/subsidy-applications/index.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { schemeById } from './dossier-view.ts';
import {
  ACCEPT_FIRST,
  CHANGED,
  EMPLOYER_KEEPS_IT,
  NO_INSTITUTE_STATUS,
  NO_LINKED_EMPLOYER,
  NOT_FOUND,
  WAIT_FOR_EMPLOYER,
} from './messages.ts';
import { companySubsidyRoutes } from './routes-company.ts';
import { freshView, isAdmin, notifyParties, readerOf, talentNameOf, viewOf, viewsOf } from './service.ts';
import {
  findCourse,
  findDossier,
  findOpenDuplicate,
  insertDossier,
  insertEvent,
  linkedEmployer,
  listTalentDossiers,
  updateDossier,
} from './store.ts';

const tag = 'subsidies';

/** Subsidy dossiers (issue 23): start, read, record steps, ask the employer; the company's requests. */
export async function subsidyApplicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  await companySubsidyRoutes(app, ctx);

  route(app, {
    method: 'GET',
    url: '/user/subsidy-applications',
    operationId: 'listMySubsidyApplications',
    summary: 'Eigen subsidiedossiers (Aanvragen en Status)',
    tag: 'talent',
    access: 'signedIn',
    response: { 200: z.array(subsidyDossier) },
    handler: async (request) => viewsOf(k, request, await listTalentDossiers(k, request.user.id), 'talent'),
  });

  /** Starts a dossier (status concept) for a scheme, optionally about a course and with an amount. */
  route(app, {
    method: 'POST',
    url: '/subsidies/applications',
    operationId: 'startSubsidyApplication',
    summary: 'Subsidiedossier starten',
    tag,
    access: 'subsidies.apply',
    body: createApplicationBody,
    response: { 201: subsidyDossier },
    handler: async (request, reply) => {
      const { user, body } = request;
      const scheme = schemeById(body.schemeId);
      if (!scheme) throw badRequest('Onbekende regeling');
      if (scheme.status === 'ended')
        throw conflict('Deze regeling is gestopt; je kunt er geen aanvraag meer voor doen');
      if (scheme.appliedBy === 'advice')
        throw conflict('Voor deze regeling doe je geen aanvraag: het is advies');
      const course = body.courseId === undefined ? undefined : await findCourse(k, body.courseId);
      if (body.courseId !== undefined && !course) throw badRequest('Onbekende cursus');
      const requestedAmountCents =
        body.amountRequested === undefined ? null : Math.round(body.amountRequested * 100);
      if (
        requestedAmountCents !== null &&
        scheme.maxAmount !== null &&
        requestedAmountCents > scheme.maxAmount * 100
      ) {
        throw badRequest('Het aangevraagde bedrag is hoger dan het maximum van de regeling');
      }
      const courseId = course ? Number(course.id) : null;
      const id = await k.transaction().execute(async (trx) => {
        if (await findOpenDuplicate(trx, user.id, scheme.id, courseId)) {
          throw conflict('Je hebt al een open aanvraag voor deze regeling en cursus');
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
      return reply.code(201).send(await freshView(k, request, id, 'talent'));
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
    handler: async (request) => {
      const row = await findDossier(k, request.params.id);
      const reader = row && (await readerOf(k, request.user, row));
      if (!row || !reader) throw notFound(NOT_FOUND);
      return viewOf(k, request, row, reader);
    },
  });

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
    handler: async (request) => {
      const { user, body } = request;
      const { id } = request.params;
      if (user.userType === 'institute' && !isAdmin(user)) throw forbidden(NO_INSTITUTE_STATUS);
      const row = await findDossier(k, id);
      const reader = row && (await readerOf(k, user, row));
      if (!row || !reader) throw notFound(NOT_FOUND);
      if (reader === 'talent') {
        if (row.applicant === 'employer') throw forbidden(EMPLOYER_KEEPS_IT);
        if (row.employerRequest === 'requested' && body.status !== 'withdrawn')
          throw conflict(WAIT_FOR_EMPLOYER);
      }
      if (reader === 'employer' && row.applicant !== 'employer') throw conflict(ACCEPT_FIRST);
      const scheme = schemeById(row.schemeId);
      const check = checkChange(
        {
          status: row.status,
          requestedAmountCents: row.requestedAmountCents,
          schemeMaxCents: scheme?.maxAmount == null ? null : scheme.maxAmount * 100,
          submittedAt: row.submittedAt,
          reference: row.reference,
        },
        body,
        dutchToday(),
        reader === 'admin',
      );
      if (!check.ok) throw new HttpError(check.code, check.message);
      const v = check.value;
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
        if (!applied) throw conflict(CHANGED);
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

  /** The talent asks their linked employer to apply (employer schemes, dossier in concept). */
  route(app, {
    method: 'POST',
    url: '/subsidies/applications/:id/employer-request',
    operationId: 'askEmployerForSubsidyApplication',
    summary: 'Werkgever vragen de subsidie aan te vragen',
    tag,
    access: 'subsidies.apply',
    params: idParam,
    body: employerRequestBody,
    response: { 200: subsidyDossier },
    handler: async (request) => {
      const { user, body } = request;
      const { id } = request.params;
      const row = await findDossier(k, id);
      if (!row || row.userId !== user.id) throw notFound(NOT_FOUND);
      if (schemeById(row.schemeId)?.appliedBy !== 'employer') {
        throw conflict('Deze regeling vraag je zelf aan, niet je werkgever');
      }
      if (row.status !== 'concept')
        throw conflict('Alleen een aanvraag in concept kun je aan je werkgever voorleggen');
      if (row.applicant === 'employer' || row.employerRequest === 'requested') {
        throw conflict('Je werkgever heeft dit verzoek al');
      }
      const employer = await linkedEmployer(k, user.id);
      if (!employer) throw conflict(NO_LINKED_EMPLOYER);
      await k.transaction().execute(async (trx) => {
        const applied = await updateDossier(
          trx,
          id,
          { status: row.status, employerRequest: row.employerRequest },
          {
            companyId: employer.companyId,
            employerRequest: 'requested',
            employerRequestedAt: new Date().toISOString(),
            employerDecidedAt: null,
            employerReason: null,
          },
        );
        if (!applied) throw conflict(CHANGED);
        await insertEvent(trx, {
          applicationId: id,
          actorId: user.id,
          actorRole: 'talent',
          kind: 'employerRequest',
          fromStatus: row.status,
          toStatus: row.status,
          details: { companyName: employer.name, ...(body.message ? { message: body.message } : {}) },
        });
        await notify(
          trx,
          employer.companyId,
          notificationEvents.subsidyEmployerRequest(talentNameOf(row), row.subsidyType),
          row.userId,
        );
      });
      return freshView(k, request, id, 'talent');
    },
  });
}
