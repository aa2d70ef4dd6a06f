import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

const clients = new Map<string, Redis>();

/** One Redis connection per URL for the process (the rate limit's shared counters). */
export function sharedRedis(url: string): Redis {
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    client.on('error', () => {});
    clients.set(url, client);
  }
  return client;
}

export async function closeRedis() {
  await Promise.all([...clients.values()].map((c) => c.quit().catch(() => {})));
  clients.clear();
}

/**
 * The prefix of a platform's keys in a Redis it may share with others: named after its database, so
 * two platforms (or a test server and the e2e server) on one Redis never count each other's requests.
 * A hash, so no database password ends up in a key name.
 */
export function redisNameSpace(databaseUrl: string): string {
  return `skills-rl:${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16)}:`;
}
