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
  orgCourses: answerOf('/organisations/{organisationId}/courses'),
  orgOfferings: answerOf('/organisations/{organisationId}/course-offerings'),
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

  it('serves the service root with a trailing slash too, naming the organisation routes', async () => {
    const res = await get('/ooapi/');
    valid('service', res.json());
    const paths = res.json().supportedOperations.map((o: { path: string }) => decodeURI(o.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/organisations/{organisationId}/courses',
        '/organisations/{organisationId}/course-offerings',
      ]),
    );
  });

  it("serves an organisation's own courses and offerings, and expands what it holds", async () => {
    const orgs = (await get('/ooapi/organisations?pageSize=50')).json();
    const org = orgs.items[0].organisationId as string;
    const courses = (await get(`/ooapi/organisations/${org}/courses?pageSize=250`)).json();
    valid('orgCourses', courses);
    expect(courses.items.length).toBeGreaterThan(0);
    expect(courses.items.every((c: { organisationId: string }) => c.organisationId === org)).toBe(true);
    const offerings = (
      await get(`/ooapi/organisations/${org}/course-offerings?pageSize=250&since=2000-01-01`)
    ).json();
    valid('orgOfferings', offerings);
    expect(offerings.items.length).toBeGreaterThan(0);
    const ownCourses = new Set(courses.items.map((c: { courseId: string }) => c.courseId));
    expect(offerings.items.every((o: { courseId: string }) => ownCourses.has(o.courseId))).toBe(true);
    await get('/ooapi/organisations/123e4567-e89b-12d3-a456-426614174000/courses', 404);

    const course = (await get(`/ooapi/courses/${courses.items[0].courseId}?expand=organisation`)).json();
    valid('course', course);
    expect(course.organisation).toMatchObject({ organisationId: org });
    const offering = (
      await get(`/ooapi/course-offerings/${offerings.items[0].courseOfferingId}?expand=course`)
    ).json();
    valid('offering', offering);
    expect(offering.course).toMatchObject({ courseId: offerings.items[0].courseId });
    // Our fields without a place in the standard travel in ext; an offering ends at the end of its day.
    expect(course.ext).toEqual({
      category: expect.any(String),
      skills: expect.any(Array),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      maxParticipants: course.ext.maxParticipants,
    });
    if (offering.endDateTime) expect(offering.endDateTime).toMatch(/T23:59:59\+0[12]:00$/);
  });

  it('accepts every query parameter the standard defines on each path it serves', async () => {
    const orgs = (await get('/ooapi/organisations')).json();
    const org = orgs.items[0].organisationId as string;
    const courses = (await get(`/ooapi/organisations/${org}/courses`)).json();
    const courseId = courses.items[0].courseId as string;
    const offerings = (await get(`/ooapi/courses/${courseId}/course-offerings?since=2000-01-01`)).json();
    const ids: Record<string, string> = {
      organisationId: org,
      courseId,
      courseOfferingId: offerings.items[0]?.courseOfferingId,
    };
    const service = (await get('/ooapi')).json();
    const served = service.supportedOperations.map((o: { path: string }) => decodeURI(o.path)) as string[];
    /** A valid value for a parameter, from the standard's own schema where it gives one. */
    const sample = (
      name: string,
      schema: { enum?: string[]; type?: string; items?: { enum?: string[] } },
    ) => {
      const fixed: Record<string, string> = {
        pageSize: '20',
        pageNumber: '1',
        since: '2000-01-01',
        until: '2100-01-01',
        teachingLanguage: 'nld',
        fields: '(name,primaryCode)',
        q: 'a',
        primaryCode: '1',
        consumer: 'test',
      };
      if (fixed[name]) return fixed[name];
      if (schema.items?.enum) return schema.items.enum.join(',');
      if (schema.enum) return schema.enum[0];
      if (schema.type === 'boolean') return 'true';
      return 'x-test';
    };
    let checked = 0;
    for (const path of served) {
      const operation = document.paths[path]?.get;
      expect(operation, path).toBeTruthy();
      const url = path.replace(/\{(\w+)\}/g, (_m: string, id: string) => ids[id]);
      for (const ref of operation.parameters ?? []) {
        const p = ref.$ref ? document.components.parameters[ref.$ref.split('/').pop()] : ref;
        if (p.in !== 'query') continue;
        const query =
          p.name === 'filter_query'
            ? 'filter_query[name][like]=*a*'
            : p.name === 'filter_query[__or][]'
              ? 'filter_query[__or][][name][like]=*a*'
              : `${p.name}=${encodeURIComponent(sample(p.name, p.schema ?? {}))}`;
        const res = await env().app.inject({ url: `/ooapi${url === '/' ? '' : url}?${query}` });
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(200);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('searches with q as the standard says: name or description, a literal part, any case', async () => {
    const all = (await get('/ooapi/courses?pageSize=250')).json();
    const first = all.items[0];
    const word = first.name[0].value.split(' ')[0].toUpperCase();
    const found = (await get(`/ooapi/courses?pageSize=250&q=${encodeURIComponent(word)}`)).json();
    expect(found.items.map((c: { courseId: string }) => c.courseId)).toContain(first.courseId);
    const textOf = (c: { name: { value: string }[]; description: { value: string }[] | null }) =>
      `${c.name[0].value} ${c.description?.[0]?.value ?? ''}`.toLowerCase();
    expect(
      found.items.every((c: Parameters<typeof textOf>[0]) => textOf(c).includes(word.toLowerCase())),
    ).toBe(true);
    // The institute's name is not the course's text: it finds only courses that name it themselves.
    const org = (await get('/ooapi/organisations')).json().items[0].name[0].value as string;
    const byInstitute = (await get(`/ooapi/courses?pageSize=250&q=${encodeURIComponent(org)}`)).json();
    expect(
      byInstitute.items.every((c: Parameters<typeof textOf>[0]) => textOf(c).includes(org.toLowerCase())),
    ).toBe(true);
  });

  it('may be read by a script on any site: CORS without credentials, embeddable answers', async () => {
    const res = await env().app.inject({
      url: '/ooapi/courses',
      headers: { origin: 'https://elders.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/ETag/);
    const preflight = await env().app.inject({
      method: 'OPTIONS',
      url: '/ooapi/courses',
      headers: {
        origin: 'https://elders.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/If-None-Match/i);
    // The rest of the API keeps its own rule.
    const api = await env().app.inject({ url: '/api/courses?limit=1' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
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
