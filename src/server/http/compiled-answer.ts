import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/**
 * An answer's serializer compiled from its declared schema (issue 48, decision 425): the route's zod
 * response schema as JSON Schema (draft-07, the handler's side of it: `io: 'input'`), reduced to what
 * says which fields and kinds are written, and compiled by fast-json-stringify, the compiler
 * Fastify itself uses. It writes only the declared properties of each object (additional properties
 * only where the schema declares them, e.g. a record), in the schema's order, so no zod parse and no
 * walk of the answer is needed on the request path.
 */

type Json = Record<string, unknown>;

/** Keywords that only validate (or document): they never change which fields are written. */
const VALIDATION_ONLY = new Set([
  '$schema',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'propertyNames',
  'description',
  'title',
  'examples',
  // A default is the reader's business: the serializer must not write a value the handler left out.
  'default',
  'readOnly',
  'writeOnly',
  'deprecated',
  'contentEncoding',
  'contentMediaType',
]);

/** Formats fast-json-stringify acts on (a Date is written as the format's string); others are dropped. */
const KEPT_FORMATS = new Set(['date-time', 'date', 'time']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The JSON Schema reduced for serializing: validation-only keywords and unknown `x-…` keys removed,
 * and a union of one kind with `null` folded into a type list (`["string", "null"]`), which the
 * compiled code checks with `=== null` instead of running a validator for each side.
 */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key) || key.startsWith('x-')) continue;
    if (key === 'format' && !KEPT_FORMATS.has(String(value))) continue;
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, forSerializer(v)]));
      continue;
    }
    out[key] = forSerializer(value);
  }
  for (const union of ['anyOf', 'oneOf'] as const) {
    const sides = out[union];
    if (!Array.isArray(sides)) continue;
    const others = sides.filter((s) => !(isObject(s) && s.type === 'null' && Object.keys(s).length === 1));
    if (others.length !== 1 || others.length === sides.length) continue;
    const only = others[0];
    if (!isObject(only) || typeof only.type !== 'string' || only.anyOf || only.oneOf || only.allOf) continue;
    if ('const' in only) continue;
    delete out[union];
    Object.assign(out, only, { type: [only.type, 'null'] });
    // A nullable enum: null is one of its values (a union's side is chosen by validating it).
    if (Array.isArray(only.enum)) out.enum = [...only.enum, null];
  }
  // An object the schema says nothing more of (a `z.custom` document, a JSON-LD credential) is
  // written whole, as JSON.stringify would; zod's own objects always list their properties.
  const objectType = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
  if (
    objectType &&
    !('properties' in out) &&
    !('additionalProperties' in out) &&
    !('patternProperties' in out)
  )
    out.additionalProperties = true;
  // zod's own type list for a nullable enum (`["string", "null"]`) with null missing from the values.
  if (
    Array.isArray(out.type) &&
    out.type.includes('null') &&
    Array.isArray(out.enum) &&
    !out.enum.includes(null)
  )
    out.enum = [...out.enum, null];
  return out;
}

/** The JSON Schema of an answer, as the serializer reads it. */
export const serializerSchema = (schema: z.ZodType) =>
  forSerializer(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any', cycles: 'ref' }),
  ) as Json;

/** Compiles an answer's serializer: `(data) => JSON text` with only the declared fields. */
export const compileAnswer = (schema: z.ZodType): ((data: unknown) => string) =>
  fastJsonStringify(serializerSchema(schema) as unknown as Parameters<typeof fastJsonStringify>[0]) as (
    data: unknown,
  ) => string;
