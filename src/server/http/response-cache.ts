import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, revalidate } from './etag.ts';

/** A finished JSON answer: its body, ETag and the headers that go with it. */
export interface CachedAnswer {
  /** UTF-8 bytes: sent as they are, never encoded again per request. */
  body: Buffer;
  etag: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * Finished answers of one public, shared resource, valid for one data version (decision 155). The
 * caller reads the version from the database on every request, so a write in any process is seen
 * at the next request; when the version moves on, every older answer is dropped. Bounded in
 * entries and bytes, least recently used out first (a Map keeps insertion order).
 */
export class VersionedAnswerCache {
  private version: number | null = null;
  private readonly answers = new Map<string, CachedAnswer>();
  /** Answers being computed, by version and key: concurrent misses of one answer share one query. */
  private readonly computing = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(version: number, key: string): CachedAnswer | undefined {
    if (version !== this.version) return undefined;
    const hit = this.answers.get(key);
    if (hit) {
      this.answers.delete(key);
      this.answers.set(key, hit);
    }
    return hit;
  }

  /**
   * The answer for `key` at `version`: kept, or being computed for another request (it waits for
   * that one), or computed now by `compute`. Without this, a burst of requests for a new search
   * word each ran the same search until the first one had stored it. A failed computation is not
   * kept: each waiting request gets its error, the next one tries again.
   */
  async getOrCompute(
    version: number,
    key: string,
    compute: () => Promise<{ data: unknown; headers: Record<string, string> }>,
  ): Promise<CachedAnswer> {
    const hit = this.get(version, key);
    if (hit) return hit;
    const flightKey = `${version}\u0000${key}`;
    let flight = this.computing.get(flightKey);
    if (!flight) {
      flight = compute()
        .then(({ data, headers }) => this.put(version, key, data, headers))
        .finally(() => this.computing.delete(flightKey));
      this.computing.set(flightKey, flight);
    }
    return flight;
  }

  /** Stores `data` as JSON for `version` (unless a newer version is already cached) and returns it. */
  put(version: number, key: string, data: unknown, headers: Record<string, string>): CachedAnswer {
    const answer = finishedAnswer(data, headers);
    const { body } = answer;
    if (this.version !== null && version < this.version) return answer;
    if (version !== this.version) this.clear(version);
    const old = this.answers.get(key);
    if (old) this.bytes -= old.body.length;
    this.answers.delete(key);
    if (body.length > this.maxBytes) return answer;
    this.answers.set(key, answer);
    this.bytes += body.length;
    for (const [k, a] of this.answers) {
      if (this.answers.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.answers.delete(k);
      this.bytes -= a.body.length;
    }
    return answer;
  }

  get size() {
    return this.answers.size;
  }

  private clear(version: number) {
    this.version = version;
    this.answers.clear();
    this.bytes = 0;
  }
}

/** `data` as a finished JSON answer: its bytes and their ETag. */
export function finishedAnswer(data: unknown, headers: Record<string, string> = {}): CachedAnswer {
  const json = JSON.stringify(data);
  return { body: Buffer.from(json), etag: etagOf(json), headers };
}

/** Sends a finished answer: its headers, and 304 when the client holds it already. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  if (revalidate(request, reply, answer.etag)) return reply.send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
