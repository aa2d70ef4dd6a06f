import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED, render } from './generate/generators.ts';

/** Writes every generated file (scripts/generate/generators.ts); run after adding a migration, feature or variable. */
const root = path.resolve(import.meta.dirname, '..');
for (const g of GENERATED) {
  const file = path.join(root, g.file);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const next = await render(root, g, current);
  if (next !== current) {
    writeFileSync(file, next);
    console.log(`updated ${g.file}`);
  }
}
