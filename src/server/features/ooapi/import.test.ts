import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OoapiImportAnswer, OoapiPreview, OoapiRun } from '../../../contracts/ooapi.ts';
import { registerAccount } from '../../test/accounts.ts';
import { describeApi, login, sessionCookie, setUpTotp } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';
import { assertCourseLimit } from '../institute/index.ts';
import { syncAllSources } from './index.ts';

/**
 * The import from an institute's own Open Education API (decision 326), against a real OEAPI server
 * on loopback whose every answer the official 6.0 document's schemas accept (checked here with ajv
 * before it is sent): paging across pages, a course with two offerings, a course that disappears,
 * a course that cannot be mapped, a malformed answer and a slow one.
 */
type Json = Record<string, unknown>;

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
const pageSchema = (p: string) =>
  ajv.compile({
    $ref: `oeapi#/paths/${p.replace(/\//g, '~1')}/get/responses/200/content/application~1json/schema`,
  });
const coursesPage = pageSchema('/courses');
const offeringsPage = pageSchema('/courses/{courseId}/course-offerings');
const organisationSchema = pageSchema('/organisations/{organisationId}');
const courseSchema = pageSchema('/courses/{courseId}');

/**
 * The standard's own examples, read from the official document at test time: OEAPI 6.0 gives its
 * examples per property (`example` on each property of `CourseProperties`, `OfferingProperties`,
 * `Cost`, `Address`, `Organisation`…), not as whole documents, so a course, its offering and the
 * organisation are assembled from exactly those values. Where a required property has no example
 * (the enumerations `organisationType`, `costType`, `addressType`), the value named here fills it;
 * the course's `primaryCode` takes the example of `IdentifierEntry` itself.
 */
const schemas = document.components.schemas as Record<string, { properties?: Record<string, Json> }>;
function propertyExamples(schema: { properties?: Record<string, Json> }): Json {
  const out: Json = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.example !== undefined) out[name] = property.example;
  }
  return out;
}
const partsOf = (name: string) =>
  (document.components.schemas[name].allOf as Json[]).map((part) =>
    typeof part.$ref === 'string' ? schemas[part.$ref.split('/').pop()!] : part,
  );
const merged = (name: string) => Object.assign({}, ...partsOf(name).map(propertyExamples)) as Json;
const standardOrganisation: Json = { ...propertyExamples(schemas.Organisation), organisationType: 'root' };
const standardCourse: Json = {
  ...merged('Course'),
  primaryCode: (schemas.IdentifierEntry as Json).example,
  organisationId: standardOrganisation.organisationId,
};
/**
 * The standard's example offering as written: its `flexibleEntryPeriodEndDateTime` example is a
 * date-time while the same document declares that property `format: date`, so the official schema
 * refuses its own example. The test checks exactly that and serves the offering without it.
 */
const standardOfferingAsWritten: Json = {
  ...merged('CourseOffering'),
  addresses: [{ ...propertyExamples(schemas.Address), addressType: 'teaching' }],
  priceInformation: [{ ...propertyExamples(schemas.Cost), costType: 'total_costs' }],
  courseId: standardCourse.courseId,
  organisationId: standardOrganisation.organisationId,
};
const { flexibleEntryPeriodEndDateTime: _refused, ...standardOffering } = standardOfferingAsWritten;

const nl = (value: string) => [{ language: 'nl-NL', value }];

function course(id: string, title: string, description: string | null): Json {
  return {
    courseId: id,
    primaryCode: { codeType: 'identifier', code: title.slice(0, 8) },
    name: nl(title),
    ...(description ? { description: nl(description) } : {}),
    level: 'bachelor',
    duration: 'P6W',
    teachingLanguages: ['nld'],
  };
}

function offering(
  id: string,
  courseId: string,
  start: string,
  city: string,
  seats: number,
  price: string,
): Json {
  return {
    courseOfferingId: id,
    primaryCode: { codeType: 'offering_code', code: id.slice(0, 8) },
    name: nl('Uitvoering'),
    state: 'active',
    startDateTime: `${start}T09:00:00+01:00`,
    endDateTime: `${start}T17:00:00+01:00`,
    addresses: [{ addressType: 'teaching', city }],
    maxNumberStudents: seats,
    priceInformation: [{ costType: 'total_costs', amount: price, currency: 'EUR' }],
    courseId,
  };
}

