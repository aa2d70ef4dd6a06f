import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate, dateTime } from '../../contracts/common.ts';
import { keepDeclared, serializerCompiler } from './validation.ts';

const answer = z.object({
  id: z.number(),
  items: z.array(z.object({ name: z.string(), tag: z.string().transform((s) => s.toUpperCase()) })),
  extra: z.record(z.string(), z.number()).optional(),
});
const handed = {
  id: 1,
  secret: 'never leaves',
  items: [{ name: 'a', tag: 'x', appliedBy: 'employer' }],
  extra: { any: 1 },
};

async function appFor(nodeEnv: 'production' | 'test', data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler(nodeEnv === 'test'));
  app.get('/x', { schema: { response: { 200: answer } } }, async () => data);
  await app.ready();
  return app;
}

describe('answers serialized through their declared schema', () => {
  it('in production, leaves out every field the schema does not declare, at any depth, and sends values as made', async () => {
    const app = await appFor('production', handed);
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(200);
    // The transform shapes what is kept, never the value sent ('x', not 'X'); a record keeps its keys.
    expect(res.json()).toEqual({ id: 1, items: [{ name: 'a', tag: 'x' }], extra: { any: 1 } });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('appliedBy');
  });

  it('in production, sends an answer that breaks its schema rather than failing, still without undeclared fields; under test it is a 500', async () => {
    const broken = { id: 'one', items: [] };
    const prod = await appFor('production', broken);
    expect((await prod.inject({ url: '/x' })).json()).toEqual(broken);
    const leaky = await appFor('production', { ...handed, id: 'one' });
    const sent = await leaky.inject({ url: '/x' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ id: 'one', items: [{ name: 'a', tag: 'x' }], extra: { any: 1 } });
    const test = await appFor('test', broken);
    expect((await test.inject({ url: '/x' })).statusCode).toBe(500);
  });

  it('under test, strips the same way (the tests see what production sends)', async () => {
    const app = await appFor('test', handed);
    expect((await app.inject({ url: '/x' })).json()).not.toHaveProperty('secret');
  });

  it('keepDeclared keeps arrays, nulls and primitives as they are', () => {
    expect(keepDeclared([1, null, 'a'], [1, null, 'a'])).toEqual([1, null, 'a']);
    expect(keepDeclared({ a: null, b: 2 }, { a: null })).toEqual({ a: null });
  });

  it('under test, refuses a moment or a day that is not what the document declares', () => {
    expect(dateTime().safeParse('2026-11-27T07:00:00.000Z').success).toBe(true);
    expect(dateTime().safeParse('2026-11-27T08:00:00+01:00').success).toBe(true);
    for (const bad of ['2026-11-27 07:00:00', '2026-11-27', '27-11-2026T07:00:00Z', ''])
      expect(dateTime().safeParse(bad).success, bad).toBe(false);
    expect(calendarDate().safeParse('2026-11-27').success).toBe(true);
    for (const bad of ['2026-11-27T07:00:00.000Z', '27-11-2026', ''])
      expect(calendarDate().safeParse(bad).success, bad).toBe(false);
  });
});
