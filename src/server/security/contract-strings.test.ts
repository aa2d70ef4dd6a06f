import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { emailText, freeText, intId, nameText, optionalText, text } from '../../contracts/common.ts';
import { named } from '../../contracts/messages/common.ts';
import { stringsWithoutTextType } from '../test/contract-strings.ts';
import { describeApi } from '../test/harness.ts';

const CONTRACTS = join(import.meta.dirname, '../../contracts');

it('the walker finds a plain z.string() anywhere and accepts the text helpers', () => {
  const bad = z.object({
    a: z.array(z.object({ b: z.string().trim() })),
    c: z.union([z.number(), z.string()]).optional(),
    d: z.record(z.string(), z.unknown()),
    e: text().pipe(z.email()),
    f: z.lazy(() => z.object({ g: z.string() })),
  });
  expect(stringsWithoutTextType(bad, 'bad').sort()).toEqual(
    [
      'bad.shape.a.element.shape.b',
      'bad.shape.c.innerType.options[1]',
      'bad.shape.d.keyType',
      'bad.shape.e.out',
      'bad.shape.f.lazy.shape.g',
    ].sort(),
  );
  const good = z.object({
    a: freeText().trim().min(1),
    b: optionalText(10),
    c: nameText(named('Naam')),
    d: emailText(),
    e: z.record(text().max(5), z.unknown()),
    f: intId(),
  });
  expect(stringsWithoutTextType(good, 'good')).toEqual([]);
});

it('every zod string of every contract in src/contracts uses the one text type', async () => {
  const files = readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  expect(files.length).toBeGreaterThan(10);
  const offenders: string[] = [];
  for (const file of files) {
    const mod = (await import(join(CONTRACTS, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod))
      offenders.push(...stringsWithoutTextType(value, `${file}:${name}`));
  }
  expect(offenders).toEqual([]);
});

describeApi('route schemas use the text type', (env) => {
  it('every registered route’s params, query and body strings use the one text type', () => {
    const offenders: string[] = [];
    for (const route of env().app.apiRoutes) {
      const doc = route.doc as Record<string, unknown> | undefined;
      for (const part of ['params', 'query', 'body'] as const) {
        if (doc?.[part])
          offenders.push(...stringsWithoutTextType(doc[part], `${route.method} ${route.url} ${part}`));
      }
    }
    expect(offenders).toEqual([]);
  });
});
