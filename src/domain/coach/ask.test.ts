import { describe, expect, it } from 'vitest';
import { answerQuestion, mergeAnswers } from './ask.ts';
import type { AskSources, CoachUnderstanding } from './ask-types.ts';

const TODAY = '2026-11-28';
const base: AskSources = {
  today: TODAY,
  storedCheck: null,
  dossiers: [],
  enrolments: [],
  certificates: [],
  course: null,
  courseQuery: null,
};
const read = (
  intent: CoachUnderstanding['intent'],
  slots: CoachUnderstanding['slots'] = {},
  confidence = 1,
) => ({ language: 'nl', intent, slots, confidence }) satisfies CoachUnderstanding;

describe('the Coach’s answers from the product’s sources', () => {
  it('counts only money granted to the talent as budget; a loan and an employer’s grant apart', () => {
    const dossier = (id: number, schemeId: string, applicant: 'talent' | 'employer', amount: number) => ({
      id,
      subsidyType: schemeId,
      schemeId,
      status: 'approved' as const,
      requestedAmount: amount,
      approvedAmount: amount,
      applicant,
      courseTitle: null,
      updatedAt: '2026-10-01T10:00:00Z',
    });
    const answer = answerQuestion(read({ kind: 'own', what: 'budget' }), {
      ...base,
      dossiers: [
        dossier(1, 'uwv-scholing', 'talent', 800),
        dossier(2, 'levenlanglerenkrediet', 'talent', 2500),
        dossier(3, 'slim', 'employer', 6000),
        dossier(4, 'ao-gemeenten', 'talent', 5000),
      ],
    });
    expect(answer.text).toContain('Aan jou toegekend: € 800,00 (1 regeling).');
    expect(answer.text).toContain('lening die je terugbetaalt: € 2.500,00');
    expect(answer.text).toContain('€ 11.000,00 aan werkgeverssubsidie');
  });

  it('merges the question’s answers over the stored check, and says what it assumed', () => {
    const stored = {
      responses: { '1': '1980-05-01', '2': 'employee', '4': 'GM0363', '6': true, '9': 'short_course' },
      analysedAt: '2026-11-01T10:00:00Z',
    };
    const merged = mergeAnswers({ employment: 'job_seeker_ww' }, { ...base, storedCheck: stored });
    expect(merged.answers).toMatchObject({
      employment: 'job_seeker_ww',
      birthDate: '1980-05-01',
      municipality: 'GM0363',
    });
    expect(merged.answers.smeEmployer).toBeNull();
    expect([...merged.assumed]).toEqual([]);
    const fresh = mergeAnswers({ age: 40 }, base);
    expect([...fresh.assumed].sort()).toEqual(['courseType', 'employment', 'municipality']);
    const answer = answerQuestion(read({ kind: 'situation' }, { employment: 'job_seeker_ww' }), {
      ...base,
      storedCheck: stored,
    });
    expect(answer.text).toContain('Scholing met een WW-uitkering');
    expect(answer.text).toContain('Aangevuld met je laatste subsidiecheck van 1 november 2026.');
  });

  it('names the course it found, or says it found none — never another course', () => {
    const found = answerQuestion(read({ kind: 'course', aspect: 'start' }), {
      ...base,
      course: {
        id: 7,
        title: 'Excel basis',
        instituteName: 'ROC Zadkine',
        priceCents: 24_950,
        nextStart: null,
        updatedOn: '2026-11-20',
      },
    });
    expect(found.text).toContain('Excel basis van ROC Zadkine kost € 249,50.');
    expect(found.text).toContain('Er is nog geen startdatum gepland.');
    expect(found.sources).toEqual([{ label: 'Excel basis', url: '/courses/7', date: '2026-11-20' }]);
    const none = answerQuestion(read({ kind: 'course', aspect: 'price' }), {
      ...base,
      courseQuery: 'pottenbakken',
    });
    expect(none.text).toContain('geen cursus die past bij "pottenbakken"');
  });

  it('says it is not sure below the confidence threshold, with the check', () => {
    const answer = answerQuestion(read({ kind: 'situation' }, {}, 0.3), base);
    expect(answer).toMatchObject({ intent: 'unsure', confident: false });
    expect(answer.text).toContain('Dat weet ik niet zeker');
    expect(answer.links).toEqual([{ href: '/subsidies', label: 'Subsidiecheck' }]);
  });
});
