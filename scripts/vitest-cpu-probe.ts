import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * Per-file CPU of the server tests (decision 520): with `VITEST_CPU_LOG=<file>` vitest.config.ts
 * adds this setup file, which appends one line per test file: CPU seconds of the worker (user +
 * system) from the file's first hook to its last, wall seconds, the worker's pid and the file.
 * Not counted: the module imports before the first hook, processes a test spawns, PostgreSQL's
 * own processes. `sort -rn <file> | head` lists the most expensive files.
 */
const log = process.env.VITEST_CPU_LOG as string;
let cpu = process.cpuUsage();
let wall = performance.now();
beforeAll(() => {
  cpu = process.cpuUsage();
  wall = performance.now();
});
afterAll(() => {
  const used = process.cpuUsage(cpu);
  const file = path.relative(process.cwd(), expect.getState().testPath ?? '?');
  const seconds = (used.user + used.system) / 1e6;
  appendFileSync(
    log,
    `${seconds.toFixed(2)}\t${((performance.now() - wall) / 1000).toFixed(2)}\t${process.pid}\t${file}\n`,
  );
});
