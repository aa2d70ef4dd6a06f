import type { FastifyInstance } from 'fastify';
import { page, pageQuery } from '../../../contracts/common.ts';
import {
  ooapiImportAnswer,
  ooapiImportQuery,
  ooapiPreview,
  ooapiRun,
  ooapiSourceAnswer,
  ooapiSourceBody,
} from '../../../contracts/ooapi.ts';
import { OOAPI_PROBLEMS } from '../../../contracts/problems/ooapi.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { callerKey, checkIfMatch, versionedEtag } from '../../http/if-match.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { type AssertCourseLimit, previewImport, runImport } from './import.ts';
import { checkBaseUrl, SourceError } from './source-client.ts';
import { getSource, listRuns, putSource } from './source-store.ts';

/** Imports and syncs run one at a time per source: a slow source may not be read twice at once. */
const RATE = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * The institute's own Open Education API as the source of its courses (decision 326): settings,
 * a preview that writes nothing, the import, and the history of runs.
 */
export async function ooapiSourceRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  deps: { assertCourseLimit: AssertCourseLimit },
) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/institute/ooapi-source',
    operationId: 'getOoapiSource',
    summary: 'De eigen OOAPI-bron van het instituut (zonder token)',
    tag: 'institute',
    access: 'courses.manageOwn',
    response: { 200: ooapiSourceAnswer },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'ooapiSources', callerKey),
    handler: async (request) => {
      const s = await getSource(k, request.user.id);
      return {
        source: s ? { baseUrl: s.baseUrl, organisationId: s.organisationId, hasToken: s.hasToken } : null,
      };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/institute/ooapi-source',
    operationId: 'putOoapiSource',
    summary: 'De eigen OOAPI-bron instellen (basis-URL, token, organisatie-id)',
    tag: 'institute',
    access: 'courses.manageOwn',
    body: ooapiSourceBody,
    response: { 200: ooapiSourceAnswer },
    headers: ['ETag'],
    ifMatch: true,
    handler: async (request) => {
      const body = request.body;
      try {
        checkBaseUrl(body.baseUrl, config.ooapiFetch.allowLoopback);
      } catch (err) {
        if (err instanceof SourceError)
          throw fail(OOAPI_PROBLEMS['ooapi.source_invalid'], { reason: err.reason });
        throw err;
      }
      await checkIfMatch(request, k, 'ooapiSources', request.user.id);
      await putSource(k, request.user.id, body);
      const s = await getSource(k, request.user.id);
      return {
        source: s ? { baseUrl: s.baseUrl, organisationId: s.organisationId, hasToken: s.hasToken } : null,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/institute/ooapi-source/preview',
    operationId: 'previewOoapiImport',
    summary: 'Voorbeeld: wat een import zou aanmaken, wijzigen, archiveren en overslaan',
    tag: 'institute',
    access: 'courses.manageOwn',
    response: { 200: ooapiPreview },
    config: RATE,
    handler: (request) => previewImport(k, config, request.user.id, deps.assertCourseLimit, request.log),
  });

  route(app, {
    method: 'POST',
    url: '/institute/ooapi-source/import',
    operationId: 'importFromOoapiSource',
    summary: 'Importeren uit de eigen OOAPI-bron',
    tag: 'institute',
    access: 'courses.manageOwn',
    query: ooapiImportQuery,
    response: { 200: ooapiImportAnswer },
    config: RATE,
    handler: (request) =>
      runImport(k, config, request.user.id, 'manual', deps.assertCourseLimit, {
        confirmArchive: request.query.confirmArchive === 'true',
        log: request.log,
      }),
  });

  route(app, {
    method: 'GET',
    url: '/institute/ooapi-source/runs',
    operationId: 'listOoapiImportRuns',
    summary: 'De geschiedenis van imports en synchronisaties',
    tag: 'institute',
    access: 'courses.manageOwn',
    query: pageQuery,
    response: { 200: page(ooapiRun) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listRuns(k, request.user.id, { after, limit });
      return finishPage(request, reply, rows, limit, (r) => [r.startedAt, r.id]);
    },
  });
}
