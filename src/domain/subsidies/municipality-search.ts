import { normaliseLabel } from '../evidence/identity.ts';
import { MUNICIPALITIES, type Municipality, municipalityByCode } from './data/municipalities.ts';

/**
 * Common names people type for a municipality whose official CBS name differs, by CBS
 * code. Only names in everyday use; each resolves to exactly one municipality.
 */
export const MUNICIPALITY_ALIASES: Readonly<Record<string, string>> = {
  'den haag': 'GM0518',
  'the hague': 'GM0518',
  'den bosch': 'GM0796',
  hertogenbosch: 'GM0796',
  'sudwest friesland': 'GM1900',
};

const key = (s: string) => normaliseLabel(s).replace(/^'s /, '').replace(/'/g, '');

/**
 * Municipalities whose official name or common alias contains the query (case- and accent-insensitive),
 * an exact or alias hit first, then names that start with it, then the rest (every municipality for
 * an empty query).
 */
export function searchMunicipalities(query: string): Municipality[] {
  const q = key(query);
  if (q === '') return [...MUNICIPALITIES];
  const alias = Object.entries(MUNICIPALITY_ALIASES)
    .filter(([name]) => name.startsWith(q) || q === name)
    .map(([, code]) => municipalityByCode(code))
    .filter((m): m is Municipality => !!m);
  const rank = (m: Municipality) => {
    const n = key(m.name);
    return n === q ? 0 : n.startsWith(q) ? 1 : n.includes(q) ? 2 : 3;
  };
  const hits = MUNICIPALITIES.filter((m) => rank(m) < 3).sort((a, b) => rank(a) - rank(b));
  const out: Municipality[] = [];
  for (const m of [...alias, ...hits]) if (!out.some((o) => o.code === m.code)) out.push(m);
  return out;
}
