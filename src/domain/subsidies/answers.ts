import { FIELD_LABELS as FL, type Label, FIELD_MESSAGES as M } from '../../contracts/messages/common.ts';
import type { Said } from '../../contracts/messages/define.ts';
import { SUBSIDY_LABELS as L } from '../../contracts/messages/subsidies.ts';
import { excerpt } from '../text.ts';
import { isIsoDate } from './age.ts';
import type { MetalBranch } from './data/caos.ts';
import {
  type CourseType,
  type Employment,
  isVisible,
  NO_CAO,
  Q,
  type Question,
  questionnaire,
  type RawResponses,
  REQUIRED_MESSAGES,
  RETIRED_QUESTIONS,
} from './questions.ts';

/** Validated, typed answers: what the matcher reads. Unanswered optional questions are null. */
export interface SubsidyAnswers {
  birthDate: string;
  employment: Employment;
  municipality: string;
  smeEmployer: boolean | null;
  /** A cao slug; null for none or unanswered. */
  cao: string | null;
  courseType: CourseType;
  othersPayAll: boolean | null;
  studentFinanceLeft: boolean | null;
  recognisedTrainingCompany: boolean | null;
  courseName: string | null;
  ontwikkelpadSector: boolean | null;
  dutchResidence: boolean | null;
  /** The branch under the cao Metaal en Techniek (question 16); null when not asked or unanswered. */
  metalBranch: MetalBranch | null;
  /** Question 17, asked for mbo-bol only: true full-time, false part-time, null when not asked. */
  fullTime: boolean | null;
}

export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const COURSE_NAME_MAX = 200;
const INCOME_MAX_DIGITS = 10;

/** Short names of the questions, for messages about a wrong value. */
const NAMES: Record<number, Label> = {
  1: FL['label.date_of_birth'],
  2: L['label.employment'],
  4: L['label.municipality'],
  6: L['label.employer_size'],
  8: L['label.cao'],
  9: L['label.course_type'],
  10: L['label.others_pay'],
  11: L['label.student_finance'],
  12: L['label.training_company'],
  13: L['label.course_name'],
  14: L['label.sector'],
  15: L['label.residence'],
  16: L['label.branch'],
  17: L['label.full_time'],
};

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number question: every non-digit is stripped (spec §5, once question 5). */
export const digitsOnly = (value: unknown) => String(value ?? '').replace(/\D/g, '');

type Checked = { value: unknown } | { message: Said };

/** Checks one answered (non-empty) value against its question; `today` is YYYY-MM-DD. */
function checkValue(q: Question, raw: unknown, today: string): Checked {
  const label = NAMES[q.id];
  switch (q.type) {
    case 'date': {
      if (typeof raw !== 'string' || !isIsoDate(raw)) return { message: M['field.invalid']({ label }) };
      if (raw > today) return { message: M['field.not_in_future']({ label }) };
      if (raw < EARLIEST_BIRTH_DATE) return { message: M['field.not_before_year']({ label, year: 1900 }) };
      return { value: raw };
    }
    case 'select':
    case 'searchable_select':
    case 'radio':
      return typeof raw === 'string' && q.options.some((o) => o.value === raw)
        ? { value: raw }
        : { message: M['field.unknown_value']({ label }) };
    case 'boolean':
      if (raw === true || raw === 'true') return { value: true };
      if (raw === false || raw === 'false') return { value: false };
      return { message: M['field.yes_or_no']({ label }) };
    case 'number': {
      if (typeof raw !== 'string' && typeof raw !== 'number')
        return { message: M['field.invalid']({ label }) };
      const digits = digitsOnly(raw);
      if (digits === '') return { value: null };
      if (digits.length > INCOME_MAX_DIGITS) return { message: M['field.too_high']({ label }) };
      return { value: Number(digits) };
    }
    default: {
      if (typeof raw !== 'string') return { message: M['field.invalid']({ label }) };
      const text = raw.trim();
      if (text.length > COURSE_NAME_MAX)
        return { message: M['field.too_long']({ label, max: COURSE_NAME_MAX }) };
      return { value: text };
    }
  }
}

/** One question's answer as the dialog checks it before Volgende: a message or null. */
export function answerError(q: Question, raw: unknown, today: string): Said | null {
  if (isEmpty(raw))
    return q.required ? (REQUIRED_MESSAGES[q.id] ?? M['field.required']({ label: NAMES[q.id] })) : null;
  const checked = checkValue(q, raw, today);
  return 'message' in checked ? checked.message : null;
}

export type Validation = { ok: true; answers: SubsidyAnswers } | { ok: false; message: Said };

const isRetired = (key: string) => RETIRED_QUESTIONS.some((id) => String(id) === key);

/**
 * Validates a whole submission (spec §5): unknown question ids are refused; answers to hidden
 * questions and to retired ones are ignored; the first missing or wrong answer, in
 * question order, gives the message.
 */
export function validateResponses(responses: RawResponses, today: string): Validation {
  const questions = questionnaire();
  const unknown = Object.keys(responses).find(
    (k) => !isRetired(k) && !questions.some((q) => String(q.id) === k),
  );
  if (unknown !== undefined)
    return { ok: false, message: M['field.unknown_question']({ question: excerpt(unknown) }) };
  const values = new Map<number, unknown>();
  for (const q of questions) {
    const raw = responses[String(q.id)];
    const visible = isVisible(q, responses, questions);
    if (!visible || isEmpty(raw)) {
      if (q.required && visible) return { ok: false, message: REQUIRED_MESSAGES[q.id] };
      values.set(q.id, null);
      continue;
    }
    const checked = checkValue(q, raw, today);
    if ('message' in checked) return { ok: false, message: checked.message };
    values.set(q.id, checked.value);
  }
  const v = <T>(id: number) => values.get(id) as T;
  const cao = v<string | null>(Q.cao);
  return {
    ok: true,
    answers: {
      birthDate: v(Q.birthDate),
      employment: v(Q.employment),
      municipality: v(Q.municipality),
      smeEmployer: v(Q.smeEmployer),
      cao: cao === NO_CAO ? null : cao,
      courseType: v(Q.courseType),
      othersPayAll: v(Q.othersPayAll),
      studentFinanceLeft: v(Q.studentFinanceLeft),
      recognisedTrainingCompany: v(Q.recognisedTrainingCompany),
      courseName: v<string | null>(Q.courseName) || null,
      ontwikkelpadSector: v(Q.ontwikkelpadSector),
      dutchResidence: v(Q.dutchResidence),
      metalBranch: v(Q.metalBranch),
      fullTime: v<string | null>(Q.fullTime) === null ? null : v<string>(Q.fullTime) === 'full_time',
    },
  };
}

/** The answers as stored: only visible, validated values of asked questions, keyed by question id. */
export function storedResponses(responses: RawResponses): RawResponses {
  const out: RawResponses = {};
  const questions = questionnaire();
  for (const q of questions) {
    const raw = responses[String(q.id)];
    if (isVisible(q, responses, questions) && !isEmpty(raw))
      out[String(q.id)] = q.type === 'number' ? digitsOnly(raw) : raw;
  }
  return out;
}
