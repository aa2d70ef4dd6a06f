import { createHash } from 'node:crypto';
import { createGeneratorSync, type JsonSchema } from 'json-schema-faker';
import { z } from 'zod';
import type { RegisteredRoute } from '../../http/route-registry.ts';
import { type Fixtures, type MatrixRole, PATH_IDS, type PathIds } from '../authz-matrix.ts';

type Json = Record<string, unknown>;

/** The value of a route's path parameter: the case's own, else PATH_IDS' longest entry the path up to it ends with. */
function idMaker(url: string, name: string, own: PathIds | undefined) {
  if (own?.[name]) return own[name];
  const upTo = url.slice(0, url.indexOf(`:${name}`) + name.length + 1);
  const key = Object.keys(PATH_IDS)
    .filter((k) => upTo.endsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  return key ? PATH_IDS[key] : undefined;
}

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** Whether the matrix knows an item for every path parameter of the route (else it expects only "past the gate"). */
export const knowsIds = (url: string) => paramsOf(url).every((name) => idMaker(url, name, undefined));

/**
 * The route's path with real ids (PATH_IDS, or the case's `ids`) — or, with `real` false, with `0`
 * for each: a caller the access check refuses gets there before any item is looked up.
 */
export async function pathFor(
  url: string,
  f: Fixtures,
  role: MatrixRole,
  opts: { real: boolean; ids?: PathIds },
): Promise<string> {
  let path = url;
  for (const name of paramsOf(url)) {
    const make = opts.real ? idMaker(url, name, opts.ids) : undefined;
    path = path.replace(`:${name}`, encodeURIComponent(String(make ? await make(f, role) : 0)));
  }
  return path;
}

/**
 * Valid inputs from a route's declared zod schemas: json-schema-faker (seeded by the route, so a
 * route's values do not move when another is added) on the schema's JSON Schema, with only the
 * required properties (a PATCH that needs at least one: the first declared), each value checked
 * with the route's own zod schema (its refinements too) before it is used.
 */
export class ValidInputs {
  readonly #generators = new Map<string, ReturnType<typeof createGeneratorSync>>();
  readonly #json = new Map<z.ZodType, JsonSchema>();

  #jsonOf(schema: z.ZodType): JsonSchema {
    let json = this.#json.get(schema);
    if (!json) {
      const s = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
      const props = Object.keys((s.properties ?? {}) as Json);
      const min = (s.minProperties as number | undefined) ?? 0;
      const required = (s.required as string[] | undefined) ?? [];
      json = (required.length < min ? { ...s, required: props.slice(0, min) } : s) as JsonSchema;
      this.#json.set(schema, json);
    }
    return json;
  }

  /** A value the schema accepts, or undefined when thirty tries made none (write the body by hand). */
  of(schema: z.ZodType, key: string): unknown {
    let gen = this.#generators.get(key);
    if (!gen) {
      const seed = createHash('sha256').update(key).digest().readUInt32BE(0);
      gen = createGeneratorSync({ seed, optionalsProbability: 0 });
      this.#generators.set(key, gen);
    }
    const json = this.#jsonOf(schema);
    for (let attempt = 0; attempt < 30; attempt++) {
      const value = gen.generate(json);
      if (schema.safeParse(value).success) return value;
    }
    return undefined;
  }

  /** The route's body (undefined without one) and its required query parameters as a query string. */
  request(route: RegisteredRoute): { payload?: unknown; query: string } {
    const key = `${route.method} ${route.url}`;
    const doc = route.doc!;
    const query = doc.query ? (this.of(doc.query, `${key}?`) as Json | undefined) : undefined;
    const qs = new URLSearchParams(
      Object.entries(query ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();
    return { ...(doc.body ? { payload: this.of(doc.body, key) } : {}), query: qs ? `?${qs}` : '' };
  }
}
