import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED, render } from './generators.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('generated files', () => {
  for (const g of GENERATED) {
    it(`${g.file}${g.marker ? ` (${g.marker})` : ''} is up to date: run \`npm run generate\``, () => {
      const current = readFileSync(path.join(root, g.file), 'utf8');
      expect(render(root, g, current)).toBe(current);
    });
  }

  it('refuses a migration file whose function does not follow its name', () => {
    const migrations = GENERATED.find((g) => g.file.endsWith('list.generated.ts'))!;
    expect(() => migrations.content(path.join(import.meta.dirname, 'fixtures'))).toThrow(
      /999-misnamed\.ts must export `function misnamed/,
    );
  });

  it('refuses a feature on one side only that does not say why', () => {
    const table = GENERATED.find((g) => g.marker === 'features')!;
    expect(() => table.content(path.join(import.meta.dirname, 'fixtures'))).toThrow(
      /lonely is a feature on one side only/,
    );
  });

  it('refuses a table-type file without its one <Name>Tables interface', () => {
    const tables = GENERATED.find((g) => g.file.endsWith('tables.generated.ts'))!;
    expect(() => tables.content(path.join(import.meta.dirname, 'fixtures'))).toThrow(
      /db\/tables\/notes\.ts must export one `interface <Name>Tables`/,
    );
  });
});
