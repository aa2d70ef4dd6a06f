import { z } from 'zod';
import { ISSUER_TRUST } from '../domain/credentials/trust.ts';
import { EVIDENCE_LEVELS } from '../domain/evidence/levels.ts';
import {
  APPLICATION_STATUSES,
  hollandLetters,
  VACANCY_CONTRACT_TYPES,
  VACANCY_STATUSES,
} from '../domain/vacancies/index.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { calendarDate, dateTime, pageQuery, requiredText, text } from './common.ts';
import { FIELD_LABELS, FIELD_MESSAGES } from './messages/common.ts';
import { VACANCY_MESSAGES } from './messages/vacancies.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Vacatures en sollicitaties',
  scope: { nl: 'Vacatures en sollicitaties', en: 'Vacancies and applications' },
} as const satisfies ApiTagDeclaration;

/**
 * A skill's evidence as a match shows it (decision 190): strongest first, `missing` when not shown;
 * `claimed`: a credential whose signature holds from an issuer we do not know (decision 405).
 */
const matchEvidence = z.enum(EVIDENCE_LEVELS);

/**
 * Where a skill's evidence comes from (decision 405): the credential's or course's title, the issuer
 * (its name is only its own claim when `trust` is `unknown`; `id` its DID) and a link to the evidence.
 */
export const matchSource = z.object({
  kind: z.enum(['credential', 'enrollment', 'user_skill', 'document']),
  title: text(),
  issuer: z.object({ name: text(), id: text().nullable(), trust: z.enum(ISSUER_TRUST) }).nullable(),
  url: text().nullable(),
});

/**
 * The match breakdown (decision 191): skills only, each with the applicant's evidence (decision 190).
 * `score` is 0–100, or null when it cannot be computed (the vacancy names no skills): shown as unknown.
 * It counts vouched evidence only (decision 305); `proven` counts the skills someone else vouches
 * for, `claimed` those only self-reported or self-declared (shown beside the score, never counted).
 * The company and the talent see the same breakdown.
 */
export const applicationMatch = z.object({
  score: z.number().nullable(),
  skills: z.array(
    z.object({
      name: text(),
      required: z.boolean(),
      evidence: matchEvidence,
      /**
       * The skill of the evidence that met this one (decision 465): its name in the skills list
       * ("Heftruck rijden" for "Heftruck") or a narrower skill; null when not shown.
       */
      matchedBy: text().nullable(),
      /** The strongest source of the evidence; null when not shown. */
      source: matchSource.nullable(),
    }),
  ),
  proven: z.number().int(),
  claimed: z.number().int(),
});
export type ApplicationMatch = z.infer<typeof applicationMatch>;

/**
 * How the vacancy's field (its Holland code) fits the talent's scan interests: exploration for the
 * talent only, never part of the score and never shown to a company; null without a scan or a code.
 */
export const exploration = z.object({ interestFit: z.number(), text: text() }).nullable();

/** The caller's match with a vacancy (talent only): the breakdown, in words, and the own exploration. */
export const vacancyMatch = applicationMatch.extend({ reason: text(), exploration });
export type VacancyMatch = z.infer<typeof vacancyMatch>;

/** The fields every view of a vacancy shares (talent list and detail, the company's own list). */
export const vacancyBase = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  location: text(),
  /** Hours per week. */
  hours: z.number().int(),
  skills: z.array(text()),
  hollandCode: text().nullable(),
  /** Salary range in whole euros gross per month (either may be absent). */
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  contractType: z.enum(VACANCY_CONTRACT_TYPES).nullable(),
  /** YYYY-MM-DD: the last day to apply, or null. */
  closingDate: calendarDate().nullable(),
  status: z.enum(VACANCY_STATUSES),
  createdAt: dateTime(),
});
export type VacancyBase = z.infer<typeof vacancyBase>;

/** A vacancy as the talent-facing list and detail return it. */
export const vacancy = vacancyBase.extend({
  companyName: text().nullable(),
  /** The caller's match, for talent; null for other roles. */
  myMatch: vacancyMatch.nullable(),
  /** The status of the caller's own application, or null. */
  myApplicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
});
export type Vacancy = z.infer<typeof vacancy>;

