import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { FIELD_MESSAGES } from '../../contracts/messages/common.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import type { AppContext } from '../context.ts';
import { pendingMigrations } from '../db/migrations/index.ts';
import { pingDatabase } from '../db/ping.ts';

/** Extra gauges other parts register (e.g. the job queue's length), read at each scrape. */
export type GaugeReader = () => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process starts to shut down: /readyz answers 503 from then on. */
    readiness: { shuttingDown: boolean };
  }
}

/**
 * Operations endpoints outside /api: no rate limit, no request log lines.
 * - GET /healthz: the process is up.
 * - GET /readyz: the database answers and every migration has run; 503 otherwise or while shutting down.
 * - GET /metrics: Prometheus text format, only when METRICS_TOKEN is set, with `Authorization: Bearer`.
 */
export async function registerOperations(
  app: FastifyInstance,
  ctx: AppContext,
  gauges: Record<string, { help: string; read: GaugeReader }> = {},
) {
  app.decorate('readiness', { shuttingDown: false });
  const quiet = { logLevel: 'silent' as const };

  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  let migrationsChecked = false;
  app.get('/readyz', quiet, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.readiness.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await pingDatabase(ctx.db);
      // Migrations only change with a deploy: once current, a process stays current.
      if (!migrationsChecked) {
        const pending = await pendingMigrations(ctx.db);
        if (pending.length > 0) return reply.status(503).send({ status: 'migrations-pending', pending });
        migrationsChecked = true;
      }
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database-unreachable' });
    }
  });

  const token = ctx.config.metricsToken;
  if (!token) {
    // Off: a plain 404 (not the web app's page), so a scraper sees at once that it is not enabled.
    app.get('/metrics', quiet, async (_request, reply) =>
      reply.status(404).send({ message: HTTP_PROBLEMS['resource.not_found'].nl }),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const pool = ctx.db.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  for (const [name, g] of Object.entries(gauges)) {
    new Gauge({
      name,
      help: g.help,
      registers: [registry],
      async collect() {
        this.set(await g.read());
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and queries would make unbounded label sets.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', quiet, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: FIELD_MESSAGES['field.token_required']() });
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
