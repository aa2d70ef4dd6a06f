import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { describeApi } from '../test/harness.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describeApi(
  'operations endpoints',
  (env) => {
    it('GET /healthz answers 200 without a session, rate limit or cache', async () => {
      const res = await env().app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('GET /readyz is 200 when the database answers and migrations are current, 503 while shutting down', async () => {
      const { app } = env();
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
      app.readiness.shuttingDown = true;
      try {
        const res = await app.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(503);
        expect(res.json().status).toBe('shutting-down');
      } finally {
        app.readiness.shuttingDown = false;
      }
    });

    it('GET /metrics needs the token and reports requests per route pattern, never the raw URL', async () => {
      const { app } = env();
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      await app.inject({ method: 'GET', url: '/api/courses/1' });
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toMatch(
        /http_requests_total\{method="GET",route="\/api\/courses\/:id",status="200"\} 1/,
      );
      expect(res.body).toContain('http_request_duration_seconds_bucket');
      expect(res.body).toContain('nodejs_eventloop_lag_seconds');
      expect(res.body).toMatch(/job_queue_length \d+/);
      if (env().engine === 'postgres') expect(res.body).toContain('db_pool_connections{state="total"}');
    });
  },
  { seed: true, config: { metricsToken: TOKEN } },
);

describeApi(
  'operations endpoints without METRICS_TOKEN',
  (env) => {
    it('GET /metrics does not exist', async () => {
      const res = await env().app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    });
  },
  { seed: false },
);

describeApi(
  'operations endpoints stay out of the request log and the rate limit',
  (env) => {
    it('logs one line per API request and none for /healthz, /readyz', async () => {
      const { db, config } = env();
      const lines: string[] = [];
      const app = await buildApp(
        { db, config: { ...config, logLevel: 'info', apiRateLimit: 3 } },
        { logger: true, logStream: { write: (line) => lines.push(line) } },
      );
      try {
        for (let i = 0; i < 10; i++) {
          expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
          expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        }
        await app.inject({ url: '/api/user' });
        const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
        expect(requests.map((l) => l.req.url)).toEqual(['/api/user']);
      } finally {
        await app.close();
      }
    });
  },
  { seed: false },
);
