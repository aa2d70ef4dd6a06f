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
