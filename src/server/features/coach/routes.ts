import type { FastifyInstance } from 'fastify';
import { coachAnswer, coachQuestion } from '../../../contracts/coach.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { ask } from './service.ts';

/** The Coach's one endpoint: a question in, an answer with its sources out (decision 435). */
export async function coachRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/coach/ask',
    operationId: 'askCoach',
    summary: 'Een vraag aan de Coach stellen',
    tag: 'coach',
    access: 'signedIn',
    body: coachQuestion,
    response: { 200: coachAnswer },
    // A question searches the catalogue and runs the matcher: limited apart from the API (COACH_RATE_LIMIT).
    config: { rateLimit: { max: config.coachRateLimit, timeWindow: '1 minute' } },
    handler: async (request) =>
      ask(db, request.user.id, request.body.question, request.body.language ?? requestLanguage(request)),
  });
}
