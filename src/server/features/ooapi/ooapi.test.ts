import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';

/**
 * Every answer of the /ooapi routes is validated with ajv against the official Open Education API
 * 6.0 document (src/server/test/fixtures/standards/oeapi-6.0.json, OpenAPI 3.1 = JSON Schema 2020-12):
 * the schema of the path's own 200 answer, and the standard's Problem for errors.
 */
const document = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../test/fixtures/standards/oeapi-6.0.json'), 'utf8'),
);
const ajv = new Ajv2020({
  strict: false,
  allErrors: true,
  formats: { int32: true, int64: true, double: true },
});
addFormats.default(ajv);
ajv.addSchema(document, 'oeapi');
const pointer = (p: string) => p.replace(/~/g, '~0').replace(/\//g, '~1');
const answerOf = (p: string) =>
  ajv.compile({ $ref: `oeapi#/paths/${pointer(p)}/get/responses/200/content/application~1json/schema` });
const SCHEMAS = {
  service: answerOf('/'),
  organisations: answerOf('/organisations'),
  organisation: answerOf('/organisations/{organisationId}'),
  courses: answerOf('/courses'),
  course: answerOf('/courses/{courseId}'),
  offerings: answerOf('/courses/{courseId}/course-offerings'),
  offering: answerOf('/course-offerings/{courseOfferingId}'),
  problem: ajv.compile({ $ref: 'oeapi#/components/schemas/Problem' }),
};

function valid(kind: keyof typeof SCHEMAS, body: unknown) {
  const validate = SCHEMAS[kind];
  const ok = validate(body);
  expect(ok, `${kind}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

type Page<T> = {
  items: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalPages: number;
  pageNumber: number;
};

describeApi('Open Education API 6.0 (public, read-only)', (env) => {
  const get = async (url: string, status = 200) => {
    const res = await env().app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res;
  };

  it('serves the service root', async () => {
    const res = await get('/ooapi');
    valid('service', res.json());
    expect(res.json().supportedOperations.map((o: { path: string }) => o.path)).toContain('/courses');
  });

  it('pages through every active course of verified institutes, each page as the standard says', async () => {
    const k = env().db.kysely;
    const expected = await k
      .selectFrom('courses as c')
      .select('c.id')
      .where('c.isActive', '=', 1)
      .where('c.status', '=', 'active')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('instituteVerifications as iv')
            .select('iv.instituteId')
            .whereRef('iv.instituteId', '=', 'c.instituteId'),
        ),
      )
      .execute();
    expect(expected.length).toBeGreaterThan(10);
    const seen: string[] = [];
    for (let n = 1; n < 100; n++) {
      const page = (await get(`/ooapi/courses?pageSize=10&pageNumber=${n}`)).json() as Page<{
        courseId: string;
        primaryCode: { code: string };
      }>;
      valid('courses', page);
      expect(page.hasPreviousPage).toBe(n > 1);
      seen.push(...page.items.map((c) => c.primaryCode.code));
      if (!page.hasNextPage) {
        expect(page.totalPages).toBe(n);
        break;
      }
      expect(page.items).toHaveLength(10);
    }
    expect(seen.sort()).toEqual(expected.map((c) => String(c.id)).sort());
    // A larger page size, the filters and a search answer in the same shape.
    valid('courses', (await get('/ooapi/courses?pageSize=250')).json());
    const beginner = (await get('/ooapi/courses?level=x-beginner&teachingLanguage=nl&pageSize=50')).json();
    valid('courses', beginner);
    expect(beginner.items.every((c: { level: string }) => c.level === 'x-beginner')).toBe(true);
    const english = (await get('/ooapi/courses?teachingLanguage=en')).json();
    expect(english.items).toEqual([]);
    const code = seen[0];
    const byCode = (await get(`/ooapi/courses?primaryCode=${code}`)).json();
    expect(byCode.items.map((c: { primaryCode: { code: string } }) => c.primaryCode.code)).toEqual([code]);
    const word = byCode.items[0].name[0].value.split(' ')[0];
    const found = (await get(`/ooapi/courses?q=${encodeURIComponent(word)}`)).json();
    valid('courses', found);
    expect(found.items.length).toBeGreaterThan(0);
  });

  it('serves one course, its offerings and one offering', async () => {
    const k = env().db.kysely;
    const run = await k
      .selectFrom('courseRuns as r')
      .innerJoin('courses as c', 'c.id', 'r.courseId')
      .innerJoin('instituteVerifications as iv', 'iv.instituteId', 'c.instituteId')
      .where('c.isActive', '=', 1)
      .select(['r.courseId'])
      .executeTakeFirstOrThrow();
    const list = (await get(`/ooapi/courses?primaryCode=${run.courseId}`)).json();
    const courseId = list.items[0].courseId as string;
    const course = (await get(`/ooapi/courses/${courseId}`)).json();
    valid('course', course);
    const offerings = (
      await get(`/ooapi/courses/${courseId}/course-offerings?since=2000-01-01&pageSize=20`)
    ).json();
    valid('offerings', offerings);
    expect(offerings.items.length).toBeGreaterThan(0);
    const offeringId = offerings.items[0].courseOfferingId as string;
    const offering = (await get(`/ooapi/course-offerings/${offeringId}`)).json();
    valid('offering', offering);
    expect(offering.courseId).toBe(courseId);
    expect(offering.priceInformation[0]).toMatchObject({ costType: 'total_costs', currency: 'EUR' });
    valid(
      'offerings',
      (await get(`/ooapi/courses/${courseId}/course-offerings?state=inactive&since=2000-01-01`)).json(),
    );
    valid('offerings', (await get(`/ooapi/courses/${courseId}/course-offerings`)).json());
  });

  it('serves the verified institutes as organisations', async () => {
    const page = (await get('/ooapi/organisations?pageSize=50')).json();
    valid('organisations', page);
    expect(page.items.length).toBeGreaterThan(0);
    const one = (await get(`/ooapi/organisations/${page.items[0].organisationId}`)).json();
    valid('organisation', one);
    expect((await get('/ooapi/organisations?organisationType=faculty')).json().items).toEqual([]);
  });

  it('answers errors in the standard problem format: unknown parameters, bad values, unknown ids', async () => {
    const cases: [string, number][] = [
      ['/ooapi/courses?sort=name', 400],
      ['/ooapi/courses?pageSize=7', 400],
      ['/ooapi/courses?pageNumber=0', 400],
      ['/ooapi/courses?expand=organisation', 400],
      ['/ooapi?x=1', 400],
      ['/ooapi/courses/123e4567-e89b-12d3-a456-426614174000', 404],
      ['/ooapi/courses/not-a-uuid', 400],
      ['/ooapi/course-offerings/123e4567-e89b-12d3-a456-426614174000', 404],
      ['/ooapi/organisations/123e4567-e89b-12d3-a456-426614174000', 404],
      ['/ooapi/programmes', 404],
    ];
    for (const [url, status] of cases) {
      const res = await get(url, status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      valid('problem', res.json());
    }
  });

  it('caches like the catalogue: an ETag, and 304 when unchanged', async () => {
    const first = await get('/ooapi/courses?pageSize=20');
    expect(first.headers.etag).toBeTruthy();
    const again = await env().app.inject({
      url: '/ooapi/courses?pageSize=20',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
