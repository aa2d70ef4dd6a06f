import { expect, it } from 'vitest';
import type { z } from 'zod';
import { API_TAGS } from '../../../contracts/api-tags.ts';
import { describeApi } from '../../test/harness.ts';
import { openApiPath } from './openapi.ts';

type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};

describeApi(
  'OpenAPI document and page (issues 13 and 20)',
  (env) => {
    const documentOf = async () => (await env().app.inject({ url: '/api/openapi.json' })).json();
    const operations = (doc: { paths: Record<string, Record<string, Operation>> }) =>
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
      );
    /** A schema of the document, with a `$ref` followed to the component it names. */
    type Schema = {
      $ref?: string;
      type?: string | string[];
      format?: string;
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
      allOf?: Schema[];
    };
    const resolver =
      (doc: { components: { schemas: Record<string, Schema> } }) =>
      (s: Schema): Schema => {
        let at = s;
        while (at.$ref) at = doc.components.schemas[at.$ref.split('/').pop() as string];
        return at;
      };

    it('declares every API route once with route() and documents each one', async () => {
      const { app } = env();
      const undeclared = app.apiRoutes.filter((r) => !r.doc).map((r) => `${r.method} ${r.url}`);
      expect(undeclared).toEqual([]);
      const res = await app.inject({ url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      const missing = app.apiRoutes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
      expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    });

    it('gives every operation a unique operationId, a global tag and a documented success answer', async () => {
      const doc = await documentOf();
      const all = operations(doc);
      const ids = all.map(({ op }) => op.operationId);
      expect(
        all.filter(({ op }) => !/^[a-z][A-Za-z0-9]+$/.test(op.operationId ?? '')).map((o) => o.name),
      ).toEqual([]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(Object.keys(API_TAGS));
      expect(
        all.filter(({ op }) => op.tags?.length !== 1 || !(op.tags[0] in API_TAGS)).map((o) => o.name),
      ).toEqual([]);
      const undocumented = all.filter(({ op }) => {
        // A redirect (3xx, e.g. to an OpenID Connect provider) is a success without a body.
        const success = Object.entries(op.responses).filter(([code]) => /^[23]/.test(code));
        return (
          success.length === 0 ||
          success.some(([code, r]) => code !== '204' && !code.startsWith('3') && !r.content)
        );
      });
      expect(undocumented.map((o) => o.name)).toEqual([]);
    });

    it('types every numeric path and query parameter as an integer', async () => {
      const doc = await documentOf();
      const loose = operations(doc).flatMap(({ name, op }) =>
        (op.parameters ?? [])
          .filter((p) => p.schema.anyOf || p.schema.type === 'number' || Array.isArray(p.schema.type))
          .map((p) => `${name} ${p.name}`),
      );
      expect(loose).toEqual([]);
      const list = doc.paths['/api/courses'].get as Operation;
      const limit = list.parameters?.find((p) => p.name === 'limit');
      expect(limit?.schema).toMatchObject({ type: 'integer', minimum: 1 });
      const detail = doc.paths['/api/courses/{id}'].get as Operation;
      expect(detail.parameters?.find((p) => p.name === 'id')?.schema).toEqual({
        type: 'integer',
        minimum: 1,
        maximum: 2_147_483_647,
      });
    });

    it('states the input rules the server enforces: formats, patterns, enums and cross-field rules', async () => {
      const doc = await documentOf();
      // The document as parsed JSON: each schema is read by the keys the assertions name.
      const body = (path: string, method: string): typeof doc =>
        doc.paths[path][method].requestBody.content['application/json'].schema;
      const string = (s: typeof doc): typeof doc =>
        s.anyOf?.find((b: { type?: string }) => b.type === 'string') ?? s;
      const run = body('/api/courses/{id}/runs', 'post');
      expect(run.properties.startDate).toMatchObject({ type: 'string', format: 'date' });
      expect(run.description).toContain('endDate ≥ startDate');
      expect(body('/api/courses', 'post').properties.price).toMatchObject({
        type: 'number',
        multipleOf: 0.01,
      });
      const settings = body('/api/institute/settings', 'patch').properties;
      expect(string(settings.website)).toMatchObject({ format: 'uri', pattern: '^https?://\\S+\\.\\S+$' });
      expect(string(settings.kvkNumber).pattern).toBe('^[0-9]{8}$');
      const profile = body('/api/user/profile', 'patch').properties;
      expect(string(profile.postalCode).pattern).toBeTruthy();
      expect(string(profile.phone).pattern).toBeTruthy();
      expect(string(profile.dateOfBirth).format).toBe('date');
      const register = body('/api/register', 'post').properties;
      expect(register.userType.enum).toEqual(
        expect.arrayContaining(['talent', 'bedrijf', 'opleider', 'institute']),
      );
      expect(register.userType.enum).not.toContain('admin');
      expect(register.password.pattern).toContain('(?=.*[A-Z])');
      expect(body('/api/admin/user/type', 'patch').properties.userType.enum).toContain('admin');
      expect(body('/api/company/vacancies', 'post').description).toContain('salaryMin ≤ salaryMax');
      const level = (doc.paths['/api/courses'].get as Operation).parameters?.find((p) => p.name === 'level');
      expect(level?.schema.enum).toContain('');
    });

    it('declares every moment in an answer as format date-time and every day as format date', async () => {
      const doc = await documentOf();
      const resolve = resolver(doc);
      const asString = (s: Schema) =>
        [resolve(s), ...(resolve(s).anyOf ?? []).map(resolve)].find((b) =>
          [b.type].flat().includes('string'),
        );
      // A dossier's submittedAt is the day the talent says it was submitted (entered as a date).
      const daysNamedAt = new Set(['submittedAt']);
      const undeclared: string[] = [];
      let checked = 0;
      const walk = (s: Schema | undefined, where: string, seen: Set<Schema>) => {
        if (!s || seen.has(s)) return;
        seen.add(s);
        const r = resolve(s);
        for (const [key, value] of Object.entries(r.properties ?? {})) {
          const expected = daysNamedAt.has(key)
            ? 'date'
            : /(At|^at)$/.test(key)
              ? 'date-time'
              : /(Date|^date)$/.test(key)
                ? 'date'
                : null;
          const str = expected && asString(value);
          if (expected && str) {
            checked++;
            if (str.format !== expected) undeclared.push(`${where}.${key} (${expected})`);
          }
          walk(value, `${where}.${key}`, seen);
        }
        walk(r.items, `${where}[]`, seen);
        for (const b of [...(r.anyOf ?? []), ...(r.oneOf ?? []), ...(r.allOf ?? [])]) walk(b, where, seen);
      };
      for (const { name, op } of operations(doc))
        for (const [status, answer] of Object.entries(op.responses)) {
          const schema = (answer.content?.['application/json'] as { schema?: Schema } | undefined)?.schema;
          walk(schema, `${name} ${status}`, new Set());
        }
      expect(undeclared).toEqual([]);
      expect(checked).toBeGreaterThan(150);
    });

    it('answers every list as a page { items, nextCursor } with limit and cursor, never a bare array', async () => {
      const doc = await documentOf();
      const resolve = resolver(doc);
      const arrays: string[] = [];
      const pages: string[] = [];
      for (const { name, op } of operations(doc)) {
        const content = op.responses['200']?.content?.['application/json'] as { schema?: object } | undefined;
        if (!content?.schema) continue;
        const schema = resolve(content.schema);
        if (schema.type === 'array') arrays.push(name);
        if (schema.properties?.items?.type === 'array' && 'nextCursor' in schema.properties) {
          pages.push(name);
          const params = (op.parameters ?? []).map((p) => p.name);
          expect(params, name).toEqual(expect.arrayContaining(['limit', 'cursor']));
          expect(Object.keys(op.responses['200'].headers ?? {}), name).toContain('Link');
        }
      }
      expect(arrays).toEqual([]);
      expect(pages.length).toBeGreaterThan(40);
    });

    it('documents the paging and caching headers', async () => {
      const doc = await documentOf();
      const list = doc.paths['/api/courses'].get as Operation;
      expect(Object.keys(list.responses['200'].headers ?? {})).toEqual(
        expect.arrayContaining(['Link', 'ETag']),
      );
      const limit = list.parameters?.find((p) => p.name === 'limit');
      expect(limit?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 200, default: 50 });
      expect(
        Object.keys((doc.paths['/api/social/posts'].get as Operation).responses['200'].headers ?? {}),
      ).toContain('Link');
      const detail = doc.paths['/api/courses/{id}'].get as Operation;
      expect(Object.keys(detail.responses['200'].headers ?? {})).toContain('ETag');
      expect(detail.responses['304']).toBeDefined();
      expect(detail.responses['304'].content).toBeUndefined();
    });

    it('declares every media type and status the server sends: 304 with ETag, PDF, HTML', async () => {
      const doc = await documentOf();
      const list = doc.paths['/api/courses'].get as Operation;
      expect(Object.keys(list.responses['200'].headers ?? {})).toContain('ETag');
      expect(list.responses['304']).toBeDefined();
      expect(Object.keys(doc.paths['/api/docs'].get.responses['200'].content)).toEqual(['text/html']);
      expect(Object.keys(doc.paths['/api/user/documents/{id}'].get.responses['200'].content)).toEqual([
        'application/pdf',
        'image/png',
        'image/jpeg',
      ]);
      // Every operation: its problems from the declaration, 429 with Retry-After, and a default problem.
      for (const { name, op } of operations(doc)) {
        expect(op.responses.default?.content, name).toHaveProperty(['application/problem+json']);
        expect(Object.keys(op.responses['429']?.headers ?? {}), name).toContain('Retry-After');
      }
      const patch = doc.paths['/api/user/profile'].patch as Operation;
      expect(Object.keys(patch.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '412', '413', '415', '429', '4XX', 'default']),
      );
      expect(patch.responses['404']).toBeUndefined();
      const detail = doc.paths['/api/courses/{id}'].get as Operation;
      expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['400', '404', '429']));
      expect(detail.responses['401']).toBeUndefined();
    });

    it('declares Idempotency-Key (409, 422) on creating POSTs and If-Match (412) where the GET has an ETag', async () => {
      const doc = await documentOf();
      const header = (op: Operation, name: string) =>
        op.parameters?.find((p) => p.in === 'header' && p.name === name);
      const creating = operations(doc).filter(
        ({ name, op }) => name.startsWith('POST') && op.responses['201'],
      );
      // Not where the answer holds a secret (a new token), the body is a multipart upload, or the
      // route is public (no caller owns the key).
      const without = ['POST /api/user/tokens', 'POST /api/user/documents'];
      const isPublic = (op: Operation) => (op as { 'x-access'?: unknown })['x-access'] === 'public';
      for (const { name, op } of creating.filter(
        ({ name, op }) => !without.includes(name) && !isPublic(op),
      )) {
        expect(header(op, 'Idempotency-Key'), name).toMatchObject({ required: false });
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['409', '422']));
      }
      expect(header(doc.paths['/api/user/tokens'].post, 'Idempotency-Key')).toBeUndefined();
      expect(header(doc.paths['/api/register'].post, 'Idempotency-Key')).toBeUndefined();
      expect(header(doc.paths['/api/social/posts'].post, 'Idempotency-Key')).toBeDefined();
      // Every PATCH/PUT whose path's GET sends an ETag honours If-Match.
      for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
        if (!ops.get?.responses['200']?.headers?.ETag) continue;
        for (const method of ['patch', 'put'].filter((m) => ops[m])) {
          expect(header(ops[method], 'If-Match'), `${method} ${path}`).toBeDefined();
          expect(ops[method].responses['412'], `${method} ${path}`).toBeDefined();
        }
      }
      const course = doc.paths['/api/institute/courses/{id}'].patch as Operation;
      expect(header(course, 'If-Match')).toBeDefined();
    });

    it('declares Location (and ETag where the GET has one) on every 201, and ETag on every write with If-Match', async () => {
      const doc = await documentOf();
      // 201s whose result has no GET URL of its own (decision 471): it is read in a list, or the
      // answer is all there is (a message, a token's secret, the skills as a list).
      const noGetUrl: Record<string, string> = {
        'POST /api/courses/{id}/enroll': 'the enrolment is read in GET /api/user/enrollments',
        'POST /api/social/posts/{id}/comments': 'comments are read in the post’s comment list',
        'POST /api/social/posts': 'posts are read in the feed',
        'POST /api/admin/trusted-issuers': 'read in the list of trusted issuers',
        'POST /api/user/credentials/import': 'read in GET /api/user/credentials',
        'POST /api/user/passkeys': 'read in GET /api/user/passkeys',
        'POST /api/user/tokens': 'the secret is shown once; read in GET /api/user/tokens',
        'POST /api/institute/licence/requests': 'the request is part of GET /api/institute/licence',
        'POST /api/courses/{id}/reviews': 'read in the course’s review list',
        'POST /api/vacancies/{id}/apply': 'read in GET /api/user/applications',
        'POST /api/user/skills': 'answers the skills as a list',
        'POST /api/courses/{id}/runs': 'read in GET /api/courses/{id}/runs',
        'POST /api/courses/{id}/info-request': 'a message, nothing to read back',
      };
      const headersOf = (op: Operation, code: string) => Object.keys(op.responses[code]?.headers ?? {});
      const created = operations(doc).filter(({ op }) => op.responses['201']);
      expect(created.length).toBeGreaterThan(15);
      for (const { name, op } of created) {
        if (name in noGetUrl) expect(headersOf(op, '201'), name).not.toContain('Location');
        else expect(headersOf(op, '201'), name).toContain('Location');
      }
      for (const name of Object.keys(noGetUrl))
        expect(
          created.map((c) => c.name),
          name,
        ).toContain(name);
      for (const path of [
        '/api/courses',
        '/api/company/vacancies',
        '/api/subsidies/applications',
        '/api/register',
      ])
        expect(headersOf(doc.paths[path].post, '201'), path).toEqual(
          expect.arrayContaining(['Location', 'ETag']),
        );
      // A write with If-Match answers the GET's new ETag (and no 304: that is a GET's).
      for (const { name, op } of operations(doc)) {
        if (!op.parameters?.some((p) => p.in === 'header' && p.name === 'If-Match')) continue;
        expect(headersOf(op, '200'), name).toContain('ETag');
        expect(op.responses['304'], name).toBeUndefined();
      }
    });

    it('describes bodies, path and query parameters from the zod contracts', async () => {
      const doc = await documentOf();
      const register = doc.paths['/api/register'].post;
      expect(register.requestBody.content['application/json'].schema.properties.password.minLength).toBe(10);
      expect(register.requestBody.content['application/json'].schema.required).toContain('email');
      const detail = doc.paths['/api/courses/{id}'].get;
      expect(detail.parameters).toContainEqual(
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
      );
      const list = doc.paths['/api/courses'].get;
      expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['search', 'category', 'level']),
      );
      expect(doc.paths['/api/courses'].post['x-access']).toBe('courses.createOwn');
      // A field refused by a refinement is documented as "never send it", not as anything.
      const profile = doc.paths['/api/user/profile'].patch.requestBody.content['application/json'].schema;
      expect(profile.properties.email).toMatchObject({ not: {} });
      // The upload is documented as multipart with its file.
      const upload = doc.paths['/api/user/documents'].post.requestBody.content['multipart/form-data'].schema;
      expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    });

    it('refuses a JSON null body on every route that declares a body (it was taken as {})', () => {
      const accepting = env()
        .app.apiRoutes.filter((r) => r.doc?.body && (r.doc.body as z.ZodType).safeParse(null).success)
        .map((r) => `${r.method} ${r.url}`);
      expect(accepting).toEqual([]);
    });

    it('serves a readable page without any script', async () => {
      const { app } = env();
      const res = await app.inject({ url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toMatch(/<script/i);
      expect(res.body).toMatch(/<html lang="nl">/);
      for (const r of app.apiRoutes) expect(res.body).toContain(`<code>${r.url}</code>`);
    });
  },
  { seed: false },
);
