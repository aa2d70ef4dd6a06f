import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from './tables.generated.ts';

/**
 * Table types. Columns are snake_case in SQL and camelCase here (Kysely's CamelCasePlugin).
 * Portable choices so both engines behave the same: timestamps are ISO-8601 UTC text, booleans are
 * integers 0/1, money is integer cents, lists are JSON text. The types are generated from the
 * migrated database (`tables.generated.ts`, `npm run generate`); columns narrower than their SQL
 * type are named in `column-types.ts` (decision 380).
 */
export type * from './tables.generated.ts';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/**
 * The one type of a Kysely handle on this database (issue 52 part 4): the connection's `db.kysely`
 * and a transaction's `trx` alike. Every store, reads file and helper takes this.
 */
export type KyselyDb = Kysely<Database>;
