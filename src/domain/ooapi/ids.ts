/**
 * OEAPI identifiers are UUIDs; our courses and runs have integer ids. Each integer is written into
 * a fixed, reversible UUID (version 8, "custom"), with the kind in the first group, so a public id
 * never needs a lookup table and never collides between kinds. Institutes already have UUIDs.
 */
export type OoapiKind = 'course' | 'offering';

const KIND_PREFIX: Record<OoapiKind, string> = { course: '0000c0de', offering: '0000cafe' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Integer id → its UUID for the kind: course 12 → `0000c0de-0000-8000-8000-00000000000c`. */
export function toOoapiId(kind: OoapiKind, id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Ongeldig id ${id}`);
  return `${KIND_PREFIX[kind]}-0000-8000-8000-${id.toString(16).padStart(12, '0')}`;
}

/** The integer id inside a UUID of that kind, or null when it is not one of ours. */
export function fromOoapiId(kind: OoapiKind, uuid: string): number | null {
  const lower = uuid.toLowerCase();
  if (!UUID.test(lower) || !lower.startsWith(`${KIND_PREFIX[kind]}-0000-8000-8000-`)) return null;
  const id = Number.parseInt(lower.slice(24), 16);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Whether a text is a UUID in the standard's form (any version). */
export const isUuid = (text: string) => UUID.test(text.toLowerCase());
