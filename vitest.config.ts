import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API tests share one PostgreSQL server; each file gets its own database (a copy of a template
    // that globalSetup migrates and seeds once per run), so files may run in parallel.
    fileParallelism: true,
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
