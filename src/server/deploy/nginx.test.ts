import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, freshPostgresDatabase, type ServerProcess, startServer } from '../test/spawn-server.ts';

/**
 * deploy/nginx.conf, as docs/deploy.md tells an operator to run it: nginx from Debian's package with
 * TLS in front of two app processes on one PostgreSQL (and Redis when REDIS_URL is set), TRUST_PROXY=1.
 * A short smoke journey goes through it. Needs TEST_DATABASE_URL and nginx.
 */
const base = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const hasNginx = fs.existsSync('/usr/sbin/nginx');

describe.skipIf(!base || !hasNginx)('nginx in front of two app processes', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: ChildProcess;
  let port = 0;
  let drop = async () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-smoke-'));
  // nginx's workers drop root: they must be able to read the static files.
  fs.chmodSync(dir, 0o755);

  beforeAll(async () => {
    const db = await freshPostgresDatabase(base as string, 'nginx', inject('testTemplates').pgSeeded);
    drop = db.drop;
    const env = {
      DATABASE_URL: db.url,
      SEED_DEMO: 'true',
      TRUST_PROXY: '1',
      API_RATE_LIMIT: '60',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    // Both start at once on the seeded copy (nothing left to migrate or seed).
    [a, b] = await Promise.all([startServer(env, 120_000), startServer(env, 120_000)]);

    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    fs.mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'web/assets/app-abc123.js'), 'console.log(1)');

    port = await freePort();
    const plain = await freePort();
    const conf = fs
      .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace('127.0.0.1:3001', `127.0.0.1:${a.port}`)
      .replace('127.0.0.1:3002', `127.0.0.1:${b.port}`)
      .replace('listen 80;', `listen 127.0.0.1:${plain};`)
      .replace('listen 443 ssl', `listen 127.0.0.1:${port} ssl`)
      .replace('/etc/ssl/skills/fullchain.pem', path.join(dir, 'cert.pem'))
      .replace('/etc/ssl/skills/privkey.pem', path.join(dir, 'key.pem'))
      .replace('/srv/skills/dist/web', path.join(dir, 'web'))
      .replace('/run/skills-nginx.pid', path.join(dir, 'nginx.pid'))
      .replace('/var/log/nginx/skills-error.log', path.join(dir, 'error.log'))
      .replace('/var/log/nginx/skills-access.log', path.join(dir, 'access.log'))
      .replace('worker_processes auto;', 'worker_processes 1;');
    for (const example of [
      '127.0.0.1:3001',
      '127.0.0.1:3002',
      '/srv/skills',
      '/etc/ssl/skills',
      'listen 80;',
      'listen 443',
    ])
      expect(conf, `example value ${example} left in the tested config`).not.toContain(example);
    fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
    nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 300_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await a?.kill();
    await b?.kill();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  interface Answer {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }
  const call = (
    method: string,
    url: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const origin = `https://127.0.0.1:${port}`;
      const req = https.request(
        `${origin}${url}`,
        {
          method,
          rejectUnauthorized: false,
          headers: {
            ...(opts.body ? { 'content-type': 'application/json', origin } : {}),
            ...opts.headers,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      if (opts.body) req.write(JSON.stringify(opts.body));
      req.end();
    });

  it('serves a smoke journey over TLS: health, cached assets, sign in, catalogue, enrol', async () => {
    expect((await call('GET', '/healthz')).status).toBe(200);
    const asset = await call('GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call('GET', '/metrics')).status).toBe(404);

    const login = await call('POST', '/api/login', {
      body: { email: 'talent@example.nl', password: 'Welkom2026!' },
    });
    expect(login.status, login.body).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const me = await call('GET', '/api/user', { headers: { cookie } });
    expect(JSON.parse(me.body).email).toBe('talent@example.nl');

    const list = await call('GET', '/api/courses?limit=50');
    expect(list.status).toBe(200);
    const mine = (
      JSON.parse((await call('GET', '/api/user/enrollments', { headers: { cookie } })).body) as {
        items: { courseId: number }[];
      }
    ).items;
    const course = (JSON.parse(list.body) as { items: { id: number }[] }).items.find(
      (c) => !mine.some((e) => e.courseId === c.id),
    );
    expect(course).toBeDefined();
    const origin = `https://127.0.0.1:${port}`;
    const enrol = await call('POST', `/api/courses/${course?.id}/enroll`, { headers: { cookie, origin } });
    expect(enrol.status, enrol.body).toBeLessThan(300);
  });

  it('keeps serving when one process goes away', async () => {
    await a.kill();
    for (let i = 0; i < 4; i++) expect((await call('GET', '/api/courses?limit=1')).status).toBe(200);
  });

  it('sets X-Forwarded-For itself: a client cannot escape the per-address limit by sending its own', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await call('GET', '/api/courses?limit=1', {
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(res.status);
    }
    expect(codes).toContain(429);
  });
});
