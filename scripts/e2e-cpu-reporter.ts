/**
 * A Playwright reporter that writes the CPU seconds each end-to-end test cost its worker: the
 * worker process and everything under it (its Chromium browser, renderers, GPU and network
 * processes), read from /proc when the test begins and ends. Loaded only with
 * `E2E_CPU_LOG=<file>` (playwright.config.ts); one tab-separated line per test: CPU seconds, wall
 * seconds, file, title. The app server's share is not in it (it serves every worker at once).
 * Decision 526.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime + cutime + cstime: its own time and that of the children it has reaped. */
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(fields[i]);
    return { ppid: n(1), ticks: n(11) + n(12) + n(13) + n(14) };
  } catch {
    return null;
  }
}

function workerIndexOf(pid: number): string | null {
  try {
    const env = readFileSync(`/proc/${pid}/environ`, 'utf8');
    const hit = env.split('\0').find((e) => e.startsWith('TEST_WORKER_INDEX='));
    return hit ? hit.slice('TEST_WORKER_INDEX='.length) : null;
  } catch {
    return null;
  }
}

function processes(): Map<number, ProcStat> {
  const all = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) all.set(pid, stat);
  }
  return all;
}

export default class CpuReporter implements Reporter {
  private readonly file = process.env.E2E_CPU_LOG ?? 'e2e-cpu.tsv';
  private readonly workerPids = new Map<number, number>();
  private readonly started = new Map<string, number>();

  /** CPU ticks of the worker with this index and every process under it. */
  private ticksOf(workerIndex: number): number {
    const all = processes();
    let root = this.workerPids.get(workerIndex);
    if (root === undefined || !all.has(root)) {
      root = [...all.keys()].find((pid) => workerIndexOf(pid) === String(workerIndex));
      if (root === undefined) return 0;
      this.workerPids.set(workerIndex, root);
    }
    const children = new Map<number, number[]>();
    for (const [pid, { ppid }] of all) {
      const list = children.get(ppid);
      if (list) list.push(pid);
      else children.set(ppid, [pid]);
    }
    let ticks = 0;
    const queue = [root];
    for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
      ticks += all.get(pid)?.ticks ?? 0;
      queue.push(...(children.get(pid) ?? []));
    }
    return ticks;
  }

  onTestBegin(test: TestCase, result: TestResult) {
    this.started.set(test.id, this.ticksOf(result.workerIndex));
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const cpu = (this.ticksOf(result.workerIndex) - (this.started.get(test.id) ?? 0)) / TICKS_PER_SECOND;
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const line = [
      cpu.toFixed(2),
      (result.duration / 1000).toFixed(2),
      file,
      test.titlePath().slice(3).join(' › '),
    ];
    appendFileSync(this.file, `${line.join('\t')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
