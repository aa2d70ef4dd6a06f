import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VersionedTable } from '../db/row-version.ts';
import type { KyselyDb } from '../db/schema.ts';
import { answerWithEtag } from './if-match.ts';

/**
 * `Location` and `ETag` on writes (issue 50, decisions 471 and 490). A 201 names what it made in
 * `Location` (the path of its GET, relative to the host) and, where that GET sends an ETag, carries
 * the tag of the row's stored version (`"<version>-<hash of this answer>"`, http/if-match.ts): its
 * version part is the GET's, so If-Match with it passes on the next write. No GET is run for it.
 */

/** The created resource's versioned row, for its ETag. */
interface Versioned {
  db: KyselyDb;
  table: VersionedTable;
  key: string | number;
}

/**
 * In a 201 handler: `Location: <path>` (the created resource's GET, `/api/…`), and the ETag of its
 * stored version when `etag` names its row (the route declares `headers: ['Location', 'ETag']`).
 */
export function located(request: FastifyRequest, reply: FastifyReply, path: string, etag?: Versioned): void {
  reply.header('Location', path);
  if (etag) answerWithEtag(request, etag.db, etag.table, etag.key);
}
