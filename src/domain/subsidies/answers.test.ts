import { describe, expect, it } from 'vitest';
import { ageOn } from './age.ts';
import { answerError as answerSaid, storedResponses, validateResponses } from './answers.ts';
import { possibleQuestionCount, questionnaire, visibleQuestions } from './questions.ts';
import { TODAY } from './test-fixtures.ts';

const valid = {
  '1': '1990-06-15',
  '2': 'employee',
  '4': 'GM0153',
  '9': 'short_course',
};

const message = (r: Record<string, unknown>) => {
  const v = validateResponses(r, TODAY);
  return v.ok ? null : v.message.nl;
};
/** One step's message in Dutch (a catalogue entry, decision 515). */
const answerError = (...args: Parameters<typeof answerSaid>) => answerSaid(...args)?.nl ?? null;

describe('validateResponses', () => {
  it.each([
    ['1', 'Geboortedatum is verplicht'],
    ['2', 'Werkstatus is verplicht'],
    ['4', 'Gemeente is verplicht'],
    ['9', 'Cursustype is verplicht'],
  ])('a missing answer %s gives "%s"', (id, text) => {
    const { [id]: _dropped, ...rest } = valid as Record<string, string>;
    expect(message(rest)).toBe(text);
    expect(message({ ...rest, [id]: '  ' })).toBe(text);
  });

  it('names the first missing answer in question order', () => {
    expect(message({})).toBe('Geboortedatum is verplicht');
    expect(message({ '1': '1990-01-01' })).toBe('Werkstatus is verplicht');
  });

  it('accepts a complete submission without education or income (no rule reads them)', () => {
    expect(message(valid)).toBe(null);
  });

  it('ignores and never stores answers to the retired questions 3, 5 and 7', () => {
    const old = { ...valid, '3': 'mbo4', '5': '€ 42.500,-', '7': 'above_150' };
    const v = validateResponses(old, TODAY);
    expect(v.ok).toBe(true);
    if (v.ok) expect(Object.keys(v.answers)).not.toEqual(expect.arrayContaining(['education']));
    expect(Object.keys(storedResponses(old)).sort()).toEqual(['1', '2', '4', '9']);
    // Even a value the old question would have refused is ignored now.
    expect(message({ ...valid, '3': 'phd', '7': 'rich' })).toBe(null);
  });

  it('no longer asks education or income, and keeps the other questions’ fixed ids', () => {
    // 16 (the branch under Metaal en Techniek) follows the cao question it depends on.
    expect(questionnaire().map((q) => q.id)).toEqual([1, 2, 4, 6, 8, 16, 9, 17, 10, 11, 12, 13, 14, 15]);
  });

  it.each([
    ['2', 'werkloos', 'Onbekende waarde voor Werkstatus'],
    ['4', 'GM9999', 'Onbekende waarde voor Gemeente'],
    ['9', 'mooc', 'Onbekende waarde voor Cursustype'],
    ['8', 'piraten', 'Onbekende waarde voor Cao'],
    ['10', 'misschien', 'Betaling door een ander: kies Ja of Nee'],
    ['13', 'x'.repeat(201), 'Opleiding of onderwerp is te lang (maximaal 200 tekens)'],
  ])('refuses unknown value for %s', (id, value, text) => {
    expect(message({ ...valid, [id]: value })).toBe(text);
  });

  it('refuses unknown question ids', () => {
    expect(message({ ...valid, '18': 'x' })).toBe('Onbekende vraag: 18');
  });

  it.each([
    ['2026-11-23', 'Geboortedatum kan niet in de toekomst liggen'],
    ['1899-12-31', 'Geboortedatum kan niet vóór 1900 liggen'],
    ['1990-02-30', 'Geboortedatum is ongeldig'],
    ['15-06-1990', 'Geboortedatum is ongeldig'],
  ])('refuses birth date %s', (date, text) => {
    expect(message({ ...valid, '1': date })).toBe(text);
  });

  it('accepts the boundaries: born today, born 1 January 1900', () => {
    expect(message({ ...valid, '1': TODAY })).toBe(null);
    expect(message({ ...valid, '1': '1900-01-01' })).toBe(null);
  });

  it('ignores answers to hidden questions, even invalid ones', () => {
    const jobSeeker = { ...valid, '2': 'job_seeker_ww', '6': 'kapot', '8': 'metaal-techniek', '12': true };
    const v = validateResponses(jobSeeker, TODAY);
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.answers.smeEmployer).toBe(null);
      expect(v.answers.cao).toBe(null);
      expect(v.answers.recognisedTrainingCompany).toBe(null);
    }
    expect(storedResponses(jobSeeker)).not.toHaveProperty('6');
    expect(storedResponses(jobSeeker)).not.toHaveProperty('12');
  });

  it('reads booleans as true/false and "none" as no cao', () => {
    const v = validateResponses({ ...valid, '6': true, '10': 'false', '8': 'none' }, TODAY);
    expect(v.ok && [v.answers.smeEmployer, v.answers.othersPayAll, v.answers.cao]).toEqual([
      true,
      false,
      null,
    ]);
  });
});

