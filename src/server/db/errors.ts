/** Recognises constraint violations of both engines (pg error codes, better-sqlite3 codes and messages). */
interface DbError {
  code?: string;
  message?: string;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as DbError;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint/i.test(e?.message ?? '')
  );
}

/** A row referred to was deleted in the meantime (a like or comment on a post being deleted). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as DbError;
  return (
    e?.code === '23503' ||
    e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint/i.test(e?.message ?? '')
  );
}
