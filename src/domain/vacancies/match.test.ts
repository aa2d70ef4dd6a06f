import { describe, expect, it } from 'vitest';
import { buildSkillIndex, collectEvidence, type EvidenceSource } from '../evidence/index.ts';
import type { RiasecType } from '../scan/types.ts';
import {
  bestSkillMatch,
  explorationText,
  hollandLetters,
  interestScore,
  interestsFromScan,
  matchReason,
  matchSkills,
} from './match.ts';

const interests = (v: Partial<Record<RiasecType, number>>): Record<RiasecType, number> => ({
  realistic: 0,
  investigative: 0,
  artistic: 0,
  social: 0,
  enterprising: 0,
  conventional: 0,
  ...v,
});

const index = buildSkillIndex([
  { id: 1, name: 'Werken met Excel', synonyms: ['Excel', 'spreadsheets'] },
  { id: 2, name: 'Zakelijk Engels', synonyms: ['Business English'] },
  { id: 3, name: 'Programmeren in Python', synonyms: ['Python'] },
  { id: 4, name: 'SQL', synonyms: ['databases bevragen'] },
]);
const evidenceOf = (pairs: [string, EvidenceSource['level']][]) =>
  collectEvidence(
    index,
    pairs.map(([skill, level], i) => ({ kind: 'enrollment', id: String(i), level, skill, title: skill })),
  );

describe('matchSkills', () => {
  it.each([
    // [talent evidence, vacancy skills, expected score, expected levels]
    [[['Excel', 'verified']], ['Excel VBA'], 0, ['missing']],
    [[['Engels', 'verified']], ['Zakelijk Engels C1'], 0, ['missing']],
    [[['Business English', 'confirmed']], ['Zakelijk Engels'], 90, ['confirmed']],
    [[['Excel', 'verified']], ['spreadsheets'], 100, ['verified']],
    [[['Python', 'self_reported']], ['Programmeren in Python', 'SQL'], 0, ['self_reported', 'missing']],
    [[['python', 'self_declared']], ['Python'], 0, ['self_declared']],
    [[['Heftruck', 'confirmed']], ['heftruck'], 90, ['confirmed']],
    [[], ['Python', 'SQL'], 0, ['missing', 'missing']],
    // Two labels of one skill count once.
    [[['Excel', 'verified']], ['Excel', 'Werken met Excel', 'SQL'], 50, ['verified', 'missing']],
    [[['Python', 'verified']], [], null, []],
    [[['Python', 'verified']], ['  '], null, []],
  ] as [[string, EvidenceSource['level']][], string[], number | null, string[]][])(
    'evidence %j against %j scores %s',
    (pairs, skills, score, levels) => {
      const m = matchSkills(index, evidenceOf(pairs), skills);
      expect(m.score).toBe(score);
      expect(m.skills.map((s) => s.evidence)).toEqual(levels);
      expect(m.skills.every((s) => s.required)).toBe(true);
    },
  );

  it('counts vouched evidence only: verified 100, confirmed 90, claims 0', () => {
    const scores = (['verified', 'confirmed', 'self_reported', 'self_declared'] as const).map(
      (level) => matchSkills(index, evidenceOf([['SQL', level]]), ['SQL']).score!,
    );
    expect(scores).toEqual([100, 90, 0, 0]);
  });

  it('ranks one verified skill above any number of claims, and counts both', () => {
    const vacancy = ['Python', 'SQL', 'Excel', 'Zakelijk Engels'];
    const claimer = matchSkills(
      index,
      evidenceOf([
        ['Python', 'self_reported'],
        ['SQL', 'self_reported'],
        ['Excel', 'self_declared'],
        ['Business English', 'self_declared'],
      ]),
      vacancy,
    );
    const holder = matchSkills(index, evidenceOf([['SQL', 'verified']]), vacancy);
    expect(claimer).toMatchObject({ score: 0, proven: 0, claimed: 4 });
    expect(holder).toMatchObject({ score: 25, proven: 1, claimed: 0 });
  });

  it('counts a nice-to-have skill half', () => {
    const m = matchSkills(index, evidenceOf([['SQL', 'verified']]), [
      'Python',
      { name: 'SQL', required: false },
    ]);
    expect(m.score).toBe(33);
    expect(m.skills.map((s) => s.required)).toEqual([true, false]);
  });
});

