import { PostgresAdapter, sql } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import type { UserDocument } from '../../../contracts/documents.ts';
import type { DocumentKind, DocumentType } from '../../../domain/documents/index.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';

const PUBLIC = ['id', 'kind', 'title', 'contentType', 'sizeBytes', 'createdAt'] as const;
interface Row {
  id: number;
  kind: string;
  title: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}
const toDocument = (r: Row): UserDocument => ({
  id: Number(r.id),
  kind: r.kind as DocumentKind,
  title: r.title,
  contentType: r.contentType as DocumentType,
  sizeBytes: Number(r.sizeBytes),
  createdAt: r.createdAt,
});

export async function insertDocument(
  db: KyselyDb,
  d: {
    userId: string;
    kind: DocumentKind;
    title: string;
    contentType: DocumentType;
    sizeBytes: number;
    storageKey: string;
  },
): Promise<UserDocument> {
  const row = await db
    .insertInto('userDocuments')
    .values({ ...d, createdAt: nowIso() })
    .returning(PUBLIC)
    .executeTakeFirstOrThrow();
  return toDocument(row);
}

/** A page of the user's documents, newest first, by keyset (`limit` + 1 rows, for `finishPage`). */
export async function listDocuments(
  db: KyselyDb,
  userId: string,
  page: { after: CursorKey | undefined; limit: number },
): Promise<UserDocument[]> {
  const rows = await keyset(
    db.selectFrom('userDocuments').select(PUBLIC).where('userId', '=', userId),
    [
      ['createdAt', 'desc'],
      ['id', 'desc'],
    ],
    page.after,
    page.limit,
  ).execute();
  return rows.map(toDocument);
}

/** The user's own document with its storage key; undefined for someone else's. */
export async function findOwnDocument(db: KyselyDb, userId: string, id: number) {
  const row = await db
    .selectFrom('userDocuments')
    .select([...PUBLIC, 'storageKey'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...toDocument(row), storageKey: row.storageKey } : undefined;
}

export async function deleteDocumentRow(db: KyselyDb, userId: string, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('userDocuments')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function storageKeysOf(db: KyselyDb, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userDocuments')
    .select('storageKey')
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.storageKey);
}

/** How many documents the user has and their total size in bytes. */
export async function documentUsage(db: KyselyDb, userId: string): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('userDocuments')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('sizeBytes').as('bytes')])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), bytes: Number(row.bytes ?? 0) };
}

/**
 * Serialises one user's uploads inside the writing transaction: a per-user advisory lock on
 * PostgreSQL, until commit; SQLite runs one transaction at a time anyway.
 */
export async function lockUserDocuments(trx: KyselyDb, userId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`documents:${userId}`}))`.execute(trx);
}
