import { FIELD_LABELS, FIELD_MESSAGES } from '../../contracts/messages/common.ts';
import type { Said } from '../../contracts/messages/define.ts';
import { SUBSIDY_LABELS, SUBSIDY_MESSAGES } from '../../contracts/messages/subsidies.ts';
import { CAOS, METAL_TECH_CAO } from './data/caos.ts';
import { MUNICIPALITIES } from './data/municipalities.ts';

/** The fixed questionnaire: ids, types and option values are a contract. */
export type QuestionType =
  | 'text'
  | 'number'
  | 'date'
  | 'email'
  | 'textarea'
  | 'select'
  | 'searchable_select'
  | 'boolean'
  | 'radio';

export interface QuestionOption {
  value: string;
  label: string;
}

/** Shown only when question `questionId` has `value` (or one of `values`). */
export interface ShowIf {
  questionId: number;
  value?: string;
  values?: string[];
}

export interface Question {
  id: number;
  text: string;
  type: QuestionType;
  required: boolean;
  helpText: string | null;
  prefill: string | null;
  options: QuestionOption[];
  showIf: ShowIf | null;
}

export const Q = {
  birthDate: 1,
  employment: 2,
  education: 3,
  municipality: 4,
  grossIncome: 5,
  smeEmployer: 6,
  incomeLevel: 7,
  cao: 8,
  courseType: 9,
  othersPayAll: 10,
  studentFinanceLeft: 11,
  recognisedTrainingCompany: 12,
  courseName: 13,
  ontwikkelpadSector: 14,
  dutchResidence: 15,
  metalBranch: 16,
  fullTime: 17,
} as const;

export const EMPLOYMENT = [
  'employee',
  'job_seeker_ww',
  'job_seeker_bijstand',
  'job_seeker_none',
  'self_employed',
  'student',
  'other',
] as const;
export type Employment = (typeof EMPLOYMENT)[number];

export const COURSE_TYPES = [
  'hbo_wo_programme',
  'hbo_wo_module',
  'mbo_bol',
  'mbo_bbl',
  'mbo_third_route',
  'short_course',
  'career_advice',
] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** The value of question 8 for "no cao". */
export const NO_CAO = 'none';

const opts = (pairs: ReadonlyArray<readonly [string, string]>): QuestionOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

const EMPLOYEE_ONLY: ShowIf = { questionId: Q.employment, value: 'employee' };

/**
 * The questions in order (spec §3), without the retired ones (RETIRED_QUESTIONS). A fresh
 * copy per call: callers may add a prefill.
 */
