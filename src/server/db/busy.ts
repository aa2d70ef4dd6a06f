/**
 * The error codes of a database that could not get a lock in time, on either engine: SQLite's busy
 * and locked results (better-sqlite3's `code`), PostgreSQL's serialization failure, deadlock and
 * lock-not-available (SQLSTATE). The failing statement (and on PostgreSQL its transaction) wrote
 * nothing; the same request may succeed a moment later.
 */
const BUSY = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  'SQLITE_LOCKED_SHAREDCACHE',
  '40001',
  '40P01',
  '55P03',
]);

export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BUSY.has(code);
}
