import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize } from './index.ts';

const ROOT = join(import.meta.dirname, '../..');
/** Areas whose messages have English twins here (scan, Coach, notifications and community have their own). */
const FEATURES = [
  'admin',
  'company',
  'courses',
  'enrollments',
  'institute',
  'profile',
  'subsidies',
  'subsidy-applications',
  'vacancies',
];
const CONTRACTS = [
  'admin',
  'auth',
  'common',
  'company',
  'courses',
  'enrollments',
  'institute',
  'profile',
  'subsidies',
  'subsidy-applications',
  'vacancies',
];

const sources = [
  ...FEATURES.flatMap((f) =>
    readdirSync(join(ROOT, 'server/features', f))
      .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
      .map((n) => join(ROOT, 'server/features', f, n)),
  ),
  ...CONTRACTS.map((c) => join(ROOT, 'contracts', `${c}.ts`)),
  join(ROOT, 'domain/profile/fields.ts'),
  join(ROOT, 'domain/subsidy-applications/rules.ts'),
  join(ROOT, 'server/security/quota.ts'),
];

/** Literal messages: thrown HTTP errors, say(), zod `error:` options and UPPER_CASE message constants. */
const MESSAGE =
  /(?:badRequest|notFound|forbidden|conflict|unauthorized|say)\(\s*(?:request,\s*)?'([^']+)'|error: '([^']+)'|\b[A-Z][A-Z_]+ =\s*'([^']+)'|return '([A-Z][^']*)'/g;

describe('English for every literal API message outside the scan, Coach and community', () => {
  it.each(sources.map((s) => [s.slice(ROOT.length + 1), s]))('%s', (_name, file) => {
    const missing: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(MESSAGE)) {
      const text = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (/\s/.test(text) && localize(text, 'en') === text) missing.push(text);
    }
    expect(missing).toEqual([]);
  });
});
