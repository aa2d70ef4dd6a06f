import { describe, expect, it } from 'vitest';
import { SCAN_QUESTIONS } from './items.ts';
import {
  buildProfileSummary,
  DRIVE_LABELS,
  deriveGrowthAreas,
  deriveSoftSkills,
  determineLearningStyle,
  determinePrimaryDrive,
  LEARNING_STYLE_LABELS,
  personalityType,
} from './profile.ts';
import { buildScanResult } from './result.ts';
import { scoreAnswers } from './scoring.ts';
import type { CourseForMatching, LikertValue, ScanAnswers, ScanResult, ScanScores } from './types.ts';

const answersWith = (
  pick: (volgnummer: number, categorie: string, reverse: boolean) => LikertValue,
): ScanAnswers =>
  Object.fromEntries(
    SCAN_QUESTIONS.map((q) => [q.volgnummer, pick(q.volgnummer, q.categorie, q.reverse === true)]),
  );

const neutral = answersWith(() => 3);

/** An analytical person: likes investigative and conventional work, conscientious and open. */
const analyst = answersWith((n, categorie, reverse) => {
  if (categorie === 'investigative') return 5;
  if (categorie === 'conventional') return 4;
  if (categorie === 'artistic') return 3;
  if (['realistic', 'social', 'enterprising'].includes(categorie)) return 2;
  if (categorie === 'openness' || categorie === 'conscientiousness') return reverse ? 1 : 5;
  if (categorie === 'extraversion') return reverse ? 4 : 2;
  if (categorie === 'agreeableness') return reverse ? 2 : 4;
  if (categorie === 'neuroticism') return reverse ? 4 : 2;
  if (n === 58 || n === 60) return 5; // theoretical learner
  if (n === 61) return 5; // growth
  return 3;
});

const COURSES: CourseForMatching[] = [
  {
    id: 1,
    title: 'SQL en data-analyse',
    category: 'Data & Analytics',
    level: 'Beginner',
    skills: ['SQL', 'Excel'],
  },
  { id: 2, title: 'Social media marketing', category: 'Marketing', level: 'Beginner', skills: ['Content'] },
  {
    id: 3,
    title: 'Illustreren met Procreate',
    category: 'Design',
    level: 'Beginner',
    skills: ['Illustratie'],
  },
  { id: 4, title: 'Basis verpleegkunde', category: 'Healthcare', level: 'Beginner', skills: ['Zorg'] },
  {
    id: 5,
    title: 'Financieel rapporteren',
    category: 'Finance',
    level: 'Intermediate',
    skills: ['Rapportage'],
  },
  {
    id: 6,
    title: 'Machine learning met Python',
    category: 'Technology',
    level: 'Advanced',
    skills: ['Python'],
  },
  { id: 7, title: 'Projectmanagement', category: 'Management', level: 'Intermediate', skills: ['Agile'] },
];

const SCORE_KEYS: (keyof ScanScores)[] = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
  'realistic',
  'investigative',
  'artistic',
  'social',
  'enterprising',
  'conventional',
];

function expectComplete(result: ScanResult) {
  for (const key of SCORE_KEYS) {
    expect(Number.isInteger(result[key]), key).toBe(true);
    expect(result[key]).toBeGreaterThanOrEqual(0);
    expect(result[key]).toBeLessThanOrEqual(100);
  }
  for (const text of [
    result.learningStyle,
    result.primaryDrive,
    result.profileSummary,
    result.personalityType,
  ]) {
    expect(text.trim()).not.toBe('');
  }
  expect(Object.values(LEARNING_STYLE_LABELS)).toContain(result.learningStyle);
  expect(Object.values(DRIVE_LABELS)).toContain(result.primaryDrive);
  expect(result.careerMatches.length).toBeLessThanOrEqual(6);
  expect(result.softSkills.length).toBeGreaterThanOrEqual(3);
  expect(result.softSkills.length).toBeLessThanOrEqual(6);
  expect(result.growthAreas.length).toBeGreaterThanOrEqual(2);
  expect(result.growthAreas.length).toBeLessThanOrEqual(5);
  expect(result.recommendations.summary.trim()).not.toBe('');
  expect(result.recommendations.careers).toHaveLength(Math.min(4, result.careerMatches.length));
  for (const s of [...result.softSkills, ...result.growthAreas, ...result.recommendations.careers]) {
    expect(s.trim()).not.toBe('');
  }
  expect(new Set(result.softSkills).size).toBe(result.softSkills.length);
  expect(new Set(result.growthAreas).size).toBe(result.growthAreas.length);
  expect(result.personalityType).toMatch(/^(De \S+ \([RIASEC]{1,3}\)|Breed profiel \(.+\))$/);
}

