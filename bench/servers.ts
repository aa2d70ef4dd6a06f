/**
 * Starts bench/server.ts in child processes and reads their peak memory (Linux /proc). The server
 * runs as production does (decision 156): bundled by scripts/build-server.ts, plain Node, no tsx.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
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

export function startServer(...args: string[]): Promise<BenchServer> {
  if (!built) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    built = true;
  }
  const child: ChildProcess = spawn(process.execPath, [serverScript, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
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
