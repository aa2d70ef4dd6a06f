import type { Kysely } from 'kysely';
import { nowIso } from './db/connect.ts';
import type { Database } from './db/schema.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** Writes one audit row (who, what, whom, from/to, when). Call it in the same transaction as the change. */
export async function recordAudit(db: Kysely<Database>, e: AuditEntry): Promise<void> {
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
