import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './validation.ts';

const query = z.object({
  limit: z.coerce.number().int().max(100).optional(),
  tags: z.array(z.string()).optional(),
});
const compile = (httpPart: string) =>
  validatorCompiler({ schema: query, httpPart, method: 'GET', url: '/x' }) as (data: unknown) => {
    value?: { limit?: number; tags?: string[] };
    error?: Error;
  };

describe('query strings and paths parsed once per text', () => {
  it('gives a repeated query the same parse, frozen at every depth', () => {
    const validate = compile('querystring');
    const first = validate({ limit: '24', tags: ['a'] });
    const again = validate({ limit: '24', tags: ['a'] });
    expect(first.value).toEqual({ limit: 24, tags: ['a'] });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(Object.isFrozen(first.value?.tags)).toBe(true);
    expect(validate({ limit: '25' }).value).toEqual({ limit: 25 });
  });

  it('parses a refused query again each time, and keeps no long one', () => {
    const validate = compile('params');
    expect(validate({ limit: '500' }).error?.message).toBeTruthy();
    expect(validate({ limit: '500' }).error?.message).toBeTruthy();
    const long = { limit: '1', tags: ['x'.repeat(600)] };
    expect(validate(long).value).not.toBe(validate(long).value);
  });

  it('never keeps a body: each request parses its own', () => {
    const validate = compile('body');
    const body = { limit: '24' };
    expect(validate(body).value).not.toBe(validate(body).value);
  });
});
