import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import { migrate } from './migrations/index.ts';
import { prepared } from './prepared.ts';

describe('prepared', () => {
  const db = connect(':memory:');
  afterAll(() => db.close());

  it("compiles once and runs with each call's values, camel-cased like any query", async () => {
    await migrate(db);
    const byState = prepared(['id'], (k, p) =>
      k
        .selectFrom('catalogueState')
        .select(['id', 'listingVersion'])
        .where('id', '=', p.id as unknown as number),
    );
    expect(await byState(db.kysely, { id: 1 })).toEqual([{ id: 1, listingVersion: 1 }]);
    expect(await byState(db.kysely, { id: 2 })).toEqual([]);
  });

  it('reads SQLite directly outside a transaction, through Kysely (waiting) inside one (decision 161)', async () => {
    const version = prepared(['id'], (k, p) =>
      k
        .selectFrom('catalogueState')
        .select(['listingVersion as currentListingVersion'])
        .where('id', '=', p.id as unknown as number),
    );
    const [before] = await version(db.kysely, { id: 1 });
    expect(Object.keys(before)).toEqual(['currentListingVersion']);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let inside = () => {};
    const started = new Promise<void>((r) => {
      inside = r;
    });
    const trx = db.kysely.transaction().execute(async (t) => {
      await t
        .updateTable('catalogueState')
        .set({ listingVersion: before.currentListingVersion + 100 })
        .where('id', '=', 1)
        .execute();
      inside();
      await held;
      throw new Error('rolled back');
    });
    await started;
    // Another request meanwhile: must not see the uncommitted write; it waits for the transaction.
    const during = version(db.kysely, { id: 1 });
    release();
    await expect(trx).rejects.toThrow('rolled back');
    expect(await during).toEqual([before]);
    expect(await version(db.kysely, { id: 1 })).toEqual([before]);
  });

  it('refuses a parameter that does not end up as a value', () => {
    const bad = prepared(['id', 'unused'], (k, p) =>
      k
        .selectFrom('catalogueState')
        .select('id')
        .where('id', '=', p.id as unknown as number),
    );
    return expect(bad(db.kysely, { id: 1, unused: 2 })).rejects.toThrow(/unused/);
  });
});
