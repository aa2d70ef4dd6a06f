import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseType, narrowedColumns } from './db-tables.ts';
import { GENERATED, render } from './generators.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('generated files', () => {
  // A build output is written by npm install, the build and npm test (decision 390): git ignores it.
  const gitignore = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  for (const g of GENERATED.filter((g) => !g.marker)) {
    it(`${g.file} is a build output git ignores`, () => {
      expect(gitignore).toContain(g.file);
    });
  }

  // A README section is committed: it must be what `npm run generate` writes now.
  for (const g of GENERATED.filter((g) => g.marker)) {
    it(`${g.file} (${g.marker}) is up to date: run \`npm run generate\``, async () => {
      const current = readFileSync(path.join(root, g.file), 'utf8');
      expect(await render(root, g, current)).toBe(current);
    });
  }

  it('lists every migration file and every feature route plugin, the same way each time', async () => {
    const made = async (name: string) => GENERATED.find((g) => g.file.endsWith(name))!.content(root);
    const list = await made('list.generated.ts');
    expect(await made('list.generated.ts')).toBe(list);
    const files = readdirSync(path.join(root, 'src/server/db/migrations')).filter((f) =>
      /^\d{3}-[a-z0-9-]+\.ts$/.test(f),
    );
    for (const file of files) expect(list).toContain(`from './${file}';`);
    const routes = await made('routes.generated.ts');
    expect(await made('routes.generated.ts')).toBe(routes);
    expect(routes).toContain('  courseRoutes,');
  });

  it('refuses a migration file whose function does not follow its name', () => {
    const migrations = GENERATED.find((g) => g.file.endsWith('list.generated.ts'))!;
    expect(() => migrations.content(path.join(import.meta.dirname, 'fixtures'))).toThrow(
      /999-misnamed\.ts must export `function misnamed/,
    );
  });

  it('lists only the features on one side, leaving out one that does not say why yet (feature-shape.test.ts names it)', async () => {
    const table = GENERATED.find((g) => g.marker === 'features')!;
    const made = await table.content(path.join(import.meta.dirname, 'fixtures'));
    expect(made).not.toContain('lonely');
    const here = await table.content(path.resolve(import.meta.dirname, '../..'));
    expect(here).toContain('| `passport` | — | ✓ |');
    expect(here).not.toContain('| `courses` |');
  });

  it('types each table from the migrated database, with the narrower types of column-types.ts', () => {
    const made = databaseType(
      [
        {
          name: 'book_marks',
          columns: [
            { name: 'id', type: 'integer', nullable: false, generated: true },
            { name: 'course_id', type: 'integer', nullable: false, generated: false },
            { name: 'note', type: 'text', nullable: true, generated: false },
            { name: 'status', type: 'text', nullable: true, generated: true },
          ],
        },
      ],
      new Map([['bookMarks', new Set(['status'])]]),
    );
    expect(made).toContain(
      [
        'export interface BookMarksTable {',
        '  id: Generated<number>;',
        '  courseId: number;',
        '  note: string | null;',
        "  status: Generated<NarrowColumns['bookMarks']['status'] | null>;",
        '}',
      ].join('\n'),
    );
    expect(made).toContain('  bookMarks: BookMarksTable;');
  });

  it('refuses a narrower type for a table or column the migrated database does not have', () => {
    const table = {
      name: 'notes',
      columns: [{ name: 'body', type: 'text', nullable: false, generated: false }],
    };
    expect(() => databaseType([table], new Map([['nots', new Set(['body'])]]))).toThrow(/no table 'nots'/);
    expect(() => databaseType([table], new Map([['notes', new Set(['bdy'])]]))).toThrow(
      /no column 'notes\.bdy'/,
    );
  });

  it('reads every table and column column-types.ts narrows', () => {
    const narrow = narrowedColumns(root);
    expect(narrow.get('enrollments')).toEqual(new Set(['status']));
    expect(narrow.get('subsidyApplications')).toEqual(new Set(['status', 'applicant', 'employerRequest']));
  });
});
