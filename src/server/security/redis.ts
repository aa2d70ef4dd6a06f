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
