import type { FastifyInstance } from 'fastify';
import { scanDraftAnswerBody, scanDraftParams } from '../../../contracts/scan.ts';
import { requirePermission } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { clearDraft, findDraft, saveDraftAnswer } from './store.ts';

const tags = ['scan'];

/**
 * The scan in progress (issue 25): each answer is saved as it is given, so a reload or another
 * device resumes at the first unanswered question. The result is computed once, at submission
 * (POST /api/enhanced-assessment/submit), which also clears these answers.
 */
export async function scanDraftRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.get(
    '/user/scan-draft',
    {
      config: {
        doc: { summary: 'Antwoorden van de scan die loopt', tags, access: 'assessment.take' },
      },
    },
    async (request) => findDraft(k, requirePermission(request, 'assessment.take').id),
  );

  app.put(
    '/user/scan-draft/:question',
    {
      config: {
        doc: {
          summary: 'Eén antwoord van de lopende scan bewaren',
          tags,
          params: scanDraftParams,
          body: scanDraftAnswerBody,
          access: 'assessment.take',
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'assessment.take');
      const { question } = parse(scanDraftParams, request.params);
      const { value } = parse(scanDraftAnswerBody, request.body);
      await saveDraftAnswer(k, user.id, question, value);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/user/scan-draft',
    {
      config: {
        doc: { summary: 'De lopende scan opnieuw beginnen', tags, access: 'assessment.take' },
      },
    },
    async (request, reply) => {
      await clearDraft(k, requirePermission(request, 'assessment.take').id);
      return reply.status(204).send();
    },
  );
}
