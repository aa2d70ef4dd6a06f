import { describe, expect, it } from 'vitest';
import type { SubsidyAnswers } from './answers.ts';
import { CAOS, METAL_BRANCHES } from './data/caos.ts';
import { matchSubsidies } from './match.ts';
import { COURSE_TYPES, EMPLOYMENT, Q, questionnaire } from './questions.ts';
import { QUESTION_TEXTS_EN, questionnaireIn } from './questions-en.ts';
import { SCHEMES } from './schemes.ts';
import { SCHEME_TEXTS_EN, schemeTexts } from './schemes-en.ts';
import { rederiveResult } from './stored.ts';
import { baseAnswers, SME_METAL_RESPONSES, TODAY } from './test-fixtures.ts';
import { subsidyTextsEn, subsidyTextsNl } from './texts.ts';

/** Common Dutch words that never belong in an English sentence (proper names avoid them). */
const DUTCH = /\b(je|jij|jouw|het|een|niet|werkgever|gestopt|kijk|vraag|opleiding|scholing|regeling)\b/i;
const expectEnglish = (text: string) => expect(text, text).not.toMatch(DUTCH);

/** Every string leaf (functions called with sample arguments) of a texts object, by path. */
function leaves(o: unknown, path = ''): [string, string][] {
  if (typeof o === 'string') return [[path, o]];
  if (typeof o === 'function') return [[path, String(o(...Array.from({ length: o.length }, () => 'X')))]];
  return Object.entries(o as object).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
}

describe('English twins of the subsidy texts', () => {
  it('every match reason and alternative text has an English twin that is not the Dutch', () => {
    const nl = leaves(subsidyTextsNl);
    const en = new Map(leaves(subsidyTextsEn));
    expect([...en.keys()]).toEqual(nl.map(([p]) => p));
    for (const [path, dutch] of nl) {
      expect(en.get(path), path).toBeTruthy();
      expect(en.get(path), path).not.toBe(dutch);
      expectEnglish(en.get(path) ?? '');
    }
  });

  it('every scheme has English texts; official names stay recognisable', () => {
    for (const s of SCHEMES) {
      const en = SCHEME_TEXTS_EN[s.id];
      expect(en, s.id).toBeDefined();
      for (const key of ['name', 'provider', 'amountNote', 'validityPeriod', 'description'] as const) {
        expect(en[key], `${s.id}.${key}`).toBeTruthy();
        expectEnglish(en[key]);
      }
      for (const key of ['amountNote', 'validityPeriod', 'description'] as const)
        expect(en[key], `${s.id}.${key}`).not.toBe(s[key]);
      expect(en.tags).toHaveLength(s.tags.length);
      expect(Boolean(en.replacedBy), s.id).toBe(Boolean(s.replacedBy));
      if (en.replacedBy) expectEnglish(en.replacedBy);
    }
    for (const name of [
      'SLIM',
      'STAP',
      'Praktijkleren',
      'Levenlanglerenkrediet',
      'NL leert door',
      'Leerwerkloket',
    ])
      expect(
        Object.values(SCHEME_TEXTS_EN).some((t) => t.name.includes(name)),
        name,
      ).toBe(true);
    expect(schemeTexts(SCHEMES[0], 'nl')).toBe(SCHEMES[0]);
  });

  it('every question and fixed option has an English twin; ids, values and conditions are the same', () => {
    const nl = questionnaire();
    const en = questionnaireIn('en');
    expect(questionnaireIn('nl')).toEqual(nl);
    expect(en.map(({ id, type, required, showIf }) => ({ id, type, required, showIf }))).toEqual(
      nl.map(({ id, type, required, showIf }) => ({ id, type, required, showIf })),
    );
    for (const [i, q] of en.entries()) {
      expect(QUESTION_TEXTS_EN[q.id], String(q.id)).toBeDefined();
      expect(q.text).not.toBe(nl[i].text);
      expectEnglish(q.text);
      expect(q.helpText === null).toBe(nl[i].helpText === null);
      if (q.helpText) expectEnglish(q.helpText);
      expect(q.options.map((o) => o.value)).toEqual(nl[i].options.map((o) => o.value));
      // Municipality and cao names are proper names; every other option is translated.
      const fixed = q.id === Q.municipality ? [] : q.id === Q.cao ? q.options.slice(0, 1) : q.options;
      for (const o of fixed) {
        expect(o.label, `${q.id}.${o.value}`).not.toBe(nl[i].options.find((n) => n.value === o.value)?.label);
        expectEnglish(o.label);
      }
    }
  });
});

