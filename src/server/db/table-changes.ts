import type SqliteDatabase from 'better-sqlite3';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import pg from 'pg';

/**
 * Which tables changed, for the in-process answer caches (decision 252). A cache subscribes to the
 * tables its answer is made of and drops what it holds when one of them changes:
 *  - writes through this process's Kysely are seen by `ChangeSignalPlugin`, after the statement;
 *  - on PostgreSQL, writes by any process (or by hand) reach every process through LISTEN/NOTIFY:
 *    statement triggers (migration 057) notify at commit, so no cache keeps a row a transaction
 *    elsewhere has changed;
 *  - on SQLite, a commit by another connection (a script beside the server) moves
 *    `PRAGMA data_version`, checked by `sync()` before a cache serves; then every cache is dropped.
 * While changes could be missed (the PostgreSQL listener is down or not yet listening) `sync()`
 * says so and the caches read the database as if they were not there.
 */
export class TableChanges {
  private readonly listeners = new Map<string, Set<() => void>>();
  private live: boolean;
  private check: (() => void) | null = null;

  constructor(live: boolean) {
    this.live = live;
  }

  /** Calls `drop` whenever one of `tables` (SQL names) changes, or anything might have. */
  on(tables: readonly string[], drop: () => void): void {
    for (const table of tables) {
      const set = this.listeners.get(table) ?? new Set();
      set.add(drop);
      this.listeners.set(table, set);
    }
  }

  /** `table` changed; `*`: anything may have changed. */
  emit(table: string): void {
    if (table === '*') {
      const all = new Set<() => void>();
      for (const set of this.listeners.values()) for (const drop of set) all.add(drop);
      for (const drop of all) drop();
      return;
    }
    for (const drop of this.listeners.get(table) ?? []) drop();
  }

  /** Whether a cache may serve now (after the engine's own check for changes it cannot hear). */
  sync(): boolean {
    this.check?.();
    return this.live;
  }

  /** @internal connect(): the SQLite data_version check, or the listener's state. */
  setCheck(check: () => void): void {
    this.check = check;
  }

  /** @internal the PostgreSQL listener: going down drops everything, as does coming back. */
  setLive(live: boolean): void {
    this.live = live;
    this.emit('*');
  }
}

/** The tables a write statement changes (SQL names), or none for a read. */
export function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return node.into ? [tableName(node.into)] : [];
    case 'UpdateQueryNode':
      return node.table ? [tableName(node.table)] : [];
    case 'DeleteQueryNode':
      return node.from.froms.map(tableName);
    case 'RawNode': {
      const text = node.sqlFragments.join(' ');
      const out: string[] = [];
      for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from|truncate)\s+"?(\w+)"?/gi))
        out.push(m[1]);
      return out;
    }
    default:
      return [];
  }
}

function tableName(node: OperationNode): string {
  const n = node as { kind: string; node?: OperationNode; table?: { identifier: { name: string } } };
  if (n.kind === 'AliasNode' && n.node) return tableName(n.node);
  return n.table?.identifier.name ?? '';
}

/**
 * Tells `changes` about the tables each write changed, once the statement has run. Placed after
 * the CamelCasePlugin, so names are the SQL ones.
 */
export class ChangeSignalPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<QueryId, string[]>();

  constructor(private readonly changes: TableChanges) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode') {
      const tables = writtenTables(node);
      if (tables.length > 0) this.pending.set(queryId, tables);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(queryId);
    if (tables) {
      this.pending.delete(queryId);
      for (const table of tables) this.changes.emit(table);
    }
    return result;
  }
}

/**
 * SQLite: another connection's commit (a script beside the server) moves data_version; then every
 * cache is dropped. Read at most every 10 ms: a request reads several kept values, and this is the
 * one production set-up has no other process writing (docs/deploy.md).
 */
export function watchSqliteDataVersion(sqlite: SqliteDatabase.Database, changes: TableChanges): void {
  const statement = sqlite.prepare('PRAGMA data_version').pluck();
  let seen = statement.get();
  let checkedAt = 0;
  changes.setCheck(() => {
    const t = Date.now();
    if (t - checkedAt < 10) return;
    checkedAt = t;
    const now = statement.get();
    if (now !== seen) {
      seen = now;
      changes.emit('*');
    }
  });
}

/** The channel of migration 057's triggers; the payload is `schema.table`. */
export const CHANGE_CHANNEL = 'skills_table_changed';

/**
 * PostgreSQL: one extra connection LISTENs for the triggers' notifications of this database
 * schema. Not live until it listens; when the connection drops, the caches stop serving and it
 * connects again after a second. Returns its stop function.
 */
export function listenForTableChanges(
  url: string,
  schema: string | undefined,
  changes: TableChanges,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const start = async () => {
    const c = new pg.Client({
      connectionString: url,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    client = c;
    const down = () => {
      if (client !== c) return;
      client = null;
      changes.setLive(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(start, 1_000);
    };
    c.on('error', down);
    c.on('end', down);
    try {
      await c.connect();
      const own = ((await c.query('select current_schema() as s')).rows[0] as { s: string }).s;
      c.on('notification', (msg) => {
        const [s, table] = (msg.payload ?? '').split('.');
        if (s === own && table) changes.emit(table);
      });
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client === c && !stopped) changes.setLive(true);
    } catch {
      down();
    }
  };
  void start();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
