import { z } from 'zod';
import { PAGE_SIZES } from '../domain/ooapi/index.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, intParam, text } from './common.ts';
import { FIELD_MESSAGES, named } from './messages/common.ts';
import { OOAPI_MESSAGES } from './messages/ooapi.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description:
    'Open Education API 6.0 (openonderwijsapi.nl): de catalogus in de landelijke standaard, alleen lezen',
  scope: {
    nl: 'Open Education API (koppeling met je eigen cursusbron)',
    en: 'Open Education API (link to your own course source)',
  },
} as const satisfies ApiTagDeclaration;

/**
 * The public Open Education API 6.0 routes under /ooapi (decision 325). These zod schemas describe
 * the parameters we accept and the outline of each answer for our OpenAPI document; the answers
 * themselves are checked against the official document's schemas by the API test (ajv). Every
 * query is strict: a parameter we do not support is a 400 problem, as the standard's ErrorBadRequest
 * example does for an invalid parameter.
 */

const STANDARD = 'https://openonderwijsapi.nl/v6.0/';
const doc = (description: string) => ({ description, externalDocs: { url: STANDARD } });

const optionalSearch = (name: string) =>
  text(FIELD_MESSAGES['field.must_be_text']({ label: named(name) }))
    .max(200, { error: FIELD_MESSAGES['field.too_long']({ label: named(name), max: 200 }) })
    .transform((s) => s.trim())
    .optional();

const pageSize = intParam(10, 250, OOAPI_MESSAGES['ooapi.pagesize_10_20_50'], PAGE_SIZES)
  .optional()
  .meta({ description: 'Aantal items per pagina: 10 (standaard), 20, 50, 100 of 250' });

const pageNumber = intParam(1, 100_000, OOAPI_MESSAGES['ooapi.pagenumber_whole_number_1'])
  .optional()
  .meta({ description: 'Paginanummer, vanaf 1' });

const paging = {
  pageSize,
  pageNumber,
  /** The standard's consumer profile: accepted, no profile of ours changes the answer. */
  consumer: optionalSearch('consumer'),
  q: optionalSearch('q').meta({
    description:
      'Zoekterm: items waarvan de naam of beschrijving de term bevat (letterlijk deel, hoofdletterongevoelig), zoals de standaard zegt',
  }),
  /**
   * The standard's `fields` is a request hint, not a filter: we always answer every field, as it
   * allows ("The server MAY disregard the request"; unknown names SHOULD be ignored).
   */
  fields: optionalSearch('fields').meta({
    description:
      'Hint van de standaard welke velden de client wil; wij sturen altijd alle velden (toegestaan)',
  }),
};

const language = text()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, {
    error: OOAPI_MESSAGES['ooapi.teachinglanguage_language_code'],
  })
  .optional();

/** The standard's extensible enumerations: a known value or an `x-` extension. */
const extensible = (name: string) =>
  text()
    .regex(/^(x-)?[a-z0-9_-]{1,60}$/, { error: FIELD_MESSAGES['field.invalid_value']({ field: name }) })
    .optional();

const rfc3339 = (name: string) =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2}))?$/, {
      error: FIELD_MESSAGES['field.date']({ label: named(name) }),
    })
    .optional();

/**
 * The standard's `expand` of one path: a comma-separated list of the values it defines there. We
 * expand what we hold (a course's organisation, an offering's course and organisation); the others
 * name things we do not have (programmes, coordinators, …), so they stay absent.
 */
const expandOf = (values: readonly string[]) =>
  text()
    .regex(new RegExp(`^(${values.join('|')})(,(${values.join('|')}))*$`), {
      error: OOAPI_MESSAGES['ooapi.expand_values']({ values: values.join(', ') }),
    })
    .transform((v) => v.split(','))
    .optional()
    .meta({ description: `Uit te breiden velden, met komma's: ${values.join(', ')}` });

/**
 * The `filter_query[…]` deep objects are optional for implementers (the standard's own note); the
 * /ooapi scope removes them before validation (ooapi/routes.ts), so a client that sends them gets the
 * unfiltered answer it would get from any implementer without filter support.
 */
