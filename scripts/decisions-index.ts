/**
 * Writes docs/decisions/README.md: the index of decision records (number, title, date, status),
 * read from each record's first lines. `npm run decisions:index`; a unit test keeps it current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decisionIndex } from './decisions-index-lib.ts';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
fs.writeFileSync(path.join(dir, 'README.md'), decisionIndex(dir));
console.log('docs/decisions/README.md written');
