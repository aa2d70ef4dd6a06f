/**
 * `npm run bench`: runs the benchmark and writes its table into bench/README.md (between the
 * bench:results markers). Never fails on a slow machine: the figures are information.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runAgainst } from './against.ts';
import { runCatalogueBench } from './catalogue.ts';

// `--against <git-ref>`: this build beside another, interleaved (bench/against.ts); its own table.
const i0 = process.argv.indexOf('--against');
const against = i0 >= 0 ? process.argv[i0 + 1] : undefined;
if (i0 >= 0 && !against) throw new Error('--against needs a git ref (a commit, tag or branch)');
const table = against ? await runAgainst(against) : await runCatalogueBench();
console.log(`\n${table}`);
const readme = path.join(import.meta.dirname, 'README.md');
const text = fs.readFileSync(readme, 'utf8');
const marker = against ? 'bench:against' : 'bench:results';
const start = `<!-- ${marker}:start -->`;
const end = `<!-- ${marker}:end -->`;
const i = text.indexOf(start);
const j = text.indexOf(end);
if (i >= 0 && j > i) {
  fs.writeFileSync(readme, `${text.slice(0, i + start.length)}\n${table}\n${text.slice(j)}`);
  console.log('\nbench/README.md bijgewerkt.');
}
