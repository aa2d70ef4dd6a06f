import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import {
  applicationReviewBody,
  applicationReviewed,
  questionnaireSchema,
  sessionIdText,
  storedSubsidyResultsSchema,
  subsidyResultSchema,
  subsidySubmitBody,
} from '../../../contracts/subsidies.ts';
import { hasPermission } from '../../../domain/roles.ts';
import {
  dutchToday,
  matchSubsidies,
  Q,
  questionnaireIn,
  storedResponses,
  validateResponses,
} from '../../../domain/subsidies/index.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { findApplicationForReview, insertAnalysis, latestResults, setApplicationStatus } from './store.ts';

const subsidies = { tag: 'subsidies' } as const;

/** Routes of subsidies (issue 7): the questionnaire, the analysis and the stored results. */
export async function subsidyRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  /**
   * The 15 questions in the request's language; a signed-in user's birth date from the profile is
   * the prefill of question 1.
   */
  route(app, {
    ...subsidies,
    method: 'GET',
    url: '/subsidies/questionnaire',
    operationId: 'getSubsidyQuestionnaire',
    summary: 'Vragenlijst subsidiecheck',
    access: 'public',
    response: { 200: questionnaireSchema },
    handler: async (request) => {
      const questions = questionnaireIn(requestLanguage(request));
      const birth = request.user?.dateOfBirth?.slice(0, 10);
      if (birth) questions[Q.birthDate - 1].prefill = birth;
      return questions;
    },
  });

  /**
   * Validates the answers (spec §5), matches them on today's date, stores them with a Dutch snapshot
   * of the result and returns the result in the request's language.
   */
  route(app, {
    ...subsidies,
    method: 'POST',
    url: '/subsidies/submit',
    operationId: 'submitSubsidyQuestionnaire',
    summary: 'Subsidieanalyse uitvoeren en bewaren',
    access: 'signedIn',
    body: subsidySubmitBody,
    response: { 200: subsidyResultSchema },
    handler: async (request) => {
      const user = request.user;
      const body = request.body;
      const today = dutchToday();
      const checked = validateResponses(body.responses, today);
      if (!checked.ok) throw badRequest(checked.message);
      const lang = requestLanguage(request);
      const result = matchSubsidies(checked.answers, today, lang);
      await k.transaction().execute(async (trx) => {
        await insertAnalysis(trx, user.id, {
          sessionId: sessionIdText(body.sessionId),
          responses: storedResponses(body.responses),
          result: lang === 'nl' ? result : matchSubsidies(checked.answers, today),
        });
        await notify(trx, user.id, notificationEvents.subsidyAnalysisCompleted(result.totalMatches));
      });
      return result;
    },
  });

  route(app, {
    ...subsidies,
    method: 'GET',
    url: '/user/subsidy-results',
    operationId: 'getOwnSubsidyResults',
    summary: 'Mijn laatste subsidieanalyse',
    access: 'signedIn',
    response: { 200: storedSubsidyResultsSchema },
    handler: (request) => latestResults(k, request.user.id, requestLanguage(request)),
  });

  /**
   * A reviewer decides on a subsidy application (spec §6 "manage subsidies"): an institute for
   * applications about its own courses (others: 404), an admin for any (audited). The applicant is
   * notified of every change.
   */
  route(app, {
    ...subsidies,
    method: 'PATCH',
    url: '/subsidies/applications/:id',
    operationId: 'reviewSubsidyApplication',
    summary: 'Status van een subsidieaanvraag wijzigen',
    access: 'subsidies.manage',
    params: idParam,
    body: applicationReviewBody,
    response: { 200: applicationReviewed },
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const body = request.body;
      const application = await findApplicationForReview(k, id);
      const reviewsAll = hasPermission(user, 'courses.manageAll');
      if (!application || (!reviewsAll && application.instituteId !== user.id)) {
        throw notFound('Subsidieaanvraag niet gevonden');
      }
      const approvedCents =
        body.status === 'approved'
          ? Math.round((body.approvedAmount ?? application.requestedAmountCents / 100) * 100)
          : null;
      await k.transaction().execute(async (trx) => {
        await setApplicationStatus(trx, id, body.status, approvedCents);
        if (application.status !== body.status) {
          await notify(
            trx,
            application.userId,
            notificationEvents.subsidyApplicationStatus(application.subsidyType, body.status),
          );
        }
        if (reviewsAll) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'subsidy.application.status',
            targetType: 'subsidyApplication',
            targetId: id,
            details: { from: application.status, to: body.status, approvedAmountCents: approvedCents },
          });
        }
      });
      return { id, status: body.status, approvedAmount: approvedCents === null ? null : approvedCents / 100 };
    },
  });
}
