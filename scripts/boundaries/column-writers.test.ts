import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkColumnWriters } from './column-writers.ts';
import { COLUMN_WRITERS } from './tables.ts';

/**
 * The one-writer rule of an institute's identity (issue 47 part 5) refuses every way a sample file
 * writes a guarded column, and lets the named writer and the registration's insert through. The
 * repository itself is checked by `check.ts` (`npm run lint:boundaries`).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'column-writers-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'], noEmit: true } }));
const DB = 'declare const db: any;\ndeclare const trx: any;\n';
write(
  'src/server/features/institute/settings-store.ts',
  `${DB}export const ok = () => db.updateTable('users').set({ instituteName: 'x' }).execute();
export const ok2 = (p: { website: string }) => db.insertInto('instituteProfiles').values({ userId: 'u', ...p }).onConflict((oc: any) => oc.column('userId').doUpdateSet(p)).execute();`,
);
write(
  'src/server/features/auth/store.ts',
  `${DB}export const register = (name: string) => db.insertInto('users').values({ id: 'u', instituteName: name }).execute();
export const rename = (name: string) => db.updateTable('users').set({ instituteName: name }).execute();`,
);
write(
  'src/server/features/profile/store.ts',
  `${DB}export const literal = (n: string) => db.updateTable('users').set({ city: 'x', instituteName: n }).execute();
export const spread = (changes: Record<string, unknown>) => {
  const set = Object.fromEntries(Object.entries(changes));
  return db.updateTable('users').set({ ...set, updatedAt: 'now' }).execute();
};
const named = { kvkNumber: '12345678' };
export const variable = () => trx.updateTable('institute_profiles as p').set(named).execute();
export const upsert = (w: string) => db.insertInto('instituteProfiles').values({ userId: 'u' }).onConflict((oc: any) => oc.column('userId').doUpdateSet({ website: w })).execute();
export const callback = () => db.updateTable('users').set((eb: any) => ({ instituteName: eb.ref('companyName') })).execute();
export const fine = () => db.updateTable('users').set({ city: 'Gouda' }).execute();`,
);
write(
  'src/server/features/admin/store.ts',
  `declare const sql: any;\nexport const raw = () => sql\`update users set institute_name = \${'x'} where id = 1\`;`,
);
write(
  'src/server/seed/demo.ts',
  `${DB}export const seed = () => db.updateTable('users').set({ instituteName: 'x' }).execute();`,
);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('one writer of an institute identity (scripts/boundaries/column-writers.ts)', () => {
  it('refuses every other writer, naming the file, the column and the line', () => {
    const found = checkColumnWriters(root, COLUMN_WRITERS, { skip: ['seed'] }).map(
      (v) => `${v.file} ${v.specifier} ${/line (\d+)/.exec(v.why)?.[1]}`,
    );
    expect(found.sort()).toEqual(
      [
        'src/server/features/auth/store.ts users.instituteName 4',
        'src/server/features/profile/store.ts users.instituteName 3',
        'src/server/features/profile/store.ts users.instituteName 6',
        'src/server/features/profile/store.ts instituteProfiles.kvkNumber 9',
        'src/server/features/profile/store.ts instituteProfiles.website 10',
        'src/server/features/profile/store.ts users.instituteName 11',
        'src/server/features/admin/store.ts users.instituteName 2',
      ].sort(),
    );
  });

  it('says why: a value whose columns its type does not name must name them', () => {
    const spread = checkColumnWriters(root, COLUMN_WRITERS, { skip: ['seed'] }).find((v) =>
      v.why.includes('line 6'),
    );
    expect(spread?.why).toMatch(/does not name; name them/);
    expect(spread?.why).toMatch(/Instellingen/);
  });
});
