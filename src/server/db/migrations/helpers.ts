import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Engine } from '../connect.ts';

/** An auto-incrementing integer primary key on either engine. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
