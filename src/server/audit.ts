import { sql } from 'kysely';
import type { CursorKey } from '../contracts/common.ts';
import { nowIso } from './db/connect.ts';
import { keyset } from './db/keyset.ts';
import type { KyselyDb } from './db/schema.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** Writes one audit row (who, what, whom, from/to, when). Call it in the same transaction as the change. */
export async function recordAudit(db: KyselyDb, e: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: e.actorId,
      action: e.action,
      targetType: e.targetType,
      targetId: String(e.targetId),
      details: JSON.stringify(e.details ?? {}),
      createdAt: nowIso(),
    })
    .execute();
}

/**
 * A deleted account in the audit trail: the rows stay (what happened, when),
 * but where they named the person by id (target, or inside the details) they now hold `opaqueId`, a
 * random id that links the rows of one deleted person to each other and to nobody. The actor column
 * is cleared by the personal-data list.
 */
export async function pseudonymiseInAudit(
  db: KyselyDb,
  userId: string,
  opaqueId: string,
  names: readonly string[] = [],
) {
  await db.updateTable('auditLog').set({ targetId: opaqueId }).where('targetId', '=', userId).execute();
  // The id, and the person's names (a company name in a subsidy request's details), inside the
  // details' JSON text. Only names that JSON writes as they are, so the text stays valid JSON.
  const replacements: [string, string][] = [
    [userId, opaqueId],
    ...names
      .filter((n) => n.trim().length >= 3 && JSON.stringify(n) === `"${n}"`)
      .map((n): [string, string] => [n, 'een verwijderde gebruiker']),
  ];
  for (const [from, to] of replacements) {
    await db
      .updateTable('auditLog')
      .set({ details: sql<string>`replace(details, ${from}, ${to})` })
      .where(sql<boolean>`details like ${`%${from.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`)
      .execute();
  }
}

/**
 * The newest audit rows, newest first: what the admin's audit view lists (decision 005); with a
 * key (createdAt, id), the rows after it — one page plus one (http/paging.ts).
 */
export const newestAuditRows = (db: KyselyDb, limit: number, after?: CursorKey) =>
  keyset(
    db
      .selectFrom('auditLog')
      .select(['id', 'action', 'actorId', 'targetType', 'targetId', 'details', 'createdAt']),
    [
      ['createdAt', 'desc'],
      ['id', 'desc'],
    ],
    after,
    limit,
  ).execute();
