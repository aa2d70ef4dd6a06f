import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../domain/coach/ask.ts';
import type { CoachAskAnswer } from '../../../domain/coach/ask-types.ts';
import { bestCourse } from './course-match.ts';
import { EXPECTED } from './fixtures/dev-set-expectations.ts';
import { CATALOGUE, TALENT, TODAY } from './fixtures/sources.ts';
import { courseQueryWords, understand } from './understand.ts';

/**
 * The expert's 50 questions (fixtures/coach-dev-set.tsv, a copy of ../shared/coach-dev-set.tsv of
 * issue 49: written by an expert in Dutch adult-learning finance before asking them, with the gist
 * of the expected answer). Each answer is checked against that gist (fixtures/dev-set-expectations.ts)
 * and the score is printed. Done when: at least 45 of 50 right and every out-of-scope question
 * answered honestly. Acceptance uses other, hidden questions: nothing in the Coach is keyed to these.
 */
const rows = readFileSync(new URL('./fixtures/coach-dev-set.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [id, lang, question, gist] = line.split('\t');
    return { id, lang: lang as 'nl' | 'en', question, gist };
  });

function answer(question: string, lang: 'nl' | 'en'): CoachAskAnswer {
  const u = understand(question, lang, TODAY);
  const searches = u.intent.kind === 'course' || (u.intent.kind === 'topic' && u.intent.topic === 'refund');
  const words = searches ? courseQueryWords(question, u.language) : [];
  return answerQuestion(u, {
    ...TALENT,
    course: bestCourse(CATALOGUE, words),
    courseQuery: words.length > 0 ? words.join(' ') : null,
  });
}

const honest = (a: CoachAskAnswer) => ['outOfScope', 'refuse', 'unsure'].includes(a.intent);

function right(id: string, a: CoachAskAnswer): boolean {
  const e = EXPECTED[id];
  if (e.honest) return honest(a);
  const text = a.text.toLowerCase();
  return !honest(a) && (e.all ?? []).every((group) => group.some((s) => text.includes(s.toLowerCase())));
}

describe('the Coach on the expert’s dev set (issue 49)', () => {
  const results = rows.map((r) => ({ ...r, answer: answer(r.question, r.lang) }));

  it('is right on at least 45 of 50 and prints the score', () => {
    const wrong = results.filter((r) => !right(r.id, r.answer));
    const score = results.length - wrong.length;
    console.log(
      `Coach dev set: ${score}/${results.length} right${wrong.length ? `; wrong: ${wrong.map((w) => w.id).join(', ')}` : ''}`,
    );
    for (const w of wrong)
      console.log(`  ${w.id} ${w.question}\n    gist: ${w.gist}\n    got: ${w.answer.text.slice(0, 300)}`);
    expect(results).toHaveLength(50);
    expect(score).toBeGreaterThanOrEqual(45);
  });

  it('answers every out-of-scope question honestly', () => {
    for (const r of results.filter((x) => EXPECTED[x.id].honest)) expect(honest(r.answer), r.id).toBe(true);
  });

  it('answers in the question’s language and names a source for every fact it states', () => {
    for (const r of results) {
      expect(r.answer.language, r.id).toBe(r.lang);
      if (!honest(r.answer) && r.answer.intent !== 'topic')
        expect(r.answer.sources.length, r.id).toBeGreaterThan(0);
    }
  });
});
