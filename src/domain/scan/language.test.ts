import { describe, expect, it } from 'vitest';
import { CAREERS, FOCUS } from './careers.ts';
import { CAREER_SKILLS_EN, CAREER_TITLES_EN } from './careers-en.ts';
import { RIASEC_LABEL_TWINS, TRAIT_LABEL_TWINS } from './dimensions.ts';
import { ITEM_TWINS, SCAN_BLOCKS, SCAN_QUESTIONS, scanBlocks, scanQuestions } from './items.ts';
import { joinList, SCAN_LANGUAGES, type Twin } from './language.ts';
import { PROFILE_TWINS } from './profile.ts';
import { buildScanResult, renderScanResult } from './result.ts';
import { scoreAnswers } from './scoring.ts';
import type { CourseForMatching, LikertValue, ScanAnswers, ScanResult } from './types.ts';

const ALL_TWINS: readonly Twin[] = [
  ...ITEM_TWINS,
  ...PROFILE_TWINS,
  ...Object.values(FOCUS),
  ...Object.values(RIASEC_LABEL_TWINS),
  ...Object.values(TRAIT_LABEL_TWINS),
];

/** Deterministic pseudo-random answer sets, from flat to strongly differentiated. */
function answerSets(count: number): ScanAnswers[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, n) => {
    const flat = (1 + (n % 5)) as LikertValue;
    return Object.fromEntries(
      SCAN_QUESTIONS.map((q) => [
        q.volgnummer,
        n % 9 === 0 ? flat : ((1 + Math.floor(next() * 5)) as LikertValue),
      ]),
    );
  });
}

/** A small catalogue with language-neutral titles (course titles are catalogue content, not scan texts). */
const COURSES: CourseForMatching[] = [
  { id: 1, title: 'Python', category: 'Technology', level: 'Beginner', skills: ['Python'] },
  { id: 2, title: 'UX', category: 'Design', level: 'Beginner', skills: ['UX'] },
  { id: 3, title: 'Excel', category: 'Finance', level: 'Beginner', skills: ['Excel'] },
  { id: 4, title: 'Coaching', category: 'Education', level: 'Beginner', skills: ['Coaching'] },
  { id: 5, title: 'SEO', category: 'Marketing', level: 'Beginner', skills: ['SEO'] },
  { id: 6, title: 'Scrum', category: 'Management', level: 'Beginner', skills: ['Scrum'] },
];

const texts = (r: ScanResult): string[] => [
  r.learningStyle,
  r.primaryDrive,
  r.profileSummary,
  r.personalityType,
  ...r.softSkills,
  ...r.growthAreas,
  r.recommendations.summary,
  ...r.recommendations.careers,
  ...r.careerMatches.flatMap((c) => [c.title, c.reason, ...c.skills]),
];

/** Common Dutch function words (whole words, not parts of 'De-escalation'); none may appear in an English result. */
const DUTCH_WORDS =
  /(?<![\w-])(je|jouw|van|het|een|en|de|bij|zijn|niet|geen|ook|vooral|deze|dit|om|met|werk|Je|De|Dit|Geen|Op|Er|Qua|Als|Ook|Hieronder)(?![\w-])/;

describe('scan texts in two languages', () => {
  it('gives every Dutch text of the scan an English twin', () => {
    for (const twin of ALL_TWINS) {
      for (const lang of SCAN_LANGUAGES) expect(twin[lang]?.trim(), JSON.stringify(twin)).toBeTruthy();
      expect(twin.en, `not translated: ${twin.nl}`).not.toBe(twin.nl);
    }
  });

  it('gives every occupation title and skill an English twin, and has no stale twins', () => {
    const titles = CAREERS.map((c) => c.title);
    const skills = new Set(CAREERS.flatMap((c) => c.skills));
    for (const title of titles) expect(CAREER_TITLES_EN[title], `title: ${title}`).toBeTruthy();
    for (const skill of skills) expect(CAREER_SKILLS_EN[skill], `skill: ${skill}`).toBeTruthy();
    expect(Object.keys(CAREER_TITLES_EN).sort()).toEqual([...titles].sort());
    expect(Object.keys(CAREER_SKILLS_EN).sort()).toEqual([...skills].sort());
  });

  it('keeps the statements and blocks the same in both languages apart from the wording', () => {
    const strip = (qs: ReturnType<typeof scanQuestions>) => qs.map(({ vraagtekst: _, ...rest }) => rest);
    expect(strip(scanQuestions('en'))).toEqual(strip(SCAN_QUESTIONS));
    expect(scanQuestions('nl')).toEqual(SCAN_QUESTIONS);
    expect(scanBlocks('nl')).toEqual(SCAN_BLOCKS);
    expect(scanBlocks('en').map((b) => b.bloknummer)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(scanQuestions('en').map((q) => q.vraagtekst)).size).toBe(65);
  });

  it('joins lists the Dutch or the British way', () => {
    expect(joinList(['a', 'b', 'c'], 'nl')).toBe('a, b en c');
    expect(joinList(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(joinList(['a'], 'en')).toBe('a');
  });

  it('renders the same scores, matches and courses in both languages, and Dutch as before', () => {
    for (const answers of answerSets(120)) {
      const nl = buildScanResult(answers, COURSES);
      const en = buildScanResult(answers, COURSES, 'en');
      expect(buildScanResult(answers, COURSES, 'nl')).toEqual(nl);
      expect({ ...en, ...scoreAnswers(answers) }).toEqual(en);
      expect(en.careerMatches.map((c) => c.match)).toEqual(nl.careerMatches.map((c) => c.match));
      expect(en.recommendations.courses).toEqual(nl.recommendations.courses);
      expect(renderScanResult(answers, nl.recommendations.courses, COURSES, 'nl')).toEqual(nl);
    }
  });

  it('writes every text of an English result in English', () => {
    for (const answers of answerSets(200)) {
      for (const courses of [COURSES, []]) {
        for (const text of texts(buildScanResult(answers, courses, 'en'))) {
          expect(text, text).not.toMatch(DUTCH_WORDS);
          expect(text, text).not.toMatch(/Holland-code|van 100|profiel/);
        }
      }
    }
  });
});
