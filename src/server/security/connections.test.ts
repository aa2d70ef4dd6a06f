import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrations/index.ts';
import { createTestEnv, onTestClock } from '../test/harness.ts';

/** Real sockets (timeouts, connection cap, broken bodies) on a listening app with SQLite in memory. */
describe('connections', () => {
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  const logs: string[] = [];
  afterEach(async () => {
    await app?.close();
    await db?.close();
    logs.length = 0;
  });

  async function start(overrides: Partial<ReturnType<typeof loadConfig>> = {}) {
    db = connect(':memory:');
    await migrate(db);
    const config = { ...loadConfig({}), webDir: '/nonexistent', ...overrides };
    app = await buildApp({ db, config }, { logger: true, logStream: { write: (l) => logs.push(l) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as net.AddressInfo).port;
  }

  const open = (port: number) =>
    new Promise<net.Socket>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s));
      s.on('error', () => {});
    });
  const closed = (s: net.Socket, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (s.destroyed) return resolve(true);
      const t = setTimeout(() => resolve(false), ms);
      const done = () => {
        clearTimeout(t);
        resolve(true);
      };
      s.on('end', done);
      s.on('close', done);
    });

  it('drops a client that sends its headers too slowly', async () => {
    const port = await start({ headersTimeoutMs: 1000, requestTimeoutMs: 2000 });
    const slow = await open(port);
    let answer = '';
    slow.on('data', (d) => {
      answer += String(d);
    });
    slow.write('GET /api/courses HTTP/1.1\r\nHost: x\r\n');
    expect(await closed(slow, 4000)).toBe(true);
    expect(answer).toMatch(/^HTTP\/1.1 408/);
  });

  it('caps connections per address and lets a freed slot in again', async () => {
    const port = await start({ maxConnections: 100, maxConnectionsPerIp: 3 });
    const held = [await open(port), await open(port), await open(port)];
    const extra = await open(port);
    expect(await closed(extra, 2000)).toBe(true);
    for (const s of held) expect(s.destroyed).toBe(false);
    held[0].destroy();
    await new Promise((r) => setTimeout(r, 200));
    const again = await open(port);
    expect(await closed(again, 500)).toBe(false);
    again.destroy();
    for (const s of held) s.destroy();
  });

  it('closes idle keep-alive sockets early near MAX_CONNECTIONS', async () => {
    const port = await start({ maxConnections: 10, maxConnectionsPerIp: 100 });
    // Five clients that made a request and keep their connection open, idle.
    const idle = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const s = await open(port);
        await new Promise<void>((resolve) => {
          s.once('data', () => resolve());
          s.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
        });
        return s;
      }),
    );
    await new Promise((r) => setTimeout(r, 100));
    for (const s of idle) expect(s.destroyed).toBe(false);
    // New clients push the count to 80 % of the cap: the idle ones make room.
    const fresh = await Promise.all(Array.from({ length: 3 }, () => open(port)));
    for (const s of idle) expect(await closed(s, 2000)).toBe(true);
    for (const s of fresh) s.destroy();
  });

  it('caps open connections and keeps answering once they are gone', async () => {
    const port = await start({ maxConnections: 3 });
    const held = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    expect(await closed(extra, 1500)).toBe(true);
    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`http://127.0.0.1:${port}/api/user`);
    expect(res.status).toBe(401);
  });

  it('handles a malformed chunked body from a client that hangs up without a stack trace', async () => {
    const port = await start();
    const raw =
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n';
    await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<void>((resolve) => {
            const s = net.connect(port, '127.0.0.1', () =>
              s.write(raw, () =>
                setImmediate(() => {
                  s.resetAndDestroy();
                  resolve();
                }),
              ),
            );
            s.on('error', () => resolve());
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    const errors = logs.filter((l) => /"level":(50|60)/.test(l));
    expect(errors).toEqual([]);
    const ok = await fetch(`http://127.0.0.1:${port}/api/user`);
    expect(ok.status).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const login = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'talent@example.nl', password: 'fout' },
    });

  it('ignores X-Forwarded-For from an untrusted peer, so spoofing does not dodge the throttle', async () => {
    const env = await createTestEnv('sqlite', {
      seed: true,
      config: { loginMaxFailures: 2, trustProxy: false },
    });
    // The test's clock: the throttle's delay never passes between two attempts, however slow.
    try {
      await onTestClock(async () => {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++)
          codes.push((await login(env.app, '10.5.5.5', `203.0.113.${i}`)).statusCode);
        expect(codes).toEqual([401, 401, 429, 429]);
      });
    } finally {
      await env.close();
    }
  });

  it('takes the client address from a listed proxy only', async () => {
    const env = await createTestEnv('sqlite', {
      seed: true,
      config: { loginMaxFailures: 2, trustProxy: ['10.0.0.1'] },
    });
    // The test's clock: the throttle's delay never passes between two attempts, however slow.
    try {
      await onTestClock(async () => {
        // Via the trusted proxy each client counts on its own …
        for (let i = 0; i < 4; i++)
          expect((await login(env.app, '10.0.0.1', `203.0.113.${i}`)).statusCode).toBe(401);
        // … while a peer not on the list cannot pick its address.
        const codes: number[] = [];
        for (let i = 0; i < 3; i++)
          codes.push((await login(env.app, '10.0.0.2', `198.51.100.${i}`)).statusCode);
        expect(codes).toEqual([401, 401, 429]);
      });
    } finally {
      await env.close();
    }
  });

  it('trusts exactly the given number of hops', async () => {
    const env = await createTestEnv('sqlite', { seed: true, config: { trustProxy: 1 } });
    try {
      const codes: number[] = [];
      // One hop trusted: the client is the last X-Forwarded-For entry, not the spoofed first one.
      for (let i = 0; i < 7; i++) {
        codes.push((await login(env.app, '10.0.0.1', `6.6.6.${i}, 192.0.2.7`)).statusCode);
      }
      expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    } finally {
      await env.close();
    }
  });
});