const offeringFilters = {
  teachingLanguage: language,
  state: extensible('state'),
  resultExpected: z
    .enum(['true', 'false'], { error: OOAPI_MESSAGES['ooapi.resultexpected_true_false'] })
    .optional(),
  since: rfc3339('since'),
  until: rfc3339('until'),
};

export const ooapiServiceQuery = z.object({}).strict();
export const ooapiOrganisationsQuery = z
  .object({
    ...paging,
    primaryCode: optionalSearch('primaryCode'),
    organisationType: extensible('organisationType'),
  })
  .strict();
export const ooapiCoursesQuery = z
  .object({
    ...paging,
    primaryCode: optionalSearch('primaryCode'),
    teachingLanguage: language,
    level: extensible('level'),
    modeOfDelivery: extensible('modeOfDelivery'),
  })
  .strict();
export const ooapiOrganisationCoursesQuery = ooapiCoursesQuery.omit({ primaryCode: true });
export const ooapiOfferingsQuery = z
  .object({ ...paging, ...offeringFilters, modeOfDelivery: extensible('modeOfDelivery') })
  .strict();
export const ooapiOrganisationOfferingsQuery = z.object({ ...paging, ...offeringFilters }).strict();

const itemQuery = { consumer: paging.consumer, fields: paging.fields };
export const ooapiOrganisationItemQuery = z
  .object({ ...itemQuery, expand: expandOf(['parent', 'children']) })
  .strict();
export const ooapiCourseItemQuery = z
  .object({
    ...itemQuery,
    expand: expandOf(['programmes', 'coordinators', 'instructors', 'organisation']),
    returnTimelineOverrides: z
      .enum(['true', 'false'], { error: OOAPI_MESSAGES['ooapi.returntimelineoverrides_true_false'] })
      .optional()
      .meta({
        description: 'Wij houden geen tijdlijnwijzigingen bij: true en false geven hetzelfde antwoord',
      }),
  })
  .strict();
export const ooapiOfferingItemQuery = z
  .object({ ...itemQuery, expand: expandOf(['course', 'programme_offering', 'academic_session']) })
  .strict();

const uuidParam = (name: string) =>
  text().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    error: FIELD_MESSAGES['field.uuid']({ label: named(name) }),
  });
export const ooapiOrganisationParams = z.object({ organisationId: uuidParam('organisationId') });
export const ooapiCourseParams = z.object({ courseId: uuidParam('courseId') });
export const ooapiOfferingParams = z.object({ courseOfferingId: uuidParam('courseOfferingId') });

const languageTyped = z.array(z.object({ language: text(), value: text() }));
const identifierEntry = z.object({ codeType: text(), code: text() });

export const ooapiService = z
  .object({
    contactEmail: text(),
    specification: text(),
    documentation: text().nullable(),
    supportedOperations: z.array(z.object({ verbs: z.array(text()), path: text() })),
  })
  .meta(doc('OEAPI Service: metagegevens van deze implementatie'));

export const ooapiOrganisation = z
  .looseObject({
    organisationId: text(),
    primaryCode: identifierEntry,
    organisationType: text(),
    name: languageTyped,
  })
  .meta(doc('OEAPI Organisation: een geverifieerd instituut'));

export const ooapiCourse = z
  .looseObject({
    courseId: text(),
    primaryCode: identifierEntry,
    name: languageTyped,
    otherCodes: z.array(identifierEntry),
  })
  .meta(doc('OEAPI Course: een actieve cursus van een geverifieerd instituut'));

export const ooapiCourseOffering = z
  .looseObject({
    courseOfferingId: text(),
    primaryCode: identifierEntry,
    name: languageTyped,
    courseId: text(),
  })
  .meta(doc('OEAPI CourseOffering: een uitvoering (start, einde, plaats, plaatsen, prijs)'));

const page = <T extends z.ZodType>(item: T, description: string) =>
  z
    .object({
      pageSize: z.number().int(),
      pageNumber: z.number().int(),
      hasPreviousPage: z.boolean(),
      hasNextPage: z.boolean(),
      totalPages: z.number().int(),
      items: z.array(item),
    })
    .meta(doc(description));

