import type { z } from 'zod';

/** The parts of a zod 4 schema's definition that say which keys and elements it declares. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** An object literal's kind of value (no array, class instance or null): shared by the answer checks. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** Both objects' keys; a key both have takes the first's value (for a union's or intersection's sides). */
function merge(a: unknown, b: unknown): unknown {
  if (!isPlainObject(a) || !isPlainObject(b)) return a;
  return { ...b, ...a };
}

/**
 * `data` with only the object keys `schema` declares, at every depth, validating nothing: what the
 * serializer sends when an answer breaks its schema in production, so that even then a field the
 * contract does not name never leaves the server. Values themselves are kept as they are.
 */
export function stripUndeclared(schema: z.ZodType, data: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(data)) return data;
      const open = def.catchall && defOf(def.catchall).type !== 'never';
      const kept: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(data)) {
        const declared = def.shape?.[key];
        if (declared) kept[key] = stripUndeclared(declared, value);
        else if (open && def.catchall) kept[key] = stripUndeclared(def.catchall, value);
      }
      return kept;
    }
    case 'array':
      return Array.isArray(data) && def.element
        ? data.map((v) => stripUndeclared(def.element as z.ZodType, v))
        : data;
    case 'tuple':
      return Array.isArray(data)
        ? data.map((v, i) => (def.items?.[i] ? stripUndeclared(def.items[i], v) : v))
        : data;
    case 'record':
      if (!isPlainObject(data) || !def.valueType) return data;
      return Object.fromEntries(
        Object.entries(data).map(([k, v]) => [k, stripUndeclared(def.valueType as z.ZodType, v)]),
      );
    case 'union': {
      const options = def.options ?? [];
      const fitting = options.find((o) => o.safeParse(data).success);
      if (fitting) return stripUndeclared(fitting, data);
      // No side fits: keep what any side declares.
      return options.map((o) => stripUndeclared(o, data)).reduce(merge, isPlainObject(data) ? {} : data);
    }
    case 'intersection':
      return def.left && def.right
        ? merge(stripUndeclared(def.left, data), stripUndeclared(def.right, data))
        : data;
    case 'pipe':
      return def.in ? stripUndeclared(def.in, data) : data;
    case 'lazy':
      return def.getter ? stripUndeclared(def.getter(), data) : data;
    default:
      // optional, nullable, default, readonly, catch, …: the wrapped schema; anything else as it is.
      return def.innerType && data !== undefined && data !== null
        ? stripUndeclared(def.innerType, data)
        : data;
  }
}