describe('the matcher in English', () => {
  const people: SubsidyAnswers[] = [];
  for (const employment of EMPLOYMENT)
    for (const courseType of COURSE_TYPES)
      for (const cao of [null, ...CAOS.map((c) => c.slug)])
        for (const metalBranch of cao === 'metaal-techniek' ? [null, ...METAL_BRANCHES] : [null])
          people.push(
            baseAnswers({
              employment,
              courseType,
              cao,
              metalBranch,
              smeEmployer: true,
              ontwikkelpadSector: true,
              recognisedTrainingCompany: true,
              birthDate: courseType === 'hbo_wo_module' ? '1970-06-01' : '1990-06-15',
            }),
          );

  it('finds the same schemes with as many reasons and alternatives as in Dutch, all in English', () => {
    for (const a of people) {
      const nl = matchSubsidies(a, TODAY);
      const en = matchSubsidies(a, TODAY, 'en');
      expect(en.matches.map((m) => m.subsidy.id)).toEqual(nl.matches.map((m) => m.subsidy.id));
      expect(en.matches.map((m) => m.matchReasons.length)).toEqual(
        nl.matches.map((m) => m.matchReasons.length),
      );
      expect(en.alternatives).toHaveLength(nl.alternatives.length);
      for (const m of en.matches) {
        for (const r of m.matchReasons) expectEnglish(r);
        expectEnglish(m.subsidy.description);
        expect(m.subsidy.maxAmount).toBe(
          nl.matches.find((n) => n.subsidy.id === m.subsidy.id)?.subsidy.maxAmount,
        );
      }
      for (const alt of en.alternatives) expectEnglish(`${alt.title} ${alt.content}`);
    }
  }, 120_000);

  it('names the municipality in English on social assistance', () => {
    const r = matchSubsidies(
      baseAnswers({ employment: 'job_seeker_bijstand', municipality: 'GM0599' }),
      TODAY,
      'en',
    );
    expect(r.matches[0].subsidy.provider).toBe('Municipality of Rotterdam');
    expect(r.matches[0].matchReasons[1]).toContain('The municipality of Rotterdam can pay for training');
  });
});

describe('a stored analysis in the reader’s language', () => {
  const responses = { ...SME_METAL_RESPONSES, '9': 'career_advice' };

  it('is matched again on the Dutch day of the analysis', () => {
    // 23:30 UTC on 21 November is already 22 November in the Netherlands.
    const en = rederiveResult(responses, '2026-11-21T23:30:00.000Z', 'en');
    const nl = rederiveResult(responses, '2026-11-21T23:30:00.000Z', 'nl');
    expect(en?.matches.map((m) => m.subsidy.id)).toEqual(['slim', 'oom']);
    expect(en?.matches[0].matchReasons[0]).toBe(
      'You are employed by an employer with fewer than 250 staff (an SME).',
    );
    expect(nl?.matches[0].matchReasons[0]).toBe(
      'Je werkt in loondienst bij een werkgever met minder dan 250 medewerkers (mkb).',
    );
  });

  it('counts the age on the Dutch day of the analysis (its study year starts on 1 September there)', () => {
    const llk = {
      '1': '1970-09-01',
      '2': 'job_seeker_none',
      '3': 'hbo',
      '4': 'GM0363',
      '7': 'unknown',
      '9': 'hbo_wo_programme',
      '11': false,
    };
    // 22:30 UTC on 31 August is 1 September in the Netherlands: the study year 2026-27 counts.
    const reasons = rederiveResult(llk, '2026-08-31T22:30:00.000Z', 'en')?.matches[0].matchReasons;
    expect(reasons).toContain(
      'On 1 September 2026, the start of the academic year, you were 56: younger than 57, so within the age limit.',
    );
  });

  it('is null when the stored answers no longer pass the questionnaire', () => {
    expect(rederiveResult({ ...responses, '4': 'GM9999' }, '2026-11-21T10:00:00.000Z', 'en')).toBeNull();
    expect(rederiveResult(responses, 'not a date', 'en')).toBeNull();
  });
});
