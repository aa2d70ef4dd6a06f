import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CursorKey } from '../../../contracts/common.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb, OoapiRunsTable } from '../../db/schema.ts';
import { appSecret } from '../../security/secrets.ts';

/** The key of the source tokens: a random app secret, made on first use (AES-256-GCM). */
const tokenKey = (db: KyselyDb) => appSecret(db, 'ooapi-source-token');

async function encrypt(db: KyselyDb, token: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await tokenKey(db), iv);
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

async function decrypt(db: KyselyDb, stored: string): Promise<string> {
  const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', await tokenKey(db), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

export async function getSource(db: KyselyDb, instituteId: string) {
  const row = await db
    .selectFrom('ooapiSources')
    .selectAll()
    .where('instituteId', '=', instituteId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    baseUrl: row.baseUrl,
    organisationId: row.organisationId,
    hasToken: row.tokenCipher !== null,
    token: async () => (row.tokenCipher ? decrypt(db, row.tokenCipher) : null),
  };
}

/** Saves the source; `token` undefined keeps the stored one, null or '' removes it. */
export async function putSource(
  db: KyselyDb,
  instituteId: string,
  input: { baseUrl: string; organisationId: string | null; token?: string | null },
) {
  const now = nowIso();
  const tokenCipher =
    input.token === undefined ? undefined : input.token ? await encrypt(db, input.token) : null;
  const set = {
    baseUrl: input.baseUrl,
    organisationId: input.organisationId,
    ...(tokenCipher !== undefined ? { tokenCipher } : {}),
    updatedAt: now,
  };
  await db
    .insertInto('ooapiSources')
    .values({ instituteId, tokenCipher: tokenCipher ?? null, createdAt: now, ...set })
    .onConflict((oc) => oc.column('instituteId').doUpdateSet(set))
    .execute();
}

export const instituteIdsWithSource = async (db: KyselyDb) =>
  (await db.selectFrom('ooapiSources').select('instituteId').execute()).map((r) => r.instituteId);

export async function linksOf(db: KyselyDb, instituteId: string, kind: 'course' | 'offering') {
  const rows = await db
    .selectFrom('ooapiLinks')
    .select(['sourceId', 'localId'])
    .where('instituteId', '=', instituteId)
    .where('kind', '=', kind)
    .execute();
  return new Map(rows.map((r) => [r.sourceId, Number(r.localId)]));
}

export async function addLink(
  db: KyselyDb,
  instituteId: string,
  kind: 'course' | 'offering',
  sourceId: string,
  localId: number,
) {
  await db
    .insertInto('ooapiLinks')
    .values({ instituteId, kind, sourceId, localId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['instituteId', 'kind', 'sourceId']).doUpdateSet({ localId }))
    .execute();
}

export async function removeLink(
  db: KyselyDb,
  instituteId: string,
  kind: 'course' | 'offering',
  sourceId: string,
) {
  await db
    .deleteFrom('ooapiLinks')
    .where('instituteId', '=', instituteId)
    .where('kind', '=', kind)
    .where('sourceId', '=', sourceId)
    .execute();
}

/** What a run skipped and why, and its notes (JSON in `ooapi_runs.details`; older runs have none). */
export interface RunDetails {
  skippedItems: { sourceId: string; title: string; reason: string }[];
  notes: { sourceId: string; title: string; note: string }[];
}

function detailsOf(json: string | null): RunDetails {
  try {
    const v = JSON.parse(json ?? 'null') as Partial<RunDetails> | null;
    return { skippedItems: v?.skippedItems ?? [], notes: v?.notes ?? [] };
  } catch {
    return { skippedItems: [], notes: [] };
  }
}

export async function recordRun(db: KyselyDb, run: Omit<OoapiRunsTable, 'id'>) {
  await db.insertInto('ooapiRuns').values(run).execute();
}

/** A page of the institute's import history, newest first (keyset on start time and id). */
export async function listRuns(
  db: KyselyDb,
  instituteId: string,
  page: { after?: CursorKey; limit: number },
) {
  const rows = await keyset(
    db.selectFrom('ooapiRuns').selectAll().where('instituteId', '=', instituteId),
    [
      ['startedAt', 'desc'],
      ['id', 'desc'],
    ],
    page.after,
    page.limit,
  ).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    trigger: r.trigger,
    status: r.status,
    created: Number(r.created),
    updated: Number(r.updated),
    archived: Number(r.archived),
    skipped: Number(r.skipped),
    error: r.error,
    ...detailsOf(r.details),
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
  }));
}
