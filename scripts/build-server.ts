/**
 * After `vite build`: bundles the server into dist/server (decision 156). `npm start` runs
 * dist/server/main.mjs with plain Node: no TypeScript loader in the running process (about 55 MB
 * less memory). bench-server.mjs is bench/server.ts built the same way, so the benchmark measures
 * what production runs. npm packages stay external (node_modules).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

const out = path.resolve('dist/server');
fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'bench-server': 'bench/server.ts',
    // The credential verification worker, started by main.mjs beside itself (verify-pool.ts).
    'verify-worker': 'src/server/features/credentials/verify-worker.ts',
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
// Files the server reads next to its own module (new URL('./data/…', import.meta.url)).
fs.cpSync('src/server/features/auth/data', path.join(out, 'data'), { recursive: true });
// The server's render of the public pages (src/web/entry-server.tsx, issue 48 part 5), with Vite:
// the web app's own resolution (import.meta.glob, the English catalogue split) and every package
// bundled in, into dist/ssr, which src/server/http/public-pages.ts loads.
await viteBuild({
  configFile: path.resolve('vite.config.ts'),
  build: { ssr: 'entry-server.tsx' },
  logLevel: 'warn',
});
console.log(`server gebundeld in ${path.relative(process.cwd(), out)}`);
