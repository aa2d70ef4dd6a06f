import { expect, it } from 'vitest';
import { suggestSkills } from './suggest.ts';

const list = [
  { id: 1, name: 'Heftruck rijden', synonyms: ['heftruck', 'heftruckcertificaat'] },
  { id: 2, name: 'Veilig werken (VCA)', synonyms: ['VCA'], broader: ['Veiligheid'] },
  { id: 3, name: 'Veiligheid', synonyms: ['arbeidsveiligheid'] },
  { id: 4, name: 'Werken met Excel', synonyms: ['Excel', 'spreadsheets'] },
  { id: 5, name: 'Café-beheer', synonyms: [] },
];

it.each([
  ['hef', [['Heftruck rijden', null]]],
  ['VCA', [['Veilig werken (VCA)', 'VCA']]],
  [
    'veili',
    [
      ['Veilig werken (VCA)', null],
      ['Veiligheid', null],
    ],
  ],
  ['excel', [['Werken met Excel', 'Excel']]],
  [
    'werk',
    [
      ['Werken met Excel', null],
      ['Veilig werken (VCA)', null],
    ],
  ],
  ['spread', [['Werken met Excel', 'spreadsheets']]],
  ['cafe', [['Café-beheer', null]]],
  ['veiligheid', [['Veiligheid', null]]],
  ['e', []],
  ['  ', []],
  ['zzz', []],
] as const)('typing %j suggests %j', (typed, expected) => {
  expect(suggestSkills(list, typed).map((s) => [s.name, s.via])).toEqual(expected);
});