/** The OEAPI server: two items per page, whatever pageSize asks; `mode` breaks it on purpose. */
class OeapiServer {
  organisationId = 'org-1';
  organisation: Json | null = null;
  courses: Json[] = [];
  offerings = new Map<string, Json[]>();
  mode: 'ok' | 'malformed' | 'slow' = 'ok';
  /** Items per page, whatever pageSize asks (at most this many). */
  pageSize = 2;
  /** Serve the standard's /organisations/{id}/course-offerings (else 404: the import asks per course). */
  organisationOfferings = false;
  requests = 0;
  private server = http.createServer((req, res) => this.answer(req, res));
  url = '';

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/oeapi`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }

  private page(items: Json[], pageNumber: number, schema: typeof coursesPage) {
    const size = this.pageSize;
    const totalPages = Math.max(1, Math.ceil(items.length / size));
    const body = {
      pageSize: size,
      pageNumber,
      hasPreviousPage: pageNumber > 1,
      hasNextPage: pageNumber < totalPages,
      totalPages,
      items: items.slice((pageNumber - 1) * size, pageNumber * size),
    };
    if (!schema(body)) throw new Error(`test server page invalid: ${ajv.errorsText(schema.errors)}`);
    return body;
  }

  private one(item: Json, schema: typeof courseSchema) {
    if (!schema(item)) throw new Error(`test server document invalid: ${ajv.errorsText(schema.errors)}`);
    return item;
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (this.mode === 'slow') {
      // Far beyond the client's timeout below, whatever the machine's load.
      setTimeout(() => send(200, '{}'), 15_000).unref();
      return;
    }
    if (this.mode === 'malformed') return send(200, '{"items": [ {"courseId": ');
    this.requests++;
    if (
      this.organisationOfferings &&
      url.pathname === `/oeapi/organisations/${this.organisationId}/course-offerings`
    )
      return send(
        200,
        JSON.stringify(this.page([...this.offerings.values()].flat(), pageNumber, offeringsPage)),
      );
    const m = url.pathname.match(/^\/oeapi\/courses\/([^/]+)\/course-offerings$/);
    if (url.pathname === `/oeapi/organisations/${this.organisationId}/courses`)
      return send(200, JSON.stringify(this.page(this.courses, pageNumber, coursesPage)));
    if (url.pathname === `/oeapi/organisations/${this.organisationId}` && this.organisation)
      return send(200, JSON.stringify(this.one(this.organisation, organisationSchema)));
    const one = this.courses.find((c) => url.pathname === `/oeapi/courses/${c.courseId}`);
    if (one) return send(200, JSON.stringify(this.one(one, courseSchema)));
    if (m)
      return send(200, JSON.stringify(this.page(this.offerings.get(m[1]) ?? [], pageNumber, offeringsPage)));
    send(404, JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }));
  }
}

describeApi(
  'Open Education API import from a loopback source',
  (env) => {
    const source = new OeapiServer();
    const ids = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), e: randomUUID() };
    beforeAll(async () => {
      await source.start();
    });
    afterAll(() => source.stop());

    const registerInstitute = () =>
      registerAccount(env().app, 'institute', 'Olga', {
        instituteName: `Open Academie ${randomBytes(4).toString('hex')}`,
      });
    /** Each call from an address of its own: imports are limited to 10 a minute per address. */
    let caller = 0;
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
      env().app.inject({
        method,
        url,
        headers: { cookie },
        remoteAddress: `198.18.0.${++caller % 250}`,
        ...(payload ? { payload } : {}),
      });
    const coursesOf = (instituteId: string) =>
      env()
        .db.kysely.selectFrom('courses')
        .select(['id', 'title', 'status', 'priceCents', 'level', 'durationWeeks'])
        .where('instituteId', '=', instituteId)
        .orderBy('id')
        .execute();

    it('previews, imports, re-imports a changed title and a removed course, and fails cleanly', async () => {
      source.courses = [
        course(ids.a, 'Data-analyse met Python', 'Leer data analyseren.'),
        course(ids.b, 'Projectmanagement', 'Projecten leiden.'),
        course(ids.c, 'Zonder beschrijving', null),
        course(ids.d, 'Excel voor gevorderden', 'Draaitabellen en meer.'),
      ];
      source.offerings = new Map([
        [
          ids.a,
          [
            offering(randomUUID(), ids.a, '2031-02-02', 'Utrecht', 20, '495.00'),
            offering(randomUUID(), ids.a, '2031-09-07', 'Zwolle', 15, '495.00'),
          ],
        ],
        [ids.b, [offering(randomUUID(), ids.b, '2031-03-03', 'Amsterdam', 12, '350')]],
      ]);
      const inst = await registerInstitute();
      // Nothing to preview before a source is set.
      expect((await call('POST', '/api/institute/ooapi-source/preview', inst.cookie)).statusCode).toBe(409);
      const put = await call('PUT', '/api/institute/ooapi-source', inst.cookie, {
        baseUrl: source.url,
        token: 'geheim-token',
        organisationId: 'org-1',
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({
        source: { baseUrl: source.url, organisationId: 'org-1', hasToken: true },
      });
      const stored = await env()
        .db.kysely.selectFrom('ooapiSources')
        .select('tokenCipher')
        .where('instituteId', '=', inst.id)
        .executeTakeFirstOrThrow();
      expect(stored.tokenCipher).not.toContain('geheim');

      const preview = (
        await call('POST', '/api/institute/ooapi-source/preview', inst.cookie)
      ).json() as OoapiPreview;
      expect(preview.create.map((c) => c.title).sort()).toEqual([
        'Data-analyse met Python',
        'Excel voor gevorderden',
        'Projectmanagement',
      ]);
      expect(preview.create.find((c) => c.sourceId === ids.a)?.runs).toBe(2);
      expect(preview.update).toEqual([]);
      expect(preview.archive).toEqual([]);
      expect(preview.skipped).toEqual([
        { sourceId: ids.c, title: 'Zonder beschrijving', reason: 'Geen beschrijving' },
      ]);
      expect(await coursesOf(inst.id)).toEqual([]);

      const first = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
      expect(first.statusCode, first.body).toBe(200);
      const noPrice = {
        sourceId: ids.d,
        title: 'Excel voor gevorderden',
        note: 'Prijs ontbreekt: de cursus blijft ongepubliceerd (concept)',
      };
      // The preview said it, and the import did just that.
      expect(preview.notes).toEqual([noPrice]);
      expect(first.json()).toEqual({
        created: 3,
        updated: 0,
        archived: 0,
        skipped: 1,
        skippedItems: preview.skipped,
        notes: [noPrice],
      });
      const made = await coursesOf(inst.id);
      expect(made).toHaveLength(3);
      // No offering, no price: a concept, never a course for €0 in the catalogue.
      expect(made.find((c) => c.title === 'Excel voor gevorderden')).toMatchObject({ status: 'draft' });
      const a = made.find((c) => c.title === 'Data-analyse met Python')!;
      expect(a).toMatchObject({ status: 'active', priceCents: 49500, level: 'Advanced', durationWeeks: 6 });
      const runsOfA = await env()
        .db.kysely.selectFrom('courseRuns')
        .select(['startDate', 'location', 'seats'])
        .where('courseId', '=', a.id)
        .orderBy('startDate')
        .execute();
      expect(runsOfA).toEqual([
        { startDate: '2031-02-02', location: 'Utrecht', seats: 20 },
        { startDate: '2031-09-07', location: 'Zwolle', seats: 15 },
      ]);

      // The source changes a title and drops a course (and one of A's offerings).
      source.courses = [
        course(ids.a, 'Data-analyse met Python en R', 'Leer data analyseren.'),
        course(ids.c, 'Zonder beschrijving', null),
        course(ids.d, 'Excel voor gevorderden', 'Draaitabellen en meer.'),
      ];
      source.offerings.set(ids.a, [source.offerings.get(ids.a)![0]]);
      const second = (
        await call('POST', '/api/institute/ooapi-source/preview', inst.cookie)
      ).json() as OoapiPreview;
      expect(second.create).toEqual([]);
      expect(second.update).toEqual([
        { courseId: a.id, sourceId: ids.a, title: 'Data-analyse met Python en R', changes: ['title'] },
      ]);
      expect(second.archive.map((x) => x.title)).toEqual(['Projectmanagement']);
      const again = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
      expect(again.json()).toMatchObject({ created: 0, updated: 1, archived: 1, skipped: 1 });
      const after = await coursesOf(inst.id);
      expect(after).toHaveLength(3);
      expect(after.find((c) => c.id === a.id)?.title).toBe('Data-analyse met Python en R');
      expect(after.find((c) => c.title === 'Projectmanagement')?.status).toBe('archived');
      expect(
        await env().db.kysely.selectFrom('courseRuns').select('id').where('courseId', '=', a.id).execute(),
      ).toHaveLength(1);

      // A malformed and a slow source fail the run with a clear message and change nothing.
      source.courses = [];
      for (const mode of ['malformed', 'slow'] as const) {
        source.mode = mode;
        const res = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
        expect(res.statusCode).toBe(502);
        expect(res.json().detail).toMatch(mode === 'slow' ? /niet op tijd/ : /geen geldige JSON/);
        expect(await coursesOf(inst.id)).toEqual(after);
      }
      source.mode = 'ok';

      const runs = (await call('GET', '/api/institute/ooapi-source/runs', inst.cookie)).json()
        .items as OoapiRun[];
      expect(runs.map((r) => r.status)).toEqual(['failed', 'failed', 'ok', 'ok']);
      expect(runs[3]).toMatchObject({ trigger: 'manual', created: 3, skipped: 1, notes: [noPrice] });
      expect(runs[3].skippedItems).toEqual([
        { sourceId: ids.c, title: 'Zonder beschrijving', reason: 'Geen beschrijving' },
      ]);
      expect(runs[0].error).toMatch(/niet op tijd/);
      // The history pages in SQL by its key (start time, id): one at a time gives the same four.
      const paged = await walkPages(
        (url) => call('GET', url, inst.cookie),
        '/api/institute/ooapi-source/runs',
      );
      expect(paged).toEqual(runs);
      await expectBadCursors((url) => call('GET', url, inst.cookie), '/api/institute/ooapi-source/runs');
    });

    it('syncs every source on schedule, and a failing one is in the history and notified', async () => {
      source.courses = [course(randomUUID(), 'Planningsvaardigheden', 'Plannen.')];
      source.offerings = new Map();
      const inst = await registerInstitute();
      await call('PUT', '/api/institute/ooapi-source', inst.cookie, {
        baseUrl: source.url,
        organisationId: 'org-1',
      });
      const errors: object[] = [];
      const log = { error: (o: object) => errors.push(o) };
      await syncAllSources(env().db.kysely, env().config, assertCourseLimit, log);
      expect((await coursesOf(inst.id)).map((c) => c.title)).toEqual(['Planningsvaardigheden']);
      source.mode = 'malformed';
      await syncAllSources(env().db.kysely, env().config, assertCourseLimit, log);
      source.mode = 'ok';
      const runs = (await call('GET', '/api/institute/ooapi-source/runs', inst.cookie)).json()
        .items as OoapiRun[];
      expect(runs.map((r) => `${r.trigger} ${r.status}`)).toEqual(['scheduled failed', 'scheduled ok']);
      const notes = await env()
        .db.kysely.selectFrom('notifications')
        .select(['eventKey'])
        .where('userId', '=', inst.id)
        .where('eventKey', '=', 'ooapiSyncFailed')
        .execute();
      expect(notes).toHaveLength(1);
      expect(errors.length).toBeGreaterThan(0);
    });

    it("counts imported courses against the licence: beyond Starter's 10 they are skipped", async () => {
      source.courses = Array.from({ length: 12 }, (_, i) =>
        course(randomUUID(), `Cursus ${i + 1}`, 'Een cursus.'),
      );
      source.offerings = new Map(
        source.courses.map((c) => {
          const id = c.courseId as string;
          return [id, [offering(randomUUID(), id, '2031-05-04', 'Delft', 10, '125.00')]];
        }),
      );
      const inst = await registerInstitute();
      await call('PUT', '/api/institute/ooapi-source', inst.cookie, {
        baseUrl: source.url,
        organisationId: 'org-1',
      });
      // The preview applies the licence too: it names the two it will skip, and why.
      const preview = (
        await call('POST', '/api/institute/ooapi-source/preview', inst.cookie)
      ).json() as OoapiPreview;
      expect(preview.create).toHaveLength(10);
      expect(preview.skipped.map((x) => x.title)).toEqual(['Cursus 11', 'Cursus 12']);
      expect(preview.skipped[0].reason).toMatch(/10/);
      expect(await coursesOf(inst.id)).toEqual([]);
      const res = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
      const answer = res.json() as OoapiImportAnswer;
      expect(answer).toMatchObject({ created: 10, updated: 0, archived: 0, skipped: 2 });
      expect(answer.skippedItems).toEqual(preview.skipped);
      expect((await coursesOf(inst.id)).filter((c) => c.status === 'active')).toHaveLength(10);
    });

    it("imports the standard's own example course, offering and organisation", async () => {
      source.organisationId = standardOrganisation.organisationId as string;
      source.organisation = standardOrganisation;
      source.courses = [standardCourse];
      source.offerings = new Map([[standardCourse.courseId as string, [standardOffering]]]);
      try {
        const inst = await registerInstitute();
        const put = await call('PUT', '/api/institute/ooapi-source', inst.cookie, {
          baseUrl: source.url,
          organisationId: source.organisationId,
        });
        expect(put.statusCode, put.body).toBe(200);
        // The standard's examples as served: the organisation and the course on their own routes too,
        // each checked by the official schema before it is sent (the server throws otherwise).
        for (const route of [
          `organisations/${source.organisationId}`,
          `courses/${standardCourse.courseId}`,
        ]) {
          const answer = await fetch(`${source.url}/${route}`);
          expect(answer.status, route).toBe(200);
        }
        // The one example the official document's own schema refuses (see standardOfferingAsWritten).
        const offeringSchema = pageSchema('/course-offerings/{courseOfferingId}');
        expect(offeringSchema(standardOfferingAsWritten)).toBe(false);
        expect(offeringSchema.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual([
          '/flexibleEntryPeriodEndDateTime must match format "date"',
        ]);
        expect(offeringSchema(standardOffering)).toBe(true);

        const preview = (
          await call('POST', '/api/institute/ooapi-source/preview', inst.cookie)
        ).json() as OoapiPreview;
        expect(preview).toEqual({
          create: [
            { sourceId: standardCourse.courseId, title: 'Academic and Professional Writing', runs: 1 },
          ],
          update: [],
          archive: [],
          // Every value of the standard's examples maps: nothing is skipped.
          skipped: [],
          notes: [],
          needsConfirmation: false,
        });
        const res = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
        expect(res.json()).toEqual({
          created: 1,
          updated: 0,
          archived: 0,
          skipped: 0,
          skippedItems: [],
          notes: [],
        });
        const made = await env()
          .db.kysely.selectFrom('courses')
          .select([
            'id',
            'title',
            'description',
            'language',
            'level',
            'durationWeeks',
            'priceCents',
            'status',
          ])
          .where('instituteId', '=', inst.id)
          .execute();
        // The examples' texts are en-GB only: with no nl text the first (English) one is taken.
        const [description] = (standardCourse.description as { language: string; value: string }[]).map(
          (d) => d.value,
        );
        expect(made).toEqual([
          {
            id: made[0].id,
            title: 'Academic and Professional Writing',
            description,
            language: 'nl',
            level: 'Beginner', // the example has no level
            durationWeeks: 1, // P1DT10H30M
            priceCents: 34084, // total_costs amount "340.84"
            status: 'active',
          },
        ]);
        expect(
          await env()
            .db.kysely.selectFrom('courseRuns')
            .select(['startDate', 'endDate', 'location', 'seats'])
            .where('courseId', '=', made[0].id)
            .execute(),
        ).toEqual([{ startDate: '2019-08-21', endDate: '2019-10-23', location: 'Utrecht', seats: 200 }]);
      } finally {
        source.organisationId = 'org-1';
        source.organisation = null;
      }
    });

    it('an empty answer archives nothing unasked: the import asks to confirm, the daily sync never does', async () => {
      const kept = [randomUUID(), randomUUID(), randomUUID()];
      source.courses = kept.map((id, i) => course(id, `Blijft ${i + 1}`, 'Een cursus.'));
      source.offerings = new Map(
        kept.map((id) => [id, [offering(randomUUID(), id, '2031-05-04', 'Delft', 10, '125.00')]]),
      );
      const inst = await registerInstitute();
      await call('PUT', '/api/institute/ooapi-source', inst.cookie, {
        baseUrl: source.url,
        organisationId: 'org-1',
      });
      expect((await call('POST', '/api/institute/ooapi-source/import', inst.cookie)).json()).toMatchObject({
        created: 3,
      });
      // The source now answers {"items": [], "hasNextPage": false}.
      source.courses = [];
      const preview = (
        await call('POST', '/api/institute/ooapi-source/preview', inst.cookie)
      ).json() as OoapiPreview;
      expect(preview).toMatchObject({ needsConfirmation: true, create: [], update: [] });
      expect(preview.archive).toHaveLength(3);
      const refused = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ooapi.confirm_archive' });
      expect(refused.json().detail).toMatch(/3 van de 3 cursussen/);
      await syncAllSources(env().db.kysely, env().config, assertCourseLimit, { error: () => {} });
      expect((await coursesOf(inst.id)).map((c) => c.status)).toEqual(['active', 'active', 'active']);
      const runs = (await call('GET', '/api/institute/ooapi-source/runs', inst.cookie)).json()
        .items as OoapiRun[];
      expect(runs.map((r) => `${r.trigger} ${r.status}`)).toEqual([
        'scheduled failed',
        'manual failed',
        'manual ok',
      ]);
      const confirmed = await call(
        'POST',
        '/api/institute/ooapi-source/import?confirmArchive=true',
        inst.cookie,
      );
      expect(confirmed.json()).toMatchObject({ archived: 3 });
      expect((await coursesOf(inst.id)).map((c) => c.status)).toEqual(['archived', 'archived', 'archived']);
    });

    it('reads a source of 2,000 courses whole: pages of 250 and the organisation-wide offerings', async (ctx) => {
      // Reading, not the engine, is what this measures: on SQLite only, to keep the suite's time.
      if (env().engine === 'postgres') return ctx.skip();
      source.courses = Array.from({ length: 2000 }, (_, i) => ({
        ...course(randomUUID(), `Cursus ${i + 1}`, 'Een cursus.'),
        ext: { price: '99.00' },
      }));
      source.offerings = new Map();
      source.pageSize = 250;
      source.organisationOfferings = true;
      source.requests = 0;
      try {
        const inst = await registerInstitute();
        await call('PUT', '/api/institute/ooapi-source', inst.cookie, {
          baseUrl: source.url,
          organisationId: 'org-1',
        });
        const res = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
        expect(res.statusCode, res.body).toBe(200);
        // Starter allows 10 active courses; the other 1,990 are skipped with the licence's words.
        const answer = res.json() as OoapiImportAnswer;
        expect(answer).toMatchObject({ created: 10, skipped: 1990 });
        expect(new Set(answer.skippedItems.map((s) => s.reason)).size).toBe(1);
        // 8 pages of courses and 1 of offerings, not one request per course.
        expect(source.requests).toBeLessThan(20);
      } finally {
        source.pageSize = 2;
        source.organisationOfferings = false;
      }
    });

    it('publishes once between two of our platforms, losslessly: every field, then a change and a removal', async () => {
      // This instance serves its /ooapi over loopback; a new institute reads TechAcademie's catalogue.
      const app = env().app;
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const k = env().db.kysely;
        const techAcademie = await k
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'instituut@example.nl')
          .executeTakeFirstOrThrow();
        const inst = await registerInstitute();
        // Enterprise: no limit on active courses, so the whole catalogue can arrive.
        await k
          .insertInto('licenceRequests')
          .values({
            instituteId: inst.id,
            tier: 'enterprise',
            note: null,
            status: 'approved',
            createdAt: new Date().toISOString(),
            decidedAt: new Date().toISOString(),
          } as never)
          .execute();
        await call('PUT', '/api/institute/ooapi-source', inst.cookie, {
          baseUrl: `${address}/ooapi`,
          organisationId: techAcademie.id,
        });
        const first = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json()).toMatchObject({ updated: 0, archived: 0, skipped: 0 });

        const today = new Date().toISOString().slice(0, 10);
        const catalogueOf = async (instituteId: string) => {
          const courses = await k
            .selectFrom('courses')
            .select([
              'id',
              'title',
              'description',
              'priceCents',
              'durationWeeks',
              'level',
              'language',
              'category',
              'skills',
              'maxParticipants',
              'status',
            ])
            .where('instituteId', '=', instituteId)
            .where('status', '=', 'active')
            .orderBy('title')
            .execute();
          return Promise.all(
            courses.map(async ({ id, ...c }) => ({
              ...c,
              skills: JSON.parse(c.skills),
              runs: await k
                .selectFrom('courseRuns')
                .select(['startDate', 'endDate', 'location', 'seats'])
                .where('courseId', '=', id)
                .where('startDate', '>=', today)
                .orderBy('startDate')
                .execute(),
            })),
          );
        };
        const original = await catalogueOf(techAcademie.id);
        expect(original.length).toBeGreaterThanOrEqual(3);
        expect(await catalogueOf(inst.id)).toEqual(original);

        // A change and a removal at the source arrive on the next run.
        const owner = await login(app, 'instituut@example.nl');
        const [changed, removed] = await k
          .selectFrom('courses')
          .select('id')
          .where('instituteId', '=', techAcademie.id)
          .where('status', '=', 'active')
          .orderBy('id')
          .limit(2)
          .execute();
        const patch = await app.inject({
          method: 'PATCH',
          url: `/api/courses/${changed.id}`,
          headers: { cookie: owner },
          payload: { title: 'Nieuwe titel via de bron', price: 777.5, language: 'en', category: 'Design' },
        });
        expect(patch.statusCode, patch.body).toBe(200);
        const archive = await app.inject({
          method: 'PATCH',
          url: `/api/courses/${removed.id}`,
          headers: { cookie: owner },
          payload: { status: 'archived' },
        });
        expect(archive.statusCode, archive.body).toBe(200);
        const second = await call('POST', '/api/institute/ooapi-source/import', inst.cookie);
        expect(second.json()).toMatchObject({ created: 0, updated: 1, archived: 1 });
        expect(await catalogueOf(inst.id)).toEqual(await catalogueOf(techAcademie.id));
      } finally {
        await app.server.close();
      }
    });
  },
  // 3 s: a loaded machine (the whole suite on two cores) answered an ordinary page from this
  // in-process source after more than 800 ms, and the preview failed as if the source were slow.
  { seed: true, config: { ooapiFetch: { allowLoopback: true, timeoutMs: 3_000 } } },
);

describeApi('Open Education API source: network rules', (env) => {
  it('refuses plain http, loopback and private addresses without OOAPI_ALLOW_LOOPBACK', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `ooapi-${randomBytes(4).toString('hex')}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'Olga',
        lastName: 'Open',
        userType: 'institute',
        instituteName: `Open Academie ${randomBytes(4).toString('hex')}`,
      },
    });
    const cookie = sessionCookie(res);
    await setUpTotp(env().app, cookie, res.json().email);
    for (const baseUrl of [
      'http://example.nl/oeapi',
      'https://127.0.0.1/oeapi',
      'https://10.1.2.3',
      'https://[::1]/x',
      'https://169.254.169.254/',
    ]) {
      const put = await env().app.inject({
        method: 'PUT',
        url: '/api/institute/ooapi-source',
        headers: { cookie },
        payload: { baseUrl },
      });
      expect(put.statusCode, baseUrl).toBe(400);
    }
    // A host name that resolves to loopback is refused at connect time.
    const put = await env().app.inject({
      method: 'PUT',
      url: '/api/institute/ooapi-source',
      headers: { cookie },
      payload: { baseUrl: 'https://localhost:9/oeapi' },
    });
    expect(put.statusCode).toBe(200);
    const run = await env().app.inject({
      method: 'POST',
      url: '/api/institute/ooapi-source/import',
      headers: { cookie },
    });
    expect(run.statusCode).toBe(502);
    expect(run.json().detail).toBe('De OOAPI-bron kon niet worden gelezen: De bron is niet bereikbaar');
  });
});
