import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One shape per feature: a feature has both sides unless the README's table of the features whose
 * sides differ names it with the reason (written by `npm run generate` from a `/** README: … *\/`
 * note in one of its files; decision 505), and each folder has the files of its side.
 */
const root = path.resolve(import.meta.dirname, '../..');
const folders = (side: 'server' | 'web') =>
  fs
    .readdirSync(path.join(root, `src/${side}/features`), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
const has = (side: 'server' | 'web', feature: string, file: string) =>
  fs.existsSync(path.join(root, `src/${side}/features`, feature, file));

interface Row {
  feature: string;
  server: boolean;
  web: boolean;
  why: string;
}
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Features'),
  readme.indexOf('\n## ', readme.indexOf('## Features') + 1),
);
const rows: Row[] = [...section.matchAll(/^\| `([a-z-]+)` \| (✓|—) \| (✓|—) \|(.*)\|$/gm)].map((m) => ({
  feature: m[1],
  server: m[2] === '✓',
  web: m[3] === '✓',
  why: m[4].trim(),
}));

describe('one shape per feature (README § Features)', () => {
  it('lists exactly the features found on one side only, each with its reason', () => {
    const server = folders('server');
    const web = folders('web');
    const oneSide = [...new Set([...server, ...web])].filter((f) => server.includes(f) !== web.includes(f));
    // A feature missing here has no `/** README: … */` note yet: write one in one of its files (its
    // index.ts, routes file or page) saying why it has one side only, then `npm run generate`.
    expect(rows.map((r) => r.feature).sort(), 'features on one side only').toEqual(oneSide.sort());
    for (const r of rows) {
      expect([r.server, r.web], r.feature).toEqual([server.includes(r.feature), web.includes(r.feature)]);
      expect(r.why, r.feature).not.toBe('');
    }
  });

  // index.ts is a feature's public surface: present only when another part imports from it (tsc
  // fails on an import of a missing one; knip on one nothing imports). The route list and the
  // screens are found from routes.ts / routes.tsx by convention.
  /** Features that own no table: the document, and the Coach (it reads other features' data, decision 435). */
  const OWNS_NO_TABLE = new Set(['docs', 'coach']);

  it('gives every server feature routes.ts, and store.ts unless it owns no table', () => {
    const missing = folders('server').flatMap((f) =>
      ['routes.ts', ...(OWNS_NO_TABLE.has(f) ? [] : ['store.ts'])]
        .filter((file) => !has('server', f, file))
        .map((file) => `${f}/${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives every web feature api.ts where the server has the same feature', () => {
    const missing = folders('web').flatMap((f) =>
      (folders('server').includes(f) ? ['api.ts'] : [])
        .filter((file) => !has('web', f, file))
        .map((file) => `${f}/${file}`),
    );
    expect(missing).toEqual([]);
  });
});