/** GET /api/user/applications: the talent's own applications, newest first. */
export const myApplication = z.object({
  id: z.number().int(),
  vacancyId: z.number().int(),
  vacancyTitle: text(),
  companyName: text().nullable(),
  vacancyStatus: z.enum(VACANCY_STATUSES),
  motivation: text(),
  status: z.enum(APPLICATION_STATUSES),
  /** What the company sees about this application's match, exactly. */
  match: applicationMatch,
  createdAt: dateTime(),
  updatedAt: dateTime(),
});
export type MyApplication = z.infer<typeof myApplication>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const vacancyListQuery = pageQuery.extend({
  search: z.preprocess(
    emptyToUndefined,
    text(FIELD_MESSAGES['field.search_text'])
      .max(200, { error: FIELD_MESSAGES['field.search_too_long_200'] })
      .transform((s) => s.trim())
      .optional(),
  ),
});

export const MOTIVATION_MIN = 20;
export const applyBody = z
  .object({
    motivation: text(VACANCY_MESSAGES['vacancy.motivation_required'])
      .trim()
      .min(MOTIVATION_MIN, {
        error: VACANCY_MESSAGES['vacancy.motivation_too_short']({ min: MOTIVATION_MIN }),
      })
      .max(5000, { error: VACANCY_MESSAGES['vacancy.motivation_too_long_most'] }),
  })
  .strict();
export type ApplyBody = z.infer<typeof applyBody>;

const skillList = z
  .array(
    text(FIELD_MESSAGES['field.skills_text'])
      .trim()
      .min(1, { error: FIELD_MESSAGES['field.skill_not_empty'] })
      .max(100, { error: FIELD_MESSAGES['field.a_skill_too_long'] }),
    { error: FIELD_MESSAGES['field.skills_list'] },
  )
  .min(1, { error: VACANCY_MESSAGES['vacancy.name_least_one_skill'] })
  .max(20, { error: VACANCY_MESSAGES['vacancy.most_20_skills'] });

const hollandCode = text(VACANCY_MESSAGES['vacancy.holland_code_text'])
  .trim()
  .toUpperCase()
  .regex(/^[RIASEC]{0,3}$/, { error: VACANCY_MESSAGES['vacancy.holland_code_consists_1'] })
  .refine((c) => hollandLetters(c).length === c.length, {
    error: VACANCY_MESSAGES['vacancy.letter_occur_only_once'],
  })
  .meta({
    pattern: '^(?!.*(.).*\\1)[RIASEC]{0,3}$',
    description: 'Holland-code: 0 tot 3 verschillende letters uit R, I, A, S, E en C',
  })
  .nullish()
  .transform((c) => (c ? c : null));

const salaryNumber = z
  .number({ error: VACANCY_MESSAGES['vacancy.salary_number'] })
  .int({ error: VACANCY_MESSAGES['vacancy.salary_whole_amount_euros'] })
  .min(0, { error: VACANCY_MESSAGES['vacancy.salary_cannot_negative'] })
  .max(100_000, { error: VACANCY_MESSAGES['vacancy.salary_per_month_most'] });
const salary = salaryNumber.nullish().transform((v) => v ?? null);

const contractEnum = z.enum(VACANCY_CONTRACT_TYPES, {
  error: VACANCY_MESSAGES['vacancy.choose_type_contract'],
});
const contractType = contractEnum.nullish().transform((v) => v ?? null);