describe('question 16: the branch under the cao Metaal en Techniek (decision 260)', () => {
  const metal = { ...valid, '2': 'employee', '8': 'metaal-techniek' };
  it.each(['metaalbewerking', 'installatie', 'carrosserie', 'isolatie', 'goud_zilver', 'unknown'])(
    'accepts, reads and stores %s',
    (branch) => {
      const v = validateResponses({ ...metal, '16': branch }, TODAY);
      expect(v.ok && v.answers.metalBranch).toBe(branch);
      expect(storedResponses({ ...metal, '16': branch })['16']).toBe(branch);
    },
  );
  it.each([['lassen'], [7], [true], [['metaalbewerking']]])('refuses %j', (value) => {
    expect(message({ ...metal, '16': value })).toBe('Onbekende waarde voor Branche');
  });
  it('is optional: unanswered it reads as null and is not stored', () => {
    const v = validateResponses(metal, TODAY);
    expect(v.ok && v.answers.metalBranch).toBe(null);
    expect(storedResponses(metal)).not.toHaveProperty('16');
  });
  it.each([
    ['another cao', { ...metal, '8': 'horeca' }],
    ['no cao', { ...metal, '8': 'none' }],
    ['cao unanswered', { ...valid }],
    // 8 is hidden for a job seeker, so 16 is hidden too, even with a stale 8 in the answers.
    ['a job seeker with a stale metal cao', { ...metal, '2': 'job_seeker_ww' }],
  ])('is not asked for %s: even an invalid value is ignored and nothing is stored', (_label, responses) => {
    const withBranch = { ...responses, '16': 'metaalbewerking' };
    const v = validateResponses({ ...responses, '16': 'kapot' }, TODAY);
    expect(v.ok && v.answers.metalBranch).toBe(null);
    expect(storedResponses(withBranch)).not.toHaveProperty('16');
    expect(visibleQuestions(questionnaire(), withBranch).map((q) => q.id)).not.toContain(16);
  });
});

describe('answerError (one step of the dialog)', () => {
  const [q1, , , q6] = questionnaire();
  it('checks the current answer only', () => {
    expect(answerError(q1, '', TODAY)).toBe('Geboortedatum is verplicht');
    expect(answerError(q1, '2030-01-01', TODAY)).toBe('Geboortedatum kan niet in de toekomst liggen');
    expect(answerError(q6, '', TODAY)).toBe(null);
  });
});

describe('ageOn', () => {
  it.each([
    ['1990-11-22', '2026-11-22', 36],
    ['1990-11-23', '2026-11-22', 35],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
  ])('born %s, on %s: %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('the question counter never jumps up', () => {
  const answers: Record<string, unknown> = {
    '1': '1985-03-01',
    '3': 'mbo3',
    '4': 'GM0363',
    '5': '30000',
    '6': true,
    '7': 'above_150',
    '9': 'mbo_bbl',
    '10': false,
    '11': false,
    '12': true,
    '13': 'Lassen',
    '14': false,
    '15': true,
    '16': 'installatie',
  };
  /** Walks the dialog step by step (an undefined answer is a question passed unanswered). */
  function walk(over: Record<string, unknown>) {
    const questions = questionnaire();
    const all = { ...answers, ...over };
    const responses: Record<string, unknown> = {};
    const totals: number[] = [];
    for (let step = 0; ; step++) {
      const visible = visibleQuestions(questions, responses);
      if (step >= visible.length) break;
      const current = visible[step];
      totals.push(possibleQuestionCount(questions, responses, current.id));
      expect(step + 1).toBeLessThanOrEqual(totals[totals.length - 1]);
      if (all[String(current.id)] !== undefined) responses[String(current.id)] = all[String(current.id)];
    }
    return { totals, asked: visibleQuestions(questions, responses).length };
  }
  it.each([
    ['employee, Metaal en Techniek (16 asked)', { '2': 'employee', '8': 'metaal-techniek' }],
    ['employee, another cao (16 ruled out)', { '2': 'employee', '8': 'horeca' }],
    ['employee, cao passed unanswered (16 ruled out)', { '2': 'employee', '8': undefined }],
    [
      'employee, Metaal en Techniek, branch passed unanswered',
      { '2': 'employee', '8': 'metaal-techniek', '16': undefined },
    ],
    ['student (6, 8, 14 and 16 ruled out)', { '2': 'student', '8': 'metaal-techniek' }],
    ['job seeker on WW', { '2': 'job_seeker_ww' }],
  ])('%s: the total only shrinks and ends at the number asked', (_label, over) => {
    const { totals, asked } = walk(over);
    for (let i = 1; i < totals.length; i++)
      expect(totals[i], `step ${i + 1}`).toBeLessThanOrEqual(totals[i - 1]);
    expect(totals[totals.length - 1]).toBe(asked);
  });
  it('the branch question counts from the start, so choosing Metaal en Techniek does not add a step', () => {
    const { totals } = walk({ '2': 'employee', '8': 'metaal-techniek' });
    // Only the full-time question (17, for mbo-bol) drops out once another course type is chosen.
    for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeLessThanOrEqual(totals[i - 1]);
    expect(totals[0]).toBe(14);
    expect(totals[totals.length - 1]).toBe(13);
  });
});
