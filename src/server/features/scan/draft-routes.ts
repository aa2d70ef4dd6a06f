import type { FastifyInstance } from 'fastify';
import { noContent } from '../../../contracts/common.ts';
import { scanDraft, scanDraftAnswerBody, scanDraftParams } from '../../../contracts/scan.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { clearDraft, findDraft, saveDraftAnswer } from './store.ts';

const scan = { tag: 'scan', access: 'assessment.take' } as const;

/**
 * The scan in progress: each answer is saved as it is given, so a reload or another
 * device resumes at the first unanswered question. The result is computed once, at submission
 * (POST /api/enhanced-assessment/submit), which also clears these answers.
 */
export async function scanDraftRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    ...scan,
    method: 'GET',
    url: '/user/scan-draft',
    operationId: 'getOwnScanDraft',
    summary: 'Antwoorden van de scan die loopt',
    response: { 200: scanDraft },
    handler: (request) => findDraft(k, request.user.id),
  });

  route(app, {
    ...scan,
    method: 'PUT',
    url: '/user/scan-draft/:question',
    operationId: 'saveScanDraftAnswer',
    summary: 'Eén antwoord van de lopende scan bewaren',
    params: scanDraftParams,
    body: scanDraftAnswerBody,
    response: { 204: noContent },
    handler: async (request, reply) => {
      await saveDraftAnswer(k, request.user.id, request.params.question, request.body.value);
      return reply.status(204).send();
    },
  });

  route(app, {
    ...scan,
    method: 'DELETE',
    url: '/user/scan-draft',
    operationId: 'clearOwnScanDraft',
    summary: 'De lopende scan opnieuw beginnen',
    response: { 204: noContent },
    handler: async (request, reply) => {
      await clearDraft(k, request.user.id);
      return reply.status(204).send();
    },
  });
}