describe('buildScanResult', () => {
  it('returns every field, filled in, for an analytical profile', () => {
    const result = buildScanResult(analyst, COURSES);
    expectComplete(result);
    expect(result.recommendations.courses).toHaveLength(5);
    expect(result.recommendations.courses[0].courseId).toBe(1); // Data & Analytics
    expect(result.personalityType).toBe('De Onderzoeker (ICA)');
    expect(result.learningStyle).toBe('Theoretisch/reflectief');
    expect(result.primaryDrive).toBe('Groei en ontwikkeling');
    expect(result.profileSummary).toContain('Onderzoekend (score 100 van 100)');
    expect(result.softSkills).toContain('Je houdt van onderzoeken en analyseren');
    expect(result.softSkills).not.toContain('Analytisch denken');
    expect(result.careerMatches[0].reason).toContain('Onderzoekend 100 van 100');
    // Category names in a Dutch sentence are Dutch.
    expect(result.recommendations.summary).toContain('Data en analyse');
    expect(result.recommendations.summary).not.toContain('Data & Analytics');
  });

  it('returns every field for all-neutral answers and an empty catalogue', () => {
    const result = buildScanResult(neutral, []);
    expectComplete(result);
    expect(result.recommendations.courses).toEqual([]);
    expect(result.recommendations.summary).toMatch(/geen cursussen/);
    expect(result.profileSummary).toMatch(/evenwichtig/);
    // A flat profile: no forced code and no career presented as fitting.
    expect(result.profileSummary).toContain('geen Holland-code');
    expect(result.profileSummary).not.toContain('Je Holland-code is');
    expect(result.personalityType).toBe(
      'Breed profiel (Realistisch, Onderzoekend, Artistiek, Sociaal, Ondernemend, Conventioneel)',
    );
    expect(result.careerMatches).toEqual([]);
  });

  it('gives no strong career match when agreeing with everything', () => {
    const result = buildScanResult(
      answersWith(() => 5),
      COURSES,
    );
    expect(result.careerMatches).toEqual([]);
    expect(result.personalityType).toMatch(/^Breed profiel/);
  });

  it('returns every field for the extreme answer patterns', () => {
    expectComplete(
      buildScanResult(
        answersWith((_, __, reverse) => (reverse ? 1 : 5)),
        COURSES,
      ),
    );
    expectComplete(
      buildScanResult(
        answersWith((_, __, reverse) => (reverse ? 5 : 1)),
        COURSES,
      ),
    );
  });

  it('is deterministic and does not mutate its input', () => {
    const courses = structuredClone(COURSES);
    const answers = structuredClone(analyst);
    expect(buildScanResult(answers, courses)).toEqual(buildScanResult(analyst, COURSES));
    expect(courses).toEqual(COURSES);
    expect(answers).toEqual(analyst);
  });
});

describe('profile parts', () => {
  it('lets the block-5 items decide the learning style and the drive', () => {
    const scores = scoreAnswers(neutral);
    const cases: [number, string][] = [
      [56, 'Praktisch leren (doen)'],
      [57, 'Visueel'],
      [58, 'Theoretisch/reflectief'],
      [59, 'Sociaal leren'],
    ];
    for (const [volgnummer, label] of cases) {
      expect(determineLearningStyle({ ...neutral, [volgnummer]: 5 }, scores)).toBe(label);
    }
    const drives: [number, string][] = [
      [61, 'Groei en ontwikkeling'],
      [62, 'Zekerheid en structuur'],
      [63, 'Impact op anderen'],
      [64, 'Autonomie'],
      [65, 'Prestatie'],
    ];
    for (const [volgnummer, label] of drives) {
      expect(determinePrimaryDrive({ ...neutral, [volgnummer]: 5 }, scores)).toBe(label);
    }
  });

  it('breaks learning-style ties with the trait scores', () => {
    const answers = answersWith((_, categorie) => (categorie === 'artistic' ? 5 : 3));
    expect(determineLearningStyle(answers, scoreAnswers(answers))).toBe('Visueel');
  });

  it('names the personality type after the clearly leading RIASEC letters only', () => {
    // S 100, A 75, the other four 50: the third letter would be a tie among four, so the code stops at SA.
    const scores = scoreAnswers(answersWith((_, c) => (c === 'social' ? 5 : c === 'artistic' ? 4 : 3)));
    expect(personalityType(scores)).toBe('De Helper (SA)');
  });

  it('cites the strongest traits and interests in the summary', () => {
    const scores = scoreAnswers(analyst);
    const summary = buildProfileSummary(scores, 'Visueel', 'Autonomie');
    expect(summary).toContain(`Onderzoekend (score ${scores.investigative} van 100)`);
    expect(summary).toContain('Je Holland-code is ICA.');
    expect(summary).toContain('openheid (score 100 van 100)');
    expect(summary).not.toMatch(/\d%/);
    expect(summary).toContain("'Visueel'");
    expect(summary).toContain("'Autonomie'");
  });

  it('derives growth areas from low traits and overused strengths', () => {
    const base = scoreAnswers(neutral);
    expect(deriveGrowthAreas({ ...base, neuroticism: 90, extraversion: 20 })).toEqual([
      'Omgaan met stress, druk en tegenslag',
      'Zichtbaar zijn en je mening laten horen in een groep',
    ]);
    expect(deriveGrowthAreas({ ...base, agreeableness: 95 })).toContain(
      'Grenzen aangeven en nee durven zeggen',
    );
  });

  it('lists strong dimensions as soft skills, strongest first', () => {
    const base = scoreAnswers(neutral);
    const skills = deriveSoftSkills({ ...base, investigative: 90, conscientiousness: 80, neuroticism: 25 });
    expect(skills).toEqual([
      'Je houdt van onderzoeken en analyseren',
      'Je werkt graag georganiseerd en maakt af waar je aan begint',
      'Je blijft naar eigen zeggen meestal rustig, ook onder druk',
    ]);
  });
});