describe('matchReason', () => {
  it('names each shown skill with its evidence and what is not shown yet', () => {
    const m = matchSkills(index, evidenceOf([['Python', 'confirmed']]), ['Python', 'SQL']);
    expect(matchReason(m)).toBe(
      'Je toont 1 van de 2 gevraagde vaardigheden aan. Aangetoond: Python (bevestigd door het instituut). Nog niet aangetoond: SQL.',
    );
    expect(matchReason(m, 'en')).toBe(
      'You show 1 of the 2 skills asked for. Shown: Python (confirmed by the institute). Not shown yet: SQL.',
    );
  });
  it('says what is proven and what is only claimed', () => {
    const m = matchSkills(
      index,
      evidenceOf([
        ['Python', 'verified'],
        ['SQL', 'confirmed'],
        ['Excel', 'self_reported'],
        ['Zakelijk Engels', 'self_declared'],
      ]),
      ['Python', 'SQL', 'Excel', 'Zakelijk Engels'],
    );
    expect(matchReason(m)).toBe(
      'Je toont 2 van de 4 gevraagde vaardigheden aan; 2 heb je opgegeven. Aangetoond: Python (geverifieerd certificaat) en SQL (bevestigd door het instituut). Opgegeven, niet aangetoond: Excel (cursus zelf afgerond) en Zakelijk Engels (zelf opgegeven).',
    );
    expect(matchReason(m, 'en')).toMatch(/^You show 2 of the 4 skills asked for; you stated 2 yourself\./);
  });
  it('says the match is unknown, not zero, without skills', () => {
    expect(matchReason({ score: null, skills: [], proven: 0, claimed: 0 })).toMatch(/onbekend/);
    expect(matchReason(matchSkills(index, [], ['SQL']))).toBe(
      'Je hebt nog geen van de 1 gevraagde vaardigheden aangetoond.',
    );
  });
});

describe('bestSkillMatch', () => {
  it('takes the highest known score above 0, the first on a tie', () => {
    const items = [
      { vacancy: 'a', match: { score: null, skills: [], proven: 0, claimed: 0 } },
      { vacancy: 'b', match: { score: 60, skills: [], proven: 0, claimed: 0 } },
      { vacancy: 'c', match: { score: 60, skills: [], proven: 0, claimed: 0 } },
      { vacancy: 'd', match: { score: 0, skills: [], proven: 0, claimed: 0 } },
    ];
    expect(bestSkillMatch(items)?.vacancy).toBe('b');
    expect(bestSkillMatch(items.filter((i) => i.vacancy !== 'b' && i.vacancy !== 'c'))).toBeNull();
  });
});

describe('exploration (the talent’s own view only)', () => {
  it('keeps valid Holland letters and weights them 3, 2, 1', () => {
    expect(hollandLetters('IXIS-AR')).toEqual(['I', 'S', 'A']);
    expect(
      interestScore(interests({ investigative: 80, conventional: 60, enterprising: 40 }), 'ICE'),
    ).toBeCloseTo(66.667, 2);
    expect(interestScore(null, 'SA')).toBeNull();
  });
  it('is labelled as exploration that the company does not see', () => {
    const e = explorationText(interests({ social: 90, artistic: 30 }), 'SA');
    expect(e).toEqual({
      interestFit: 66,
      text: expect.stringMatching(/^Verkenning, alleen voor jou: .*66%.*het bedrijf ziet het niet/),
    });
    expect(explorationText(null, 'SA')).toBeNull();
    expect(explorationText(interests({}), null)).toBeNull();
    expect(explorationText(interests({ social: 90 }), 'S', 'en')?.text).toMatch(/^Exploration, for you only/);
  });
  it('reads stored scan results', () => {
    expect(interestsFromScan('{"realistic":1}')).toBeNull();
    expect(interestsFromScan('nope')).toBeNull();
    expect(interestsFromScan(JSON.stringify(interests({ social: 5 })))?.social).toBe(5);
  });
});

describe('the scan never changes the score', () => {
  it('has no input for interests', () => {
    // matchSkills takes the taxonomy, evidence and the vacancy's skills only: there is no way to pass
    // a scan result. This guards the signature against a later "interest weight" creeping back in.
    expect(matchSkills.length).toBe(3);
  });
});