export const ooapiOrganisationPage = page(ooapiOrganisation, 'OEAPI-pagina met Organisations');
export const ooapiCoursePage = page(ooapiCourse, 'OEAPI-pagina met Courses');
export const ooapiOfferingPage = page(ooapiCourseOffering, 'OEAPI-pagina met CourseOfferings');

/** PUT /api/institute/ooapi-source: the institute's own OEAPI endpoint (decision 326). */
export const ooapiSourceBody = z
  .object({
    baseUrl: text(OOAPI_MESSAGES['ooapi.base_url_text'])
      .trim()
      .min(1, { error: OOAPI_MESSAGES['ooapi.base_url_required'] })
      .max(500, { error: OOAPI_MESSAGES['ooapi.base_url_too_long'] })
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: OOAPI_MESSAGES['ooapi.base_url_start_https'] })
      .meta({ format: 'uri', pattern: '^https?://\\S+$' }),
    /** Sent once, stored encrypted, never sent back; absent keeps the stored one, null or '' removes it. */
    token: text(OOAPI_MESSAGES['ooapi.token_text'])
      .trim()
      .max(4000, { error: OOAPI_MESSAGES['ooapi.token_too_long_most'] })
      .nullish(),
    organisationId: text(OOAPI_MESSAGES['ooapi.organisation_id_text'])
      .trim()
      .max(200, { error: OOAPI_MESSAGES['ooapi.organisation_id_too_long'] })
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type OoapiSourceBody = z.input<typeof ooapiSourceBody>;

export const ooapiSourceAnswer = z.object({
  source: z.object({ baseUrl: text(), organisationId: text().nullable(), hasToken: z.boolean() }).nullable(),
});

const skippedItem = z.object({ sourceId: text(), title: text(), reason: text() });
const noteItem = z.object({ sourceId: text(), title: text(), note: text() });
/** Why courses were skipped, and what the import changed or could not read (a cut text, a missing price). */
const runDetails = {
  skippedItems: z.array(skippedItem),
  notes: z.array(noteItem),
};

/**
 * What an import would do now: worked out by the import itself in a transaction that is rolled back,
 * so the licence and every reason are the ones the import will meet (decision 326).
 */
export const ooapiPreview = z.object({
  create: z.array(z.object({ sourceId: text(), title: text(), runs: z.number().int() })),
  update: z.array(
    z.object({
      courseId: z.number().int(),
      sourceId: text(),
      title: text(),
      changes: z.array(text()),
    }),
  ),
  archive: z.array(z.object({ courseId: z.number().int(), sourceId: text(), title: text() })),
  skipped: z.array(skippedItem),
  notes: z.array(noteItem),
  /** More than half of the courses from the source would be archived: the import asks to confirm. */
  needsConfirmation: z.boolean(),
});
export type OoapiPreview = z.infer<typeof ooapiPreview>;

/** POST …/import: `confirmArchive=true` lets a run archive more than half of the courses. */
export const ooapiImportQuery = z
  .object({
    confirmArchive: z
      .enum(['true', 'false'], { error: OOAPI_MESSAGES['ooapi.confirmarchive_true_false'] })
      .optional()
      .meta({ description: 'true: bevestigt een import die meer dan de helft van de cursussen archiveert' }),
  })
  .strict();

export const ooapiImportAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  archived: z.number().int(),
  skipped: z.number().int(),
  ...runDetails,
});
export type OoapiImportAnswer = z.infer<typeof ooapiImportAnswer>;

export const ooapiRun = z.object({
  id: z.number().int(),
  trigger: z.enum(['manual', 'scheduled']),
  status: z.enum(['ok', 'failed']),
  created: z.number().int(),
  updated: z.number().int(),
  archived: z.number().int(),
  skipped: z.number().int(),
  error: text().nullable(),
  ...runDetails,
  startedAt: dateTime(),
  finishedAt: dateTime(),
});
export type OoapiRun = z.infer<typeof ooapiRun>;
