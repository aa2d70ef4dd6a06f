import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize } from './index.ts';

const ROOT = join(import.meta.dirname, '../..');
/**
 * Every server feature and every contract is checked (issue 52 part 2: the lists follow the folders),
 * except these, each with why: a new feature is covered without a line here.
 */
const OWN_COVERAGE: Record<string, string> = {
  scan: "the scan's result is rendered per language; its tests check the English answer",
  coach: "the Coach's replies are written per language; its tests ask in both",
  notifications: 'stored notifications are rendered per Accept-Language; its tests check both',
};
/**
 * Files the derived lists reach that have Dutch messages without an English twin yet (found when the
 * lists stopped being hand-kept): issue 52 part 1 gives every message a code and both languages;
 * each entry goes with it.
 */
const WITHOUT_ENGLISH_YET = new Set([
  'server/features/auth/oidc-routes.ts',
  'server/features/auth/passkey-routes.ts',
  'server/features/credentials/outgoing.ts',
  'server/features/credentials/routes.ts',
  'server/features/ooapi/source-client.ts',
  'contracts/analytics.ts',
  'contracts/credentials.ts',
  'contracts/licences.ts',
  'contracts/ooapi.ts',
  'contracts/passkeys.ts',
]);
const FEATURES = readdirSync(join(ROOT, 'server/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !(d.name in OWN_COVERAGE))
  .map((d) => d.name);
const CONTRACTS = readdirSync(join(ROOT, 'contracts'))
  .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && !n.endsWith('.generated.ts'))
  .map((n) => n.slice(0, -'.ts'.length))
  .filter((n) => !(n in OWN_COVERAGE) && n !== 'messages-en');

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
].filter((file) => !WITHOUT_ENGLISH_YET.has(file.slice(ROOT.length + 1)));

/** Literal messages: thrown HTTP errors, say(), zod `error:` options and UPPER_CASE message constants. */
const MESSAGE =
  /(?:badRequest|notFound|forbidden|conflict|unauthorized|say)\(\s*(?:request,\s*)?'([^']+)'|error: '([^']+)'|\b[A-Z][A-Z_]+ =\s*'([^']+)'|return '([A-Z][^']*)'/g;

describe('English for every literal API message of every feature and contract (the scan, Coach and notifications have their own)', () => {
  it.each(sources.map((s) => [s.slice(ROOT.length + 1), s]))('%s', (_name, file) => {
    const missing: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(MESSAGE)) {
      const text = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (/\s/.test(text) && localize(text, 'en') === text) missing.push(text);
    }
    expect(missing).toEqual([]);
  });
});
