import { z } from 'zod';
import { PAGE_SIZES } from '../domain/ooapi/index.ts';
import { dateTime, intParam, text } from './common.ts';

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
  text(`${name} moet tekst zijn`)
    .max(200, { error: `${name} is te lang (maximaal 200 tekens)` })
    .transform((s) => s.trim())
    .optional();

const pageSize = intParam(10, 250, 'pageSize moet 10, 20, 50, 100 of 250 zijn', PAGE_SIZES)
  .optional()
  .meta({ description: 'Aantal items per pagina: 10 (standaard), 20, 50, 100 of 250' });

const pageNumber = intParam(1, 100_000, 'pageNumber moet een geheel getal vanaf 1 zijn')
  .optional()
  .meta({ description: 'Paginanummer, vanaf 1' });

const paging = {
  pageSize,
  pageNumber,
  /** The standard's consumer profile: accepted, no profile of ours changes the answer. */
  consumer: optionalSearch('consumer'),
  q: optionalSearch('q'),
  primaryCode: optionalSearch('primaryCode'),
};

const language = text()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'teachingLanguage moet een taalcode zijn' })
  .optional();

/** The standard's extensible enumerations: a known value or an `x-` extension. */
const extensible = (name: string) =>
  text()
    .regex(/^(x-)?[a-z0-9_-]{1,60}$/, { error: `Ongeldige waarde voor ${name}` })
    .optional();

const rfc3339 = (name: string) =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2}))?$/, { error: `${name} moet een datum zijn` })
    .optional();

export const ooapiServiceQuery = z.object({}).strict();
export const ooapiOrganisationsQuery = z
  .object({ ...paging, organisationType: extensible('organisationType') })
  .strict();
export const ooapiCoursesQuery = z
  .object({
    ...paging,
    teachingLanguage: language,
    level: extensible('level'),
    modeOfDelivery: extensible('modeOfDelivery'),
  })
  .strict();
export const ooapiOfferingsQuery = z
  .object({
    pageSize,
    pageNumber,
    consumer: paging.consumer,
    q: paging.q,
    teachingLanguage: language,
    state: extensible('state'),
    modeOfDelivery: extensible('modeOfDelivery'),
    resultExpected: z.enum(['true', 'false'], { error: 'resultExpected moet true of false zijn' }).optional(),
    since: rfc3339('since'),
    until: rfc3339('until'),
  })
  .strict();
export const ooapiItemQuery = z.object({ consumer: paging.consumer }).strict();

const uuidParam = (name: string) =>
  text().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    error: `${name} moet een UUID zijn`,
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
    baseUrl: text('Basis-URL moet tekst zijn')
      .trim()
      .min(1, { error: 'Basis-URL is verplicht' })
      .max(500, { error: 'Basis-URL is te lang (maximaal 500 tekens)' })
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: 'Basis-URL moet met https:// beginnen' })
      .meta({ format: 'uri', pattern: '^https?://\\S+$' }),
    /** Sent once, stored encrypted, never sent back; absent keeps the stored one, null or '' removes it. */
    token: text('Token moet tekst zijn')
      .trim()
      .max(4000, { error: 'Token is te lang (maximaal 4000 tekens)' })
      .nullish(),
    organisationId: text('Organisatie-id moet tekst zijn')
      .trim()
      .max(200, { error: 'Organisatie-id is te lang (maximaal 200 tekens)' })
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type OoapiSourceBody = z.input<typeof ooapiSourceBody>;

export const ooapiSourceAnswer = z.object({
  source: z.object({ baseUrl: text(), organisationId: text().nullable(), hasToken: z.boolean() }).nullable(),
});

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
  skipped: z.array(z.object({ sourceId: text(), title: text(), reason: text() })),
});
export type OoapiPreview = z.infer<typeof ooapiPreview>;

export const ooapiImportAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  archived: z.number().int(),
  skipped: z.number().int(),
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
  startedAt: dateTime(),
  finishedAt: dateTime(),
});
export type OoapiRun = z.infer<typeof ooapiRun>;
