import { stripControlCharacters } from '../../contracts/common.ts';

/** Every zod string must run through the one text type of contracts/common.ts. */

interface ZodLike {
  _zod: {
    def: Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
  };
}

const isSchema = (v: unknown): v is ZodLike =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as ZodLike)._zod?.def?.type === 'string';

/** Whether a string schema carries the strip check of `text()` (every text helper starts there). */
export const usesTextType = (schema: ZodLike) =>
  (schema._zod.def.checks ?? []).some(
    (c) => c._zod.def.check === 'overwrite' && c._zod.def.tx === stripControlCharacters,
  );

/**
 * Every string schema reachable from `root` (objects, arrays, unions, records' keys and values,
 * pipes, optionals, defaults, lazies, …) that does not use the text type, as paths like
 * `createPostBody.shape.content`.
 */
export function stringsWithoutTextType(root: unknown, name: string): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: string): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (isSchema(value)) {
      const def = value._zod.def;
      if (def.type === 'string' && !usesTextType(value)) out.push(path);
      if (def.type === 'lazy' && typeof def.getter === 'function') visit(def.getter(), `${path}.lazy`);
      for (const [key, child] of Object.entries(def)) {
        if (key !== 'checks') visit(child, `${path}.${key}`);
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) visit(v, `${path}[${i}]`);
      return;
    }
    if (Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
    }
  };
  visit(root, name);
  return out;
}
