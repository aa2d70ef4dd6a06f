import type { FastifyInstance } from 'fastify';
import { page, pageQuery } from '../../../contracts/common.ts';
import { SUBSIDY_PROBLEMS } from '../../../contracts/problems/subsidies.ts';
import {
  municipality,
  municipalityQuery,
  questionnaireQuestion,
  sessionIdText,
  storedSubsidyResultsSchema,
  subsidyResultSchema,
  subsidySubmitBody,
} from '../../../contracts/subsidies.ts';
import {
  dutchToday,
  matchSubsidies,
  Q,
  questionnaireIn,
  storedResponses,
  validateResponses,
} from '../../../domain/subsidies/index.ts';
import { searchMunicipalities } from '../../../domain/subsidies/municipality-search.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { insertAnalysis, latestResults } from './store.ts';

/** Routes of subsidies: the questionnaire, the analysis and the stored results. */
export async function subsidyRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  /** Municipalities by official name or common alias (Den Haag → 's-Gravenhage), for question 4. */
  route(app, {
    method: 'GET',
    url: '/subsidies/municipalities',
    operationId: 'searchMunicipalities',
    summary: 'Gemeenten zoeken (ook op gangbare namen)',
    tag: 'subsidies',
    access: 'public',
    query: municipalityQuery,
    response: { 200: page(municipality) },
    headers: ['Link'],
    handler: (request, reply) =>
      pageInMemory(request, reply, searchMunicipalities(request.query.q ?? ''), (r) => r.code),
  });

  /**
   * The questions (without the retired ones) in the request's language; a signed-in user's birth date from the profile is
   * the prefill of question 1.
   */
  route(app, {
    method: 'GET',
    url: '/subsidies/questionnaire',
    operationId: 'getSubsidyQuestionnaire',
    summary: 'Vragenlijst subsidiecheck (de standaardpagina bevat alle vragen)',
    tag: 'subsidies',
    access: 'public',
    query: pageQuery,
    response: { 200: page(questionnaireQuestion) },
    headers: ['Link'],
    handler: (request, reply) => {
      const questions = questionnaireIn(requestLanguage(request));
      const birth = request.user?.dateOfBirth?.slice(0, 10);
      if (birth) questions[Q.birthDate - 1].prefill = birth;
      return pageInMemory(request, reply, questions);
    },
  });

  /**
   * Validates the answers (spec §5), matches them on today's date, stores them with a Dutch snapshot
   * of the result and returns the result in the request's language.
   */
  route(app, {
    method: 'POST',
    url: '/subsidies/submit',
    operationId: 'submitSubsidyCheck',
    summary: 'Subsidieanalyse uitvoeren en bewaren',
    tag: 'subsidies',
    access: 'signedIn',
    body: subsidySubmitBody,
    response: { 200: subsidyResultSchema },
    // Stores an analysis: a retry with the same Idempotency-Key gets the first one.
    idempotent: true,
    handler: async (request) => {
      const user = request.user;
      const body = request.body;
      const today = dutchToday();
      const checked = validateResponses(body.responses, today);
      if (!checked.ok)
        throw fail(SUBSIDY_PROBLEMS['subsidy_check.invalid_answers'], { reason: checked.message });
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
    method: 'GET',
    url: '/user/subsidy-results',
    operationId: 'getOwnSubsidyResults',
    summary: 'Mijn laatste subsidieanalyse',
    tag: 'subsidies',
    access: 'signedIn',
    response: { 200: storedSubsidyResultsSchema },
    handler: (request) => latestResults(k, request.user.id, requestLanguage(request)),
  });
}
