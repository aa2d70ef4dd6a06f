import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stripUndeclared } from './strip-undeclared.ts';

describe('stripUndeclared', () => {
  it('keeps only declared keys through arrays, wrappers, unions, records, pipes and lazy schemas', () => {
    const item = z.object({ name: z.string(), tag: z.string().transform((s) => s.length) });
    const schema = z.object({
      list: z.array(item).nullable().optional(),
      either: z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]),
      map: z.record(z.string(), z.object({ n: z.number() })),
      later: z.lazy(() => z.object({ deep: z.string() })),
      loose: z.looseObject({ k: z.number() }),
    });
    const data = {
      list: [{ name: 'x', tag: 'y', secret: 1 }],
      either: { b: 'not a number', secret: 2 },
      map: { one: { n: 'nope', secret: 3 } },
      later: { deep: 4, secret: 4 },
      loose: { k: 1, other: 'kept: the object is open' },
      secret: 5,
    };
    expect(stripUndeclared(schema, data)).toEqual({
      list: [{ name: 'x', tag: 'y' }],
      either: { b: 'not a number' },
      map: { one: { n: 'nope' } },
      later: { deep: 4 },
      loose: { k: 1, other: 'kept: the object is open' },
    });
  });

  it('leaves null, undefined and values of the wrong kind as they are', () => {
    const schema = z.object({ a: z.object({ b: z.number() }).nullable() });
    expect(stripUndeclared(schema, { a: null, x: 1 })).toEqual({ a: null });
    expect(stripUndeclared(schema, 'text')).toBe('text');
    expect(stripUndeclared(z.array(z.number()), { not: 'an array' })).toEqual({ not: 'an array' });
  });
});
