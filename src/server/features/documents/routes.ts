import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noContent, page, pageQuery } from '../../../contracts/common.ts';
import {
  documentFields,
  documentIdParam,
  documentUpload,
  documentUsage as documentUsageAnswer,
  userDocument,
} from '../../../contracts/documents.ts';
import { DOCUMENT_PROBLEMS } from '../../../contracts/problems/documents.ts';
import {
  DOCUMENT_MAX_BYTES,
  downloadName,
  extensionOf,
  sniffDocumentType,
} from '../../../domain/documents/index.ts';
import type { AppContext } from '../../context.ts';
import { located } from '../../http/created.ts';
import { fail, HttpError, parse } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { binaryBody, route } from '../../http/route.ts';
import { HOUR_MS, takeQuota } from '../../security/quota.ts';
import { documentStorage } from './storage.ts';
import {
  deleteDocumentRow,
  documentUsage,
  findOwnDocument,
  insertDocument,
  listDocuments,
  lockUserDocuments,
} from './store.ts';

/** The multipart body: one file (at most 5 MB, read into memory) and the text fields. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fail(DOCUMENT_PROBLEMS['document.not_multipart']);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw fail(DOCUMENT_PROBLEMS['document.one_file']);
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(DOCUMENT_PROBLEMS['document.too_large']);
    if (code.startsWith('FST_')) throw fail(DOCUMENT_PROBLEMS['document.not_multipart']);
    throw error;
  }
  return { fields, file };
}

/** The caller's own documents (decision 186): upload (multipart), list, download and delete. */
export async function documentRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  const storage = documentStorage(config.uploadDir);
  const limits = config.documentLimits;

  // Multipart only for this route; every other route keeps accepting JSON alone.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 10 },
    });

    route(scope, {
      method: 'POST',
      url: '/user/documents',
      operationId: 'uploadOwnDocument',
      summary: 'Een document toevoegen (multipart: file = PDF, PNG of JPEG tot 5 MB; kind; title)',
      tag: 'documents',
      access: 'certifications.upload',
      multipart: documentUpload,
      bodyLimit: DOCUMENT_MAX_BYTES + 64 * 1024,
      response: { 201: userDocument },
      headers: ['Location', 'Retry-After'],
      handler: async (request, reply) => {
        const userId = request.user.id;
        const { fields, file } = await readUpload(request);
        // The text parts, by the same schema the declaration documents (the file is checked below).
        const meta = parse(documentFields, fields);
        if (!file || file.length === 0) throw fail(DOCUMENT_PROBLEMS['document.no_file']);
        const contentType = sniffDocumentType(file);
        if (!contentType) throw fail(DOCUMENT_PROBLEMS['document.wrong_type']);
        // Per-user limits on a valid upload: uploads per hour (429), then count (409) and total size
        // (413), so a loop cannot fill the upload disk. Only well-formed uploads count against the hour.
        await takeQuota(
          k,
          `document.upload:${userId}`,
          [{ max: limits.uploadsPerHour, windowMs: HOUR_MS }],
          DOCUMENT_PROBLEMS['document.too_many_uploads'],
        );
        if ((await documentUsage(k, userId)).count >= limits.maxCount)
          throw fail(DOCUMENT_PROBLEMS['document.too_many']);
        const storageKey = `${randomBytes(16).toString('hex')}.${extensionOf(contentType)}`;
        await storage.put(storageKey, file);
        try {
          // Count and size checked again in the writing transaction, one upload per user at a time
          // (a per-user advisory lock on PostgreSQL; SQLite runs one transaction at a time).
          const document = await k.transaction().execute(async (trx) => {
            await lockUserDocuments(trx, userId);
            const used = await documentUsage(trx, userId);
            if (used.count >= limits.maxCount) throw fail(DOCUMENT_PROBLEMS['document.too_many']);
            if (used.bytes + file.length > limits.maxTotalBytes)
              throw fail(DOCUMENT_PROBLEMS['document.no_room']);
            return insertDocument(trx, {
              userId,
              kind: meta.kind,
              title: meta.title,
              contentType,
              sizeBytes: file.length,
              storageKey,
            });
          });
          located(request, reply, `/api/user/documents/${document.id}`);
          return reply.status(201).send(document);
        } catch (error) {
          await storage.delete(storageKey);
          throw error;
        }
      },
    });
  });

  route(app, {
    method: 'GET',
    url: '/user/documents/usage',
    operationId: 'getOwnDocumentUsage',
    summary: 'Wat je gebruikt van de documentlimieten (aantal, ruimte, uploads per uur)',
    tag: 'documents',
    access: 'signedIn',
    response: { 200: documentUsageAnswer },
    handler: async (request) => ({
      ...(await documentUsage(k, request.user.id)),
      maxCount: limits.maxCount,
      maxBytes: limits.maxTotalBytes,
      uploadsPerHour: limits.uploadsPerHour,
    }),
  });

  route(app, {
    method: 'GET',
    url: '/user/documents',
    operationId: 'listOwnDocuments',
    summary: 'Eigen documenten, nieuwste eerst',
    tag: 'documents',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(userDocument) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listDocuments(k, request.user.id, { after, limit });
      return finishPage(request, reply, rows, limit, (d) => [d.createdAt, d.id]);
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/documents/:id',
    operationId: 'downloadOwnDocument',
    summary: 'Een eigen document downloaden (als bijlage)',
    tag: 'documents',
    access: 'signedIn',
    params: documentIdParam,
    contentType: ['application/pdf', 'image/png', 'image/jpeg'],
    response: { 200: binaryBody('Het document (PDF, PNG of JPEG; Content-Type zegt welk)') },
    handler: async (request, reply) => {
      const doc = await findOwnDocument(k, request.user.id, request.params.id);
      if (!doc) throw fail(DOCUMENT_PROBLEMS['document.not_found']);
      const bytes = await storage.get(doc.storageKey);
      if (!bytes) throw fail(DOCUMENT_PROBLEMS['document.not_found']);
      return reply
        .type(doc.contentType)
        .header('Content-Disposition', `attachment; filename="${downloadName(doc.title, doc.contentType)}"`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user/documents/:id',
    operationId: 'deleteOwnDocument',
    summary: 'Een eigen document verwijderen',
    tag: 'documents',
    access: 'signedIn',
    params: documentIdParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      const user = request.user;
      const { id } = request.params;
      const doc = await findOwnDocument(k, user.id, id);
      if (!doc || !(await deleteDocumentRow(k, user.id, id)))
        throw fail(DOCUMENT_PROBLEMS['document.not_found']);
      await storage.delete(doc.storageKey);
      return reply.status(204).send();
    },
  });
}
