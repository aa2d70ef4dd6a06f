import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionIndex, readDecisions } from './decisions-index-lib.ts';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');

describe('decision records', () => {
  it('each record has a number, a title, a status and a date', () => {
    for (const d of readDecisions(dir)) {
      expect(d.title, d.file).not.toBe(d.file);
      expect(d.date, `${d.file} needs "Status: … · Date: YYYY-MM-DD"`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
  it('the index is current (run npm run decisions:index)', () => {
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe(decisionIndex(dir));
  });
});
