/**
 * Starts bench/server.ts in child processes and reads their peak memory (Linux /proc). The server
 * runs as production does (decision 156): bundled by scripts/build-server.ts, plain Node, no tsx.
 * CPU pinning (decision 160): with `taskset` and at least two cores, a server can be started on
 * its own core and the benchmark process (autocannon) kept on another.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  base: string;
  pid: number;
  /** Peak resident set size so far, in MB (VmHWM), or NaN where /proc is missing. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

const root = path.join(import.meta.dirname, '..');
const serverScript = path.join(root, 'dist/server/bench-server.mjs');
let built = false;

/** The cores to pin to: server on the last core, the benchmark process on the others. */
export interface Pinning {
  server: string;
  client: string;
}

/**
 * The pinning this machine allows, or null (and why): taskset missing (not Linux, util-linux not
 * installed), fewer than two cores, or not asked for (`--pin`).
 */
export function availablePinning(wanted: boolean): { pinning: Pinning | null; why: string } {
  if (!wanted) return { pinning: null, why: 'off (--pin turns it on)' };
  const cores = os.availableParallelism();
  if (cores < 2) return { pinning: null, why: `${cores} core: nothing to separate` };
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return { pinning: null, why: 'taskset is not available' };
  }
  const last = cores - 1;
  return {
    pinning: { server: String(last), client: last === 1 ? '0' : `0-${last - 1}` },
    why: `server on core ${last}, autocannon on core(s) ${last === 1 ? '0' : `0-${last - 1}`}`,
  };
}

/**
 * Moves every thread of this process (the benchmark: autocannon, its parser, libuv's pool) to
 * `cpus` ("0", "0-2", or null for every core). Returns false when taskset failed.
 */
export function pinSelf(cpus: string | null): boolean {
  const all = `0-${os.availableParallelism() - 1}`;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus ?? all, String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `bench-server.mjs <args>`; with `cpus` the whole process (every thread) runs on those cores.
 * `script` runs another build's bench server (bench/against.ts builds it) instead of this one's.
 */
export function startServer(
  args: string[],
  opts: { cpus?: string | null; env?: Record<string, string>; script?: string } = {},
): Promise<BenchServer> {
  if (!built && !opts.script) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    built = true;
  }
  const command = opts.cpus ? 'taskset' : process.execPath;
  const argv = [opts.script ?? serverScript, ...args];
  const child: ChildProcess = spawn(
    command,
    opts.cpus ? ['-c', opts.cpus, process.execPath, ...argv] : argv,
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...opts.env },
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}): ${out}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT (\d+)/.exec(out);
      if (!m) return;
      child.removeAllListeners('exit');
      resolve({
        base: `http://127.0.0.1:${m[1]}`,
        pid: child.pid as number,
        peakRssMb: () => {
          try {
            const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
            return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
          } catch {
            return Number.NaN;
          }
        },
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