export function questionnaire(): Question[] {
  return [
    {
      id: Q.birthDate,
      text: 'Wat is je geboortedatum?',
      type: 'date',
      required: true,
      helpText:
        'Veel regelingen hebben een leeftijdsgrens. We rekenen je leeftijd uit op de dag van de analyse.',
      prefill: null,
      options: [],
      showIf: null,
    },
    {
      id: Q.employment,
      text: 'Wat is je huidige werksituatie?',
      type: 'select',
      required: true,
      helpText: 'Kies wat nu het meest op jou van toepassing is.',
      prefill: null,
      options: opts([
        ['employee', 'In loondienst'],
        ['job_seeker_ww', 'Werkzoekend met WW-uitkering'],
        ['job_seeker_bijstand', 'Werkzoekend met bijstandsuitkering'],
        ['job_seeker_none', 'Werkzoekend zonder uitkering'],
        ['self_employed', 'Zelfstandige zonder personeel (zzp)'],
        ['student', 'Student of scholier'],
        ['other', 'Anders'],
      ]),
      showIf: null,
    },
    {
      id: Q.municipality,
      text: 'In welke gemeente woon je?',
      type: 'searchable_select',
      required: true,
      helpText: 'Je gemeente bepaalt welke gemeentelijke regelingen voor jou gelden.',
      prefill: null,
      options: MUNICIPALITIES.map((m) => ({ value: m.code, label: m.name })),
      showIf: null,
    },
    {
      id: Q.smeEmployer,
      text: 'Heeft je werkgever minder dan 250 medewerkers?',
      type: 'boolean',
      required: false,
      helpText: 'Mkb-werkgevers kunnen SLIM-subsidie aanvragen voor de ontwikkeling van hun medewerkers.',
      prefill: null,
      options: [],
      showIf: EMPLOYEE_ONLY,
    },
    {
      id: Q.cao,
      text: 'Onder welke cao val je?',
      type: 'searchable_select',
      required: false,
      helpText: 'Veel cao’s hebben een opleidingsfonds (O&O-fonds) dat scholing vergoedt.',
      prefill: null,
      options: [
        { value: NO_CAO, label: 'Geen cao / weet ik niet' },
        ...CAOS.map((c) => ({ value: c.slug, label: c.name })),
      ],
      showIf: EMPLOYEE_ONLY,
    },
    {
      // Each branch of the cao Metaal en Techniek has its own fund (decision 260).
      id: Q.metalBranch,
      text: 'In welke branche werkt je bedrijf?',
      type: 'radio',
      required: false,
      helpText:
        'Onder de cao Metaal en Techniek heeft elke branche een eigen opleidingsfonds. Weet je het niet, dan leggen we uit bij wie je het navraagt.',
      prefill: null,
      options: opts([
        ['metaalbewerking', 'Metaalbewerking'],
        ['installatie', 'Technische installatie'],
        ['carrosserie', 'Carrosserie'],
        ['isolatie', 'Isolatie'],
        ['goud_zilver', 'Goud- en zilvernijverheid'],
        ['unknown', 'Anders of weet ik niet'],
      ]),
      showIf: { questionId: Q.cao, value: METAL_TECH_CAO },
    },
    {
      id: Q.courseType,
      text: 'Wat voor opleiding wil je volgen?',
      type: 'select',
      required: true,
      helpText: null,
      prefill: null,
      options: opts([
        ['hbo_wo_programme', 'Geaccrediteerde hbo- of wo-opleiding (voltijd, deeltijd of duaal)'],
        ['hbo_wo_module', 'Geaccrediteerde hbo- of wo-module'],
        ['mbo_bol', 'Mbo-opleiding, beroepsopleidende leerweg (bol)'],
        ['mbo_bbl', 'Mbo-opleiding, beroepsbegeleidende leerweg (bbl)'],
        ['mbo_third_route', 'Mbo-opleiding in de derde leerweg'],
        ['short_course', 'Cursus of training zonder accreditatie'],
        ['career_advice', 'Loopbaan- of ontwikkeladvies'],
      ]),
      showIf: null,
    },
    {
      // The levenlanglerenkrediet is for full-time mbo-bol only (duo.nl).
      id: Q.fullTime,
      text: 'Volg je de mbo-opleiding voltijd of deeltijd?',
      type: 'radio',
      required: true,
      helpText: 'Het levenlanglerenkrediet van DUO is in het mbo alleen voor een voltijdse opleiding.',
      prefill: null,
      options: opts([
        ['full_time', 'Voltijd'],
        ['part_time', 'Deeltijd'],
      ]),
      showIf: { questionId: Q.courseType, value: 'mbo_bol' },
    },
    {
      id: Q.othersPayAll,
      text: 'Betaalt iemand anders (werkgever, fonds) de hele opleiding?',
      type: 'boolean',
      required: false,
      helpText: null,
      prefill: null,
      options: [],
      showIf: null,
    },
    {
      id: Q.studentFinanceLeft,
      text: 'Heb je nog recht op gewone studiefinanciering?',
      type: 'boolean',
      required: false,
      helpText:
        'Studiefinanciering krijg je tot je 30e; wie die niet (meer) heeft, kan het levenlanglerenkrediet lenen.',
      prefill: null,
      options: [],
      showIf: null,
    },
    {
      id: Q.recognisedTrainingCompany,
      text: 'Is je werkgever een erkend leerbedrijf?',
      type: 'boolean',
      required: false,
      helpText: 'Erkende leerbedrijven staan op stagemarkt.nl (SBB).',
      prefill: null,
      options: [],
      showIf: { questionId: Q.courseType, values: ['mbo_bbl', 'mbo_third_route'] },
    },
    {
      id: Q.courseName,
      text: 'Welke opleiding of welk onderwerp heb je op het oog?',
      type: 'text',
      required: false,
      helpText: 'Bijvoorbeeld "Verpleegkunde niveau 4" of "Projectmanagement".',
      prefill: null,
      options: [],
      showIf: null,
    },
    {
      id: Q.ontwikkelpadSector,
      text: 'Werk je in zorg en welzijn, kinderopvang, groen, of techniek, bouw en energie?',
      type: 'boolean',
      required: false,
      helpText: 'Voor deze sectoren bestaan erkende ontwikkelpaden met SLIM-scholingssubsidie.',
      prefill: null,
      options: [],
      showIf: EMPLOYEE_ONLY,
    },
    {
      id: Q.dutchResidence,
      text: 'Heb je de Nederlandse nationaliteit of een gelijkgestelde verblijfsstatus?',
      type: 'boolean',
      required: false,
      helpText: 'Dit is een voorwaarde voor het levenlanglerenkrediet van DUO.',
      prefill: null,
      options: [],
      showIf: null,
    },
  ];
}

