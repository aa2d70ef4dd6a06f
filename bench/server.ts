/**
 * One server process for the benchmark, so autocannon never shares an event loop with it:
 *   tsx bench/server.ts app <DATABASE_URL>   the real app (buildApp) on that database
 *   tsx bench/server.ts bare                 a bare Fastify JSON route (the yardstick)
 * Listens on a free port of 127.0.0.1 and prints `PORT <n>`; stops on SIGTERM.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import { connect, isPostgresUrl } from '../src/server/db/connect.ts';

const [mode, url] = process.argv.slice(2);
let close = async () => {};
let app: Awaited<ReturnType<typeof buildApp>>;
if (mode === 'bare') {
  app = Fastify();
  app.get('/bare', async () => ({ hello: 'world' }));
} else {
  const db = connect(url);
  // On PostgreSQL the rate limit's shared counters live in Redis by default (BENCH_REDIS_URL=none:
  // in the database); either way they are sent in batches, not per request (decision 092).
  const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const env = isPostgresUrl(url) && redis !== 'none' ? { REDIS_URL: redis } : {};
  const config: Config = {
    ...loadConfig(env),
    webDir: '/nonexistent',
    apiRateLimit: 100_000_000,
    authRateLimit: 100_000_000,
    // The load generator is one address with 50+ connections; the per-address cap would reset
    // them. Real users come from many addresses.
    maxConnectionsPerIp: 1_000_000,
    // The same for the sign-in throttle's per-address count: bench:users signs in 500 users from
    // one address at once (each attempt is reserved before its password check).
    loginIpMaxFailures: 1_000_000,
    logLevel: 'warn',
  };
  app = await buildApp({ db, config });
  close = () => db.close();
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
