import { describe, expect, it } from 'vitest';
import type { CoachLanguage, CoachTopic } from '../../../domain/coach/context.ts';
import { coachAnswer } from '../../../domain/coach/index.ts';
import { makeContext } from '../../../domain/coach/test-fixtures.ts';
import { COACH_CORPUS } from '../../../domain/coach/topics.ts';
import { HELD_OUT_EN, HELD_OUT_NL, type HeldOut, TOPIC_FACT } from './heldout.ts';
import { topicRecogniser as browserRecogniser } from './topics.ts';

/** The Coach's topic accuracy on held-out questions, with the server's recogniser (nlp.js stemmers). */
const MIN_ACCURACY = 0.9;

function confusion(rows: readonly (readonly [CoachTopic, CoachTopic])[]): string {
  const table = new Map<string, number>();
  for (const [expected, got] of rows) {
    if (expected === got) continue;
    const key = `${expected} → ${got}`;
    table.set(key, (table.get(key) ?? 0) + 1);
  }
  const perTopic = new Map<CoachTopic, [number, number]>();
  for (const [expected, got] of rows) {
    const [right, all] = perTopic.get(expected) ?? [0, 0];
    perTopic.set(expected, [right + (expected === got ? 1 : 0), all + 1]);
  }
  return [
    'expected topic: right/asked',
    ...[...perTopic].map(([t, [r, a]]) => `  ${t.padEnd(14)} ${r}/${a}`),
    'confusions (expected → got: count)',
    ...[...table].sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${k}: ${n}`),
  ].join('\n');
}

function measure(lang: CoachLanguage, set: readonly HeldOut[]) {
  const recognise = browserRecogniser();
  const ctx = { ...makeContext(), today: '2026-11-27' };
  const rows = set.map(([q, topic]) => [topic, recognise(q, lang).topic] as const);
  const right = rows.filter(([e, g]) => e === g).length;
  const missingFacts = set
    .filter(([, topic], i) => rows[i][1] === topic)
    .filter(
      ([q, topic, fact]) =>
        !coachAnswer(q, ctx, lang, recognise)?.text.includes(fact ?? TOPIC_FACT[lang][topic]),
    )
    .map(([q, topic, fact]) => `${q} (${topic}): ${fact ?? TOPIC_FACT[lang][topic]}`);
  return { accuracy: right / set.length, rows, right, missingFacts };
}

describe('Coach topic recognition on held-out questions', () => {
  it('has enough questions, none of them in the training corpus', () => {
    expect(HELD_OUT_NL.length).toBeGreaterThanOrEqual(150);
    expect(HELD_OUT_EN.length).toBeGreaterThanOrEqual(50);
    const trained = new Set([...COACH_CORPUS.nl, ...COACH_CORPUS.en].map(([q]) => q.toLowerCase()));
    expect([...HELD_OUT_NL, ...HELD_OUT_EN].filter(([q]) => trained.has(q.toLowerCase()))).toEqual([]);
  });

  for (const [lang, set] of [
    ['nl', HELD_OUT_NL],
    ['en', HELD_OUT_EN],
  ] as const) {
    it(`${lang}: at least ${MIN_ACCURACY * 100}% of topics right, and each right answer holds its fact`, () => {
      const { accuracy, rows, right, missingFacts } = measure(lang, set);
      console.log(
        `Coach ${lang}: ${right}/${set.length} = ${(accuracy * 100).toFixed(1)}%\n${confusion(rows)}`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
      expect(missingFacts).toEqual([]);
    });
  }

  it('every answer that states a catalogue amount names its source and date', () => {
    const recognise = browserRecogniser();
    const ctx = { ...makeContext(), today: '2026-11-27' };
    // The topics that quote the subsidy catalogue (budget and prices quote the talent's own
    // dossiers and the platform's course pages).
    const catalogue = new Set<CoachTopic>([
      'scheme',
      'stap',
      'uwv',
      'tax',
      'duoLoan',
      'deadline',
      'metalFunds',
    ]);
    for (const [lang, set] of [
      ['nl', HELD_OUT_NL],
      ['en', HELD_OUT_EN],
    ] as const) {
      for (const [q] of set) {
        const answer = coachAnswer(q, ctx, lang, recognise);
        if (!answer || !catalogue.has(answer.topic) || !/€|\d%/.test(answer.text)) continue;
        expect(answer.text, q).toMatch(
          lang === 'nl'
            ? /bron: https:\/\/\S+(; (gecontroleerd op|mogelijk verouderd, stand)|,) \d/
            : /source: https:\/\/\S+(; (checked on|possibly outdated, as of)|,) \d/,
        );
      }
    }
  });

  it('the finance review’s examples reach their topics', () => {
    const recognise = browserRecogniser();
    expect(recognise('Welk fonds geldt voor mij?', 'nl').topic).toBe('subsidy');
    expect(recognise('Kan ik het STAP-budget nog aanvragen?', 'nl').topic).toBe('stap');
  });

  it('says it is not sure, with the subsidy check, for a question it cannot place', () => {
    const answer = coachAnswer('Wat vindt de koning van kaas?', makeContext(), 'nl', browserRecogniser());
    expect(answer?.topic).toBe('unsure');
    expect(answer?.text).toContain('Dat weet ik niet zeker');
    expect(answer?.links.map((l) => l.href)).toEqual(['/subsidies']);
  });
});
