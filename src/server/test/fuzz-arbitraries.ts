import fc from 'fast-check';
import { z } from 'zod';

type Schema = Record<string, unknown>;

/** Values that have broken parsers elsewhere: control characters, huge or odd numbers, prototype keys. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202Eexe.txt',
    '\uD800',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile literal, not a template
    '${jndi:ldap://x}',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.1),
  fc.double(),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.constant(Array.from({ length: 1000 }, () => 'x')),
  fc.anything({ maxDepth: 3 }),
);

/** A value that follows the JSON Schema (the happy side of a contract), best effort. */
function fromSchema(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alts = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alts?.length) return fc.oneof(...alts.map((s) => fromSchema(s, depth + 1)));
  switch (schema.type) {
    case 'string': {
      const maxLength = Math.min((schema.maxLength as number) ?? 60, 200);
      const plain = fc.string({ minLength: (schema.minLength as number) ?? 0, maxLength });
      // A valid-looking text with a NUL or bidi override inside (PostgreSQL answered 500).
      const sneaky = fc
        .tuple(plain, fc.constantFrom('\u0000', '\u202E', '\u0007', '\uD800'))
        .map(([s, c]) => `${c}${s}`.slice(0, Math.max(maxLength, 1)));
      return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: sneaky });
    }
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number) ?? -1000,
        max: Math.min((schema.maximum as number) ?? 100_000, 2 ** 31),
      });
    case 'number':
      return fc.double({
        min: (schema.minimum as number) ?? -1000,
        max: (schema.maximum as number) ?? 100_000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema((schema.items as Schema) ?? {}, depth + 1), { maxLength: 5 });
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const entries = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, fromSchema(s, depth + 1)]),
      );
      return fc.record(entries, { requiredKeys: (schema.required as string[]) ?? [] });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Valid-looking values from the contract, with hostile values swapped into fields or the whole. */
export function fromContract(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue);
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
  const valid = fromSchema(json);
  const props = Object.keys((json.properties ?? {}) as object);
  const oneFieldHostile = props.length
    ? fc
        .tuple(valid, fc.constantFrom(...props), hostileValue)
        .map(([v, key, bad]) => ({ ...(v as object), [key]: bad }))
    : hostileValue;
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: oneFieldHostile },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Path parameters: a valid-looking id most of the time, hostile text otherwise. */
export const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 200 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'abc', '%00', '..', 'null'),
  hostileString.map((s) => s.slice(0, 200)),
);
