import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import {
  createApplicationBody,
  employerRequestBody,
  subsidyRequestDecisionBody,
  updateApplicationBody,
} from '../../../contracts/subsidy-applications.ts';
import { dutchToday } from '../../../domain/subsidies/index.ts';
import { checkChange } from '../../../domain/subsidy-applications/index.ts';
import { recordAudit } from '../../audit.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, parse } from '../../http/errors.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { schemeById } from './dossier-view.ts';
import { freshView, isAdmin, notifyParties, readerOf, talentNameOf, viewOf, viewsOf } from './service.ts';
import {
  findCourse,
  findDossier,
  findOpenDuplicate,
  insertDossier,
  insertEvent,
  linkedEmployer,
  listCompanyDossiers,
  listTalentDossiers,
  updateDossier,
} from './store.ts';

const tags = ['subsidies'];
const NOT_FOUND = 'Subsidieaanvraag niet gevonden';
const CHANGED = 'De aanvraag is intussen gewijzigd. Laad de pagina opnieuw.';
export const NO_INSTITUTE_STATUS =
  'Instituten wijzigen geen subsidiestatussen; de aanvrager houdt het dossier bij';
export const EMPLOYER_KEEPS_IT =
  'Je werkgever doet deze aanvraag en houdt het dossier bij; je volgt het hier';
export const WAIT_FOR_EMPLOYER =
  'Je werkgever beslist nog over je verzoek; je kunt de aanvraag alleen intrekken';
export const ACCEPT_FIRST = 'Accepteer eerst het verzoek om deze aanvraag te doen';
export const NO_LINKED_EMPLOYER =
  'Je hebt op het platform geen werkgever gekoppeld. Druk de samenvatting af en vraag je werkgever buiten het platform.';

/** Subsidy dossiers (issue 23): start, record steps, ask the employer; the company's requests. */
export async function subsidyApplicationRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.get(
    '/user/subsidy-applications',
    {
      config: {
        doc: {
          summary: 'Eigen subsidiedossiers (Aanvragen en Status)',
          tags: ['talent'],
          access: 'signedIn',
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return viewsOf(k, request, await listTalentDossiers(k, user.id), 'talent');
    },
  );

  /** Starts a dossier (status concept) for a scheme, optionally about a course and with an amount. */
  app.post(
    '/subsidies/applications',
    {
      config: {
        doc: {
          summary: 'Subsidiedossier starten',
          tags,
          body: createApplicationBody,
          access: 'subsidies.apply',
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'subsidies.apply');
      const body = parse(createApplicationBody, request.body);
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
      reply.code(201);
      return freshView(k, request, id, 'talent');
    },
  );

  app.get(
    '/subsidies/applications/:id',
    {
      config: {
        doc: { summary: 'Eén subsidiedossier met geschiedenis', tags, params: idParam, access: 'signedIn' },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(idParam, request.params);
      const row = await findDossier(k, id);
      const reader = row && (await readerOf(k, user, row));
      if (!row || !reader) throw notFound(NOT_FOUND);
      return viewOf(k, request, row, reader);
    },
  );

  /**
   * The applicant records a step (the talent; the employer once it accepted the request); an admin
   * corrects any status (audited). Institutes no longer change subsidy statuses (403).
   */
  app.patch(
    '/subsidies/applications/:id',
    {
      config: {
        doc: {
          summary: 'Stap in een subsidiedossier vastleggen',
          tags,
          params: idParam,
          body: updateApplicationBody,
          access: 'signedIn',
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.userType === 'institute' && !isAdmin(user)) throw forbidden(NO_INSTITUTE_STATUS);
      const { id } = parse(idParam, request.params);
      const body = parse(updateApplicationBody, request.body);
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
          ...(body.submittedAt || v.status === 'submitted' ? { submittedAt: v.submittedAt } : {}),
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
  );

  /** The talent asks their linked employer to apply (employer schemes, dossier in concept). */
  app.post(
    '/subsidies/applications/:id/employer-request',
    {
      config: {
        doc: {
          summary: 'Werkgever vragen de subsidie aan te vragen',
          tags,
          params: idParam,
          body: employerRequestBody,
          access: 'subsidies.apply',
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'subsidies.apply');
      const { id } = parse(idParam, request.params);
      const body = parse(employerRequestBody, request.body);
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
        );
      });
      return freshView(k, request, id, 'talent');
    },
  );

  app.get(
    '/company/subsidy-requests',
    {
      config: {
        doc: {
          summary: 'Subsidieverzoeken van eigen werknemers',
          tags: ['company'],
          access: 'employees.manage',
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'employees.manage');
      const rows = await listCompanyDossiers(k, user.id);
      const views = await viewsOf(k, request, rows, 'employer');
      return views.map((dossier, i) => {
        const asked = [...dossier.history].reverse().find((e) => e.kind === 'employerRequest');
        return {
          id: dossier.id,
          request: rows[i].employerRequest,
          requestedAt: rows[i].employerRequestedAt,
          message: asked?.note ?? null,
          dossier,
        };
      });
    },
  );

  /** The linked employer accepts (then applies and keeps the dossier) or declines a request. */
  app.post(
    '/company/subsidy-requests/:id',
    {
      config: {
        doc: {
          summary: 'Besluiten over een subsidieverzoek',
          tags: ['company'],
          params: idParam,
          body: subsidyRequestDecisionBody,
          access: 'employees.manage',
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'employees.manage');
      const { id } = parse(idParam, request.params);
      const body = parse(subsidyRequestDecisionBody, request.body);
      const row = await findDossier(k, id);
      const reader = row && (await readerOf(k, user, row));
      if (!row || reader !== 'employer') throw notFound('Subsidieverzoek niet gevonden');
      if (row.employerRequest !== 'requested' || row.status !== 'concept') {
        throw conflict('Over dit verzoek is al besloten');
      }
      const companyName = row.companyName ?? '';
      await k.transaction().execute(async (trx) => {
        const applied = await updateDossier(
          trx,
          id,
          { status: row.status, employerRequest: row.employerRequest },
          {
            employerRequest: body.accept ? 'accepted' : 'declined',
            employerDecidedAt: new Date().toISOString(),
            employerReason: body.reason,
            ...(body.accept ? { applicant: 'employer' as const } : {}),
          },
        );
        if (!applied) throw conflict(CHANGED);
        await insertEvent(trx, {
          applicationId: id,
          actorId: user.id,
          actorRole: 'employer',
          kind: body.accept ? 'employerAccepted' : 'employerDeclined',
          fromStatus: row.status,
          toStatus: row.status,
          details: body.reason ? { reason: body.reason } : {},
        });
        await notify(
          trx,
          row.userId,
          notificationEvents.subsidyEmployerAnswer(companyName, row.subsidyType, body.accept),
        );
      });
      return freshView(k, request, id, 'employer');
    },
  );
}
