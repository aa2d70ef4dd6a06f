import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED, type Generated, render } from './generate/generators.ts';

/**
 * Writes the generated files (scripts/generate/generators.ts, decision 390); a file whose text is
 * unchanged is not touched.
 * - `npm run generate`: all of them; run after adding a migration, feature or variable.
 * - `--outputs`: the build outputs only (git ignores them; `npm install` runs this).
 * - `--scan`: the build outputs made from the folder layout alone, no database: the build runs this
 *   first, and npm test before anything else (CI has not compiled better-sqlite3 yet).
 */
const root = path.resolve(import.meta.dirname, '..');
const [mode] = process.argv.slice(2);
const chosen: Record<string, (g: Generated) => boolean> = {
  '': () => true,
  '--outputs': (g) => !g.marker,
  '--scan': (g) => !g.marker && !g.sqlite,
};
const wanted = chosen[mode ?? ''];
if (!wanted) throw new Error(`unknown option ${mode}: none, --outputs or --scan`);
for (const g of GENERATED.filter(wanted)) {
  const file = path.join(root, g.file);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const next = await render(root, g, current);
  if (next !== current) {
    // Written whole by a rename: a test process that imports the file meanwhile never reads half of it.
    writeFileSync(`${file}.tmp`, next);
    renameSync(`${file}.tmp`, file);
    console.log(`updated ${g.file}`);
  }
}