/**
 * Questions no longer asked (data minimisation): no rule read education (3), gross
 * income (5) or income level (7). Their ids stay reserved; answers to them from older clients or
 * stored analyses are ignored and never stored.
 */
export const RETIRED_QUESTIONS: readonly number[] = [Q.education, Q.grossIncome, Q.incomeLevel];

/** Messages of spec §5 for the required questions. */
export const REQUIRED_MESSAGES: Record<number, Said> = {
  [Q.birthDate]: FIELD_MESSAGES['field.required']({ label: FIELD_LABELS['label.date_of_birth'] }),
  [Q.employment]: FIELD_MESSAGES['field.required']({ label: SUBSIDY_LABELS['label.employment'] }),
  [Q.municipality]: FIELD_MESSAGES['field.required']({ label: SUBSIDY_LABELS['label.municipality'] }),
  [Q.courseType]: FIELD_MESSAGES['field.required']({ label: SUBSIDY_LABELS['label.course_type'] }),
  [Q.fullTime]: SUBSIDY_MESSAGES['subsidy.choose_full_time'],
};

/** Raw answers as the form and the API carry them: keyed by question id. */
export type RawResponses = Record<string, unknown>;

type Conditional = Pick<Question, 'id' | 'showIf'>;

const isEmptyAnswer = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const meets = (cond: ShowIf, answer: unknown) =>
  typeof answer === 'string' && (cond.values ? cond.values.includes(answer) : answer === cond.value);
const conditionsOf = (questions: Conditional[]) => {
  const byId = new Map(questions.map((q) => [q.id, q.showIf]));
  return (id: number) => byId.get(id) ?? null;
};

/**
 * Whether a question is shown, given the answers so far (spec §2.14 showIf). Conditions chain: a
 * question that depends on a hidden question is hidden too (16 follows 8, which follows 2), so a
 * stale answer to a question no longer asked never shows, is never validated and never stored.
 */
export function isVisible(
  question: Pick<Question, 'showIf'>,
  responses: RawResponses,
  questions: Conditional[],
): boolean {
  const conditionOf = conditionsOf(questions);
  const shown = (cond: ShowIf | null, depth: number): boolean =>
    !cond ||
    (depth < questions.length &&
      shown(conditionOf(cond.questionId), depth + 1) &&
      meets(cond, responses[String(cond.questionId)]));
  return shown(question.showIf, 0);
}

/** The questions to ask, in order, given the answers so far. */
export const visibleQuestions = <T extends Conditional>(questions: T[], responses: RawResponses) =>
  questions.filter((q) => isVisible(q, responses, questions));

/**
 * The counter's total ("Vraag 2 van 11" must not become "3 van 14"): every question that
 * is shown or may still be shown. A conditional question counts until the question it depends on
 * has been answered, or passed unanswered (an optional question before `currentId`, the question
 * on screen); a question whose condition depends on a question ruled out is ruled out too. The
 * total only shrinks as answers rule questions out, so the counter and the progress bar never
 * step back.
 */
export function possibleQuestionCount(
  questions: Conditional[],
  responses: RawResponses,
  currentId?: number,
): number {
  const conditionOf = conditionsOf(questions);
  const position = new Map(questions.map((q, i) => [q.id, i]));
  const at = currentId === undefined ? -1 : (position.get(currentId) ?? -1);
  const possible = (cond: ShowIf | null, depth: number): boolean => {
    if (!cond) return true;
    if (depth >= questions.length || !possible(conditionOf(cond.questionId), depth + 1)) return false;
    const answer = responses[String(cond.questionId)];
    if (isEmptyAnswer(answer)) return (position.get(cond.questionId) ?? -1) >= at;
    return meets(cond, answer);
  };
  return questions.filter((q) => possible(q.showIf, 0)).length;
}
