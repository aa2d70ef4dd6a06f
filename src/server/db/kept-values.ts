import { tableChangesOf } from './connect.ts';
import type { KyselyDb } from './schema.ts';
import type { TableChanges } from './table-changes.ts';

/**
 * Values read from the database and kept in memory until one of the tables they come from changes
 * (decision 252), at most `maxAgeMs` and `maxEntries` (least recently used out first). While the
 * change signals could miss a change (`sync()` false) every call reads afresh. A value read while a
 * change happened is returned but not kept; concurrent reads of one key share one read.
 */
export class KeptValues<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private readonly reading = new Map<string, Promise<T>>();
  private generation = 0;
  /** Counters for tests and inspection. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly changes: TableChanges | undefined,
    tables: readonly string[],
    private readonly opts: { maxEntries?: number; maxAgeMs?: number } = {},
  ) {
    changes?.on(tables, () => this.drop());
  }

  /** Forgets every value. */
  drop(): void {
    this.entries.clear();
    this.reading.clear();
    this.generation++;
  }

  /** The value of `key`: kept, being read for another caller, or read now (kept when `keep` says so). */
  async get(key: string, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!this.changes?.sync()) {
      this.misses++;
      return read();
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < (this.opts.maxAgeMs ?? 60_000)) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
      return hit.value;
    }
    const flying = this.reading.get(key);
    if (flying) return flying;
    this.misses++;
    const generation = this.generation;
    const flight = read()
      .then((value) => {
        if (this.generation === generation && keep(value)) {
          this.entries.delete(key);
          this.entries.set(key, { value, at: now });
          while (this.entries.size > (this.opts.maxEntries ?? 5_000)) {
            this.entries.delete(this.entries.keys().next().value as string);
          }
        }
        return value;
      })
      .finally(() => {
        if (this.reading.get(key) === flight) this.reading.delete(key);
      });
    this.reading.set(key, flight);
    return flight;
  }
}

/**
 * KeptValues per database handle, for store functions that receive a Kysely instance: inside a
 * transaction (an instance without change signals) every call reads afresh.
 */
export function keptPerDatabase<T>(
  tables: readonly string[],
  opts: { maxEntries?: number; maxAgeMs?: number } = {},
) {
  const byDatabase = new WeakMap<TableChanges, KeptValues<T>>();
  return (db: KyselyDb, key: string, read: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> => {
    const changes = tableChangesOf(db);
    if (!changes) return read();
    let kept = byDatabase.get(changes);
    if (!kept) {
      kept = new KeptValues<T>(changes, tables, opts);
      byDatabase.set(changes, kept);
    }
    return kept.get(key, read, keep);
  };
}
