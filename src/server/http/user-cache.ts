/**
 * Per-user answers kept for one data version (issue 27): the scan result and the recent activity
 * were computed again on every request. The caller reads the user's version from the database on
 * every request (one cheap indexed statement), so a write in any process is seen at the next
 * request in every process: no invalidation messages are needed between processes. An entry also
 * ends after `maxAgeMs`, which bounds what a version cannot see (a course renamed, say). Bounded in
 * entries, least recently used out first (a Map keeps insertion order).
 */
export class PerUserCache<T> {
  private readonly entries = new Map<string, { version: string; value: T; at: number }>();
  private readonly computing = new Map<string, Promise<T>>();
  /** Counters for tests and /metrics-style inspection. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = 5_000,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** The value for `key` at `version`: kept, being computed by another request, or computed now. */
  async get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.at < this.maxAgeMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
      return hit.value;
    }
    const flightKey = `${key}\u0000${version}`;
    const flying = this.computing.get(flightKey);
    if (flying) return flying;
    this.misses++;
    const flight = compute()
      .then((value) => {
        this.entries.delete(key);
        this.entries.set(key, { version, value, at: now });
        while (this.entries.size > this.maxEntries) {
          this.entries.delete(this.entries.keys().next().value as string);
        }
        return value;
      })
      .finally(() => this.computing.delete(flightKey));
    this.computing.set(flightKey, flight);
    return flight;
  }
}
