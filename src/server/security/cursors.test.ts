import { expect, it } from 'vitest';
import { CURSOR_NUMBER_MAX, encodeCursor } from '../../contracts/common.ts';
import { DEMO } from '../test/accounts.ts';
import { describeApi, login } from '../test/harness.ts';

/**
 * Crafted cursors against every list route (issue 47 part 3, decision 360: "never a 500"). The
 * routes come from the OpenAPI document (every GET with a `cursor` query parameter), none listed
 * here; each is called by the first demo account it answers 200 to, a path parameter filled with an
 * id from another list's first page that makes the route answer 200.
 */

/** base64url of raw JSON text: cursors `encodeCursor` would never write. */
const raw = (json: string) => Buffer.from(json, 'utf8').toString('base64url');

/** Refused by the codec itself (contracts/common.ts decodeCursor): a 400 on every list. */
const CODEC: [string, string][] = [
  ['NUL in a text (issue 47)', 'WyJcdTAwMDAiLCAxXQ'],
  ['NUL at the end of a text', raw('["2026-01-01T00:00:00.000Z\\u0000",1]')],
  ['a number beyond a safe integer (issue 47)', raw('["r",1e+20]')],
  ['a number beyond the SQL integer range', raw(`["2026-01-01",${CURSOR_NUMBER_MAX + 1}]`)],
  ['a negative number', raw('["r",-1]')],
  ['a fraction', raw('[1.5,1]')],
  ['a boolean', raw('[true,1]')],
  ['null', raw('[null,1]')],
  ['a nested array', raw('[[1],1]')],
  ['an object', raw('{"a":1}')],
  ['an empty array', raw('[]')],
  ['five values', raw('[1,2,3,4,5]')],
  ['a control character', raw('["a\\u001fb",1]')],
  ['a line break', raw('["a\\nb",1]')],
  ['a lone surrogate', raw('["\\ud800",1]')],
  ['a text of 1,000 characters', raw(`["${'x'.repeat(1000)}",1]`)],
  ['a text just over the value limit', raw(`["${'x'.repeat(321)}"]`)],
  ['a cursor of 5,000 characters', 'A'.repeat(5000)],
  ['not base64url', 'garbage!'],
  ['not JSON', raw('not json')],
  ['not UTF-8', Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]).toString('base64url')],
];

/** Decodable, but of no list's shape: refused by the list's own check (http/paging.ts cursorKey). */
const SHAPE: [string, string][] = [
  ['one text', encodeCursor(['x'])],
  ['three numbers', encodeCursor([1, 2, 3])],
];

/** Decodable values at the edges of the range: a page or a 400, never an error of the database. */
const EDGES: [string, string][] = [
  ['the largest id', encodeCursor(['2026-01-01T00:00:00.000Z', CURSOR_NUMBER_MAX])],
  ['the largest position', encodeCursor([CURSOR_NUMBER_MAX, CURSOR_NUMBER_MAX])],
  ['empty texts', encodeCursor(['', ''])],
  ['a long text', encodeCursor(['z'.repeat(300), 0])],
  ['the largest search rank', encodeCursor(['r', CURSOR_NUMBER_MAX])],
  ['the largest course id', encodeCursor([CURSOR_NUMBER_MAX])],
  ['a non-ASCII text', encodeCursor(['é€😀', 1])],
];

interface Operation {
  parameters?: { name: string; in: string }[];
}

describeApi('crafted cursors on every list route', (env) => {
  it('answers 400 on field cursor to every crafted cursor, on every list route, never a 500', async () => {
    const { app } = env();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const lists = Object.entries(doc.paths)
      .filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'))
      .map(([path, ops]) => ({
        path,
        search: ops.get.parameters?.some((p) => p.in === 'query' && p.name === 'search') ?? false,
      }));
    expect(lists.length).toBeGreaterThan(40);

    const cookies = [
      await login(app, DEMO.talent),
      await login(app, DEMO.institute),
      await login(app, DEMO.company),
      await login(app, DEMO.superadmin),
    ];
    const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });

    // Ids for path parameters: the first items of every list without one, per account.
    const candidates = new Set<string>();
    for (const { path } of lists.filter((l) => !l.path.includes('{')))
      for (const cookie of cookies) {
        const res = await get(`${path}?limit=3`, cookie);
        if (res.statusCode !== 200) continue;
        for (const item of (res.json() as { items: { id?: unknown }[] }).items)
          if (typeof item.id === 'string' || typeof item.id === 'number') candidates.add(String(item.id));
      }

    /** A URL of the list and a cookie it answers 200 to, or undefined when none was found. */
    async function target(path: string) {
      const urls = path.includes('{')
        ? [...candidates].map((id) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id)))
        : [path];
      for (const url of urls)
        for (const cookie of cookies) if ((await get(url, cookie)).statusCode === 200) return { url, cookie };
      return undefined;
    }

    const problems: string[] = [];
    let calls = 0;
    for (const list of lists) {
      const found = await target(list.path);
      if (!found) {
        problems.push(`${list.path}: no demo account and id it answers 200 to`);
        continue;
      }
      const bases = list.search ? [found.url, `${found.url}?search=data`] : [found.url];
      for (const base of bases) {
        const withCursor = (c: string) =>
          `${base}${base.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(c)}`;
        // The codec is one schema (contracts/common.ts pageCursor): every crafted cursor against the
        // first list, the issue's own and two more against every other one (a list with a cursor of
        // its own would fail those too).
        const codec = list === lists[0] ? CODEC : CODEC.slice(0, 4);
        for (const [what, cursor] of [...codec, ...SHAPE]) {
          const res = await get(withCursor(cursor), found.cookie);
          calls++;
          const fields =
            res.statusCode === 400 ? (res.json() as { errors?: { field: string; in: string }[] }).errors : [];
          if (res.statusCode !== 400 || !fields?.some((f) => f.in === 'query' && f.field === 'cursor'))
            problems.push(`${base} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        for (const [what, cursor] of EDGES) {
          const res = await get(withCursor(cursor), found.cookie);
          calls++;
          if (res.statusCode !== 200 && res.statusCode !== 400)
            problems.push(`${base} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(40 * (4 + SHAPE.length + EDGES.length));
    // About 1,500 requests through app.inject: a few seconds alone, longer on a busy machine.
  }, 240_000);
});
