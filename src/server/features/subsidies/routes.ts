import type { FastifyInstance } from 'fastify';
import {
  questionnaireSchema,
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
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, parse } from '../../http/errors.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { insertAnalysis, latestResults } from './store.ts';

const TAGS = ['subsidies'];

/** Routes of subsidies (issue 7): the questionnaire, the analysis and the stored results. */
export async function subsidyRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  /**
   * The 15 questions in the request's language; a signed-in user's birth date from the profile is
   * the prefill of question 1.
   */
  app.get(
    '/subsidies/questionnaire',
    {
      config: {
        doc: {
          summary: 'Vragenlijst subsidiecheck',
          tags: TAGS,
          response: questionnaireSchema,
          access: 'public',
        },
      },
    },
    async (request) => {
      const questions = questionnaireIn(requestLanguage(request));
      const birth = request.user?.dateOfBirth?.slice(0, 10);
      if (birth) questions[Q.birthDate - 1].prefill = birth;
      return questions;
    },
  );

  /**
   * Validates the answers (spec §5), matches them on today's date, stores them with a Dutch snapshot
   * of the result and returns the result in the request's language.
   */
  app.post(
    '/subsidies/submit',
    {
      config: {
        doc: {
          summary: 'Subsidieanalyse uitvoeren en bewaren',
          tags: TAGS,
          body: subsidySubmitBody,
          response: subsidyResultSchema,
          access: 'signedIn',
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = parse(subsidySubmitBody, request.body);
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
  );

  app.get(
    '/user/subsidy-results',
    {
      config: {
        doc: {
          summary: 'Mijn laatste subsidieanalyse',
          tags: TAGS,
          response: storedSubsidyResultsSchema,
          access: 'signedIn',
        },
      },
    },
    async (request) => latestResults(k, requireUser(request).id, requestLanguage(request)),
  );
}
