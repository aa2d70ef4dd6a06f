/**
 * `npm run bench`: runs the benchmark and writes its table into bench/README.md (between the
 * bench:results markers). Never fails on a slow machine: the figures are information.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCatalogueBench } from './catalogue.ts';

const table = await runCatalogueBench();
console.log(`\n${table}`);
const readme = path.join(import.meta.dirname, 'README.md');
const text = fs.readFileSync(readme, 'utf8');
const start = '<!-- bench:results:start -->';
const end = '<!-- bench:results:end -->';
const i = text.indexOf(start);
const j = text.indexOf(end);
if (i >= 0 && j > i) {
  fs.writeFileSync(readme, `${text.slice(0, i + start.length)}\n${table}\n${text.slice(j)}`);
  console.log('\nbench/README.md bijgewerkt.');
}
