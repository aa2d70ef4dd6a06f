import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A real app process (src/server/main.ts) for crash and multi-process checks. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * What a server process runs: the sources through tsx, or, when `SERVER_BUNDLE` names it, the
 * production bundle that the same `npm test` run has just built (scripts/test.sh sets it only then):
 * the same code without tsx compiling it again in every process (about 3 s of CPU each).
 */
const entry = () =>
  process.env.SERVER_BUNDLE ? [process.env.SERVER_BUNDLE] : ['--import', 'tsx', 'src/server/main.ts'];

export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, entry(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_LOG_N: '10',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${out.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/api/user`);
      if (res.status === 401) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${out.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    child,
    output: () => out,
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * A fresh PostgreSQL database next to the one in `url`; returns its URL and a drop function. With
 * `template` (a database the run's global setup migrated and seeded) it starts as a copy of it, so
 * the servers started on it need not migrate and seed again (CI time).
 */
export async function freshPostgresDatabase(url: string, prefix: string, template?: string) {
  const pg = (await import('pg')).default;
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
