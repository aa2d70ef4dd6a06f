import { defineConfig } from 'vitest/config';
import RouteWalkFirst from './scripts/vitest-sequencer.ts';

export default defineConfig({
  test: {
    environment: 'node',
    // Caps that catch a hang, not speed goals (those are in `npm run bench`): on a busy 2-core
    // machine whose system calls are slow, a PostgreSQL test of a few hundred transactions took
    // over 30 s under the full run's load.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // API tests share one PostgreSQL server; each file gets its own database (a copy of a template
    // that globalSetup migrates and seeds once per run), so files may run in parallel. Two workers
    // even on 2 cores: API files wait on PostgreSQL much of the time (decision 290); three since the
    // suite passed 1,900 tests (a run used under half of the two cores' time with two).
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: RouteWalkFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'src/server/**/*.test.ts',
            'src/domain/**/*.test.ts',
            'src/contracts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // One module graph per worker instead of one per file: importing the whole app cost 2–5 s
          // per file. These tests keep no module state between files (each makes its own app and
          // database; fake timers and stubs are restored in afterEach).
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
          // VITEST_CPU_LOG=<file>: one line of CPU seconds per test file (decision 520).
          setupFiles: process.env.VITEST_CPU_LOG ? ['scripts/vitest-cpu-probe.ts'] : [],
        },
      },
      {
        extends: true,
        // The web tests mock modules (vi.mock): each file keeps its own module graph.
        test: { name: 'web', include: ['src/web/**/*.test.ts'] },
      },
      {
        extends: true,
        // Component tests (decision 485): the real screens rendered in happy-dom, driven like a user,
        // the network stubbed at fetch (src/web/test/render.tsx).
        test: {
          name: 'web-dom',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
