import { z } from 'zod';

/** Trimmed text that may be absent; an empty string counts as absent (stored as null). */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Moet tekst zijn' })
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .nullish()
    .transform((v) => (v ? v : null));

/** A numeric route id (courses, notifications, …). */
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Ongeldig id' })
    .int({ error: 'Ongeldig id' })
    .positive({ error: 'Ongeldig id' }),
});

/** Every error body: `{ "message": "…" }`. */
export interface ErrorBody {
  message: string;
}
