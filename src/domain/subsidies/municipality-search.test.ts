import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from './data/municipalities.ts';
import { searchMunicipalities } from './municipality-search.ts';

describe('searchMunicipalities', () => {
  it.each([
    ['Den Haag', "'s-Gravenhage"],
    ['den haag', "'s-Gravenhage"],
    ['The Hague', "'s-Gravenhage"],
    ['Den Bosch', "'s-Hertogenbosch"],
    ['s-Hertogenbosch', "'s-Hertogenbosch"],
    ['Sudwest', 'Súdwest-Fryslân'],
    ['utrecht', 'Utrecht'],
    ['Amsterdam', 'Amsterdam'],
  ])('%j finds %j first', (q, name) => {
    expect(searchMunicipalities(q)[0]?.name).toBe(name);
  });
  it('returns codes and names, every hit once, all for no query, nothing for nonsense', () => {
    expect(searchMunicipalities('Den Haag')[0]).toEqual({ code: 'GM0518', name: "'s-Gravenhage" });
    const hits = searchMunicipalities('a').map((m) => m.code);
    expect(hits.length).toBeGreaterThan(20);
    expect(new Set(hits).size).toBe(hits.length);
    expect(searchMunicipalities('')).toEqual(MUNICIPALITIES);
    expect(searchMunicipalities('qqqxyz')).toEqual([]);
  });
});
