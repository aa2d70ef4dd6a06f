import { describe, expect, it } from 'vitest';
import {
  buildSkillIndex,
  collectEvidence,
  EVIDENCE_LEVELS,
  EVIDENCE_WEIGHTS,
  type EvidenceSource,
  enrollmentEvidence,
  evidenceFor,
  isClaim,
  isVouched,
  normaliseLabel,
  sameSkill,
  skillKey,
  strongerEvidence,
} from './index.ts';

/** A slice of the seeded taxonomy (src/server/seed/data/skills.ts). */
const index = buildSkillIndex([
  { id: 1, name: 'Werken met Excel', synonyms: ['Excel', 'spreadsheets'] },
  { id: 2, name: 'Zakelijk Engels', synonyms: ['Business English'] },
  { id: 3, name: 'Programmeren in Python', synonyms: ['Python', 'Python-ontwikkeling'] },
  { id: 4, name: 'Planning', synonyms: ['plannen', 'roosteren'] },
  { id: 5, name: 'Logistieke planning', synonyms: ['roosteren'] },
]);

describe('skill identity', () => {
  it.each([
    // [a, b, same?]
    ['Excel', 'Excel VBA', false],
    ['Engels', 'Zakelijk Engels C1', false],
    ['Excel', 'Werken met Excel', true],
    ['excel', 'SPREADSHEETS', true],
    ['Python', 'Programmeren in Python', true],
    ['Python-ontwikkeling', 'python ontwikkeling', true],
    ['Business English', 'Zakelijk Engels', true],
    ['Café-beheer', 'cafe beheer', true],
    ['Heftruck', 'Heftruck', true],
    ['Heftruck', 'Heftruckcertificaat', false],
    ['Java', 'JavaScript', false],
    ['Planning', 'Logistieke planning', false],
    // "roosteren" is a synonym of two skills: ambiguous, so it names neither.
    ['roosteren', 'Planning', false],
    ['roosteren', 'Roosteren', true],
    ['', '', false],
  ])('%j and %j are the same skill: %s', (a, b, same) => {
    expect(sameSkill(index, a, b)).toBe(same);
  });

  it('keys taxonomy skills by id and free text by its normalised label', () => {
    expect(skillKey(index, 'spreadsheets')).toBe('skill:1');
    expect(skillKey(index, '  Excel   VBA ')).toBe('text:excel vba');
    expect(normaliseLabel('Één  Ç#')).toBe('een c#');
  });
});

describe('evidence levels', () => {
  it('are ordered strongest first; only vouched evidence weighs anything', () => {
    expect(EVIDENCE_LEVELS).toEqual([
      'verified',
      'confirmed',
      'self_reported',
      'claimed',
      'self_declared',
      'missing',
    ]);
    const weights = EVIDENCE_LEVELS.map((l) => EVIDENCE_WEIGHTS[l]);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    // A credential from an issuer we do not know is a claim (decision 405): it weighs nothing.
    expect(weights).toEqual([1, 0.9, 0, 0, 0, 0]);
    expect(EVIDENCE_LEVELS.filter(isVouched)).toEqual(['verified', 'confirmed']);
    expect(EVIDENCE_LEVELS.filter(isClaim)).toEqual(['self_reported', 'claimed', 'self_declared']);
  });

  it.each([
    ['passed', 'confirmed'],
    ['completed', 'self_reported'],
    ['enrolled', null],
    ['failed', null],
  ] as const)('an enrolment that is %s gives %s', (status, level) => {
    expect(enrollmentEvidence(status)).toBe(level);
  });

  it('picks the stronger level', () => {
    expect(strongerEvidence('self_declared', 'confirmed')).toBe('confirmed');
    expect(strongerEvidence('verified', 'self_reported')).toBe('verified');
  });
});

describe('collectEvidence and evidenceFor', () => {
  const src = (
    skill: string,
    level: EvidenceSource['level'],
    kind: EvidenceSource['kind'] = 'enrollment',
  ) => ({
    kind,
    id: `${kind}-${skill}`,
    level,
    skill,
    title: 'bron',
  });
  const evidence = collectEvidence(index, [
    src('Excel', 'self_declared', 'user_skill'),
    src('spreadsheets', 'confirmed'),
    src('Excel VBA', 'self_reported'),
    src('Heftruck', 'self_declared', 'user_skill'),
  ]);

  it('groups by identity, keeps the strongest level and names taxonomy skills by their name', () => {
    expect(evidence.map((e) => [e.name, e.skillId, e.level, e.sources.length])).toEqual([
      ['Werken met Excel', 1, 'confirmed', 2],
      ['Excel VBA', null, 'self_reported', 1],
      ['Heftruck', null, 'self_declared', 1],
    ]);
    expect(evidence[0].sources[0].level).toBe('confirmed');
  });

  it.each([
    ['Excel', 'confirmed'],
    ['Werken met Excel', 'confirmed'],
    ['Excel VBA', 'self_reported'],
    ['excel vba', 'self_reported'],
    ['Excel VBA gevorderd', 'missing'],
    ['heftruck', 'self_declared'],
    ['Zakelijk Engels C1', 'missing'],
    ['', 'missing'],
  ] as const)('a vacancy asking %j finds %s', (label, level) => {
    expect(evidenceFor(index, evidence, label)).toBe(level);
  });
});