const closingDate = text(VACANCY_MESSAGES['vacancy.closing_date_date'])
  .trim()
  .refine((d) => d === '' || (/^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`))), {
    error: VACANCY_MESSAGES['vacancy.closing_date_date_yyyy'],
  })
  .meta({ format: 'date', description: 'JJJJ-MM-DD; leeg of null: geen sluitingsdatum' })
  .nullish()
  .transform((d) => (d ? d : null));

/** A salary range runs from low to high (when both ends are given). */
const salaryInOrder = (b: { salaryMin?: number | null; salaryMax?: number | null }) =>
  b.salaryMin == null || b.salaryMax == null || b.salaryMin <= b.salaryMax;
const SALARY_ORDER = { error: VACANCY_MESSAGES['vacancy.minimum_salary_higher_than'], path: ['salaryMax'] };
/** The cross-field rule as the OpenAPI document states it. */
export const SALARY_ORDER_RULE = VACANCY_MESSAGES['vacancy.rule_across_fields_salarymin'].nl;

const vacancyFields = {
  title: requiredText(FIELD_LABELS['label.title'], 150),
  description: requiredText(FIELD_LABELS['label.summary'], 5000),
  location: requiredText(FIELD_LABELS['label.location'], 100),
  hours: z
    .number({ error: VACANCY_MESSAGES['vacancy.hours_per_week_required'] })
    .int({ error: VACANCY_MESSAGES['vacancy.hours_per_week_whole'] })
    .min(1, { error: VACANCY_MESSAGES['vacancy.hours_per_week_least'] })
    .max(60, { error: VACANCY_MESSAGES['vacancy.hours_per_week_most'] }),
  skills: skillList,
  hollandCode,
  salaryMin: salary,
  salaryMax: salary,
  contractType,
  closingDate,
};

/** Comma-separated text → trimmed, non-empty items (like the course form, spec §5). */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The Nieuwe vacature form: the same rules as the API, on the form's text inputs. */
export const vacancyFormSchema = z
  .object({
    title: vacancyFields.title,
    description: vacancyFields.description,
    location: vacancyFields.location,
    hours: text()
      .trim()
      .min(1, { error: VACANCY_MESSAGES['vacancy.hours_per_week_required'] })
      .transform(Number)
      .pipe(vacancyFields.hours),
    skills: text().transform(splitList).pipe(skillList),
    hollandCode,
    // The terms; an empty input is "not given".
    salaryMin: text()
      .trim()
      .transform((v) => (v === '' ? null : Number(v)))
      .pipe(salaryNumber.nullable()),
    salaryMax: text()
      .trim()
      .transform((v) => (v === '' ? null : Number(v)))
      .pipe(salaryNumber.nullable()),
    contractType: text()
      .transform((v) => (v === '' ? null : v))
      .pipe(contractEnum.nullable()),
    closingDate,
  })
  .refine(salaryInOrder, SALARY_ORDER);

/** POST /api/company/vacancies. */
export const createVacancyBody = z
  .object(vacancyFields)
  .strict()
  .refine(salaryInOrder, SALARY_ORDER)
  .meta({ description: SALARY_ORDER_RULE });
export type CreateVacancyInput = z.output<typeof createVacancyBody>;
/** The terms, optional where a vacancy is stored without them (the demo seed). */
export type VacancyTermKeys = 'salaryMin' | 'salaryMax' | 'contractType' | 'closingDate';
export type NewVacancy = Omit<CreateVacancyInput, VacancyTermKeys> &
  Partial<Pick<CreateVacancyInput, VacancyTermKeys>>;

/** PATCH /api/company/vacancies/{id}: any fields, or { status: "closed" } / { status: "active" }. */
export const updateVacancyBody = z
  .object({
    ...Object.fromEntries(Object.entries(vacancyFields).map(([k, v]) => [k, v.optional()])),
    status: z
      .enum(['active', 'closed'], { error: VACANCY_MESSAGES['vacancy.status_active_closed'] })
      .optional(),
  } as { [K in keyof typeof vacancyFields]: z.ZodOptional<(typeof vacancyFields)[K]> } & {
    status: z.ZodOptional<z.ZodEnum<{ active: 'active'; closed: 'closed' }>>;
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: VACANCY_MESSAGES['vacancy.give_least_one_field'],
  })
  .refine(salaryInOrder, SALARY_ORDER)
  .meta({ minProperties: 1, description: `Minstens één veld. ${SALARY_ORDER_RULE}` });
export type UpdateVacancyBody = z.input<typeof updateVacancyBody>;
export type UpdateVacancyInput = z.output<typeof updateVacancyBody>;

/** PATCH /api/company/applications/{id}. */
export const applicationStatusBody = z
  .object({
    status: z.enum(APPLICATION_STATUSES, {
      error: VACANCY_MESSAGES['vacancy.status_under_review_interview'],
    }),
  })
  .strict();
