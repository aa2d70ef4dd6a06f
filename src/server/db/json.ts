/** A JSON text column holding a list of strings (course skills); anything malformed reads as []. */
export function parseStringList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}
