import { describe, expect, it } from 'vitest';
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
  it('returns codes and names, at most the limit, nothing for nonsense', () => {
    expect(searchMunicipalities('Den Haag')[0]).toEqual({ code: 'GM0518', name: "'s-Gravenhage" });
    expect(searchMunicipalities('a', 5)).toHaveLength(5);
    expect(searchMunicipalities('qqqxyz')).toEqual([]);
  });
});