describe('matching by the skills list’s own synonyms and broader/narrower relations (decision 465)', () => {
  /** The seeded list's slice: Heftruck is a synonym; VCA is narrower than Veiligheid, not its synonym. */
  const list = buildSkillIndex([
    { id: 1, name: 'Heftruck rijden', synonyms: ['heftruck', 'heftruckcertificaat'] },
    { id: 2, name: 'Veilig werken (VCA)', synonyms: ['VCA'], broader: ['Veiligheid'] },
    { id: 3, name: 'Veiligheid', synonyms: ['arbeidsveiligheid'] },
    { id: 4, name: 'Logistiek', synonyms: [] },
    { id: 5, name: 'Orderpicking', synonyms: [], broader: ['Logistiek'] },
    { id: 6, name: 'Voorraadbeheer', synonyms: [], broader: ['Logistiek'] },
    // A cycle in the list stops where it repeats.
    { id: 7, name: 'A', synonyms: [], broader: ['B'] },
    { id: 8, name: 'B', synonyms: [], broader: ['A'] },
  ]);
  /** A verified "Heftruckcertificaat" that names Heftruck rijden, Veiligheid and Logistiek. */
  const certificate = (skills: string[]) =>
    collectEvidence(
      list,
      skills.map((skill) => ({
        kind: 'credential' as const,
        id: 'c1',
        level: 'verified' as const,
        skill,
        title: 'Heftruckcertificaat',
      })),
    );
  const heftruck = certificate(['Heftruck rijden', 'Veiligheid', 'Logistiek']);

  it('"Heftruck" resolves to Heftruck rijden; "Veiligheid" does not count as VCA', () => {
    const m = matchSkills(list, heftruck, ['Heftruck', 'VCA', 'Voorraadbeheer']);
    expect(m.skills.map((s) => [s.name, s.evidence, s.matchedBy, s.source?.title ?? null])).toEqual([
      ['Heftruck', 'verified', 'Heftruck rijden', 'Heftruckcertificaat'],
      ['VCA', 'missing', null, null],
      // Broader evidence (Logistiek) never shows a narrower skill.
      ['Voorraadbeheer', 'missing', null, null],
    ]);
    expect(m.score).toBe(33);
  });

  it('a narrower skill meets a broader requirement, never the other way round', () => {
    const vca = certificate(['VCA', 'Orderpicking']);
    const m = matchSkills(list, vca, ['Veiligheid', 'Logistiek', 'Veilig werken (VCA)']);
    expect(m.skills.map((s) => [s.name, s.evidence, s.matchedBy])).toEqual([
      ['Veiligheid', 'verified', 'Veilig werken (VCA)'],
      ['Logistiek', 'verified', 'Orderpicking'],
      ['Veilig werken (VCA)', 'verified', 'Veilig werken (VCA)'],
    ]);
    expect(matchSkills(list, certificate(['arbeidsveiligheid']), ['VCA']).skills[0].evidence).toBe('missing');
  });

  it('prefers the stronger evidence, and the skill itself on a tie', () => {
    const mixed = collectEvidence(list, [
      { kind: 'user_skill', id: 'u', level: 'self_declared', skill: 'Veiligheid', title: 'Veiligheid' },
      { kind: 'enrollment', id: 'e', level: 'confirmed', skill: 'VCA', title: 'VCA-cursus' },
      { kind: 'enrollment', id: 'f', level: 'confirmed', skill: 'Logistiek', title: 'Logistiek' },
      { kind: 'enrollment', id: 'g', level: 'confirmed', skill: 'Orderpicking', title: 'Orderpicking' },
    ]);
    const m = matchSkills(list, mixed, ['Veiligheid', 'Logistiek']);
    expect(m.skills.map((s) => [s.evidence, s.matchedBy])).toEqual([
      ['confirmed', 'Veilig werken (VCA)'],
      ['confirmed', 'Logistiek'],
    ]);
  });

  it('follows broader skills through more steps and survives a cycle', () => {
    expect(list.broader.get(7)).toEqual(new Set([8]));
    expect(list.broader.get(8)).toEqual(new Set([7]));
    const deep = buildSkillIndex([
      { id: 1, name: 'Heftruck rijden', synonyms: [], broader: ['Intern transport'] },
      { id: 2, name: 'Intern transport', synonyms: [], broader: ['Logistiek'] },
      { id: 3, name: 'Logistiek', synonyms: [] },
    ]);
    const ev = collectEvidence(deep, [
      { kind: 'enrollment', id: '1', level: 'confirmed', skill: 'Heftruck rijden', title: 'Cursus' },
    ]);
    expect(matchSkills(deep, ev, ['Logistiek']).skills[0].matchedBy).toBe('Heftruck rijden');
  });
});
