import { expect, it } from 'vitest';
import type { z } from 'zod';
import { describeApi } from '../../test/harness.ts';
import { openApiPath, TAGS } from './openapi.ts';

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
      expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(Object.keys(TAGS));
      expect(
        all.filter(({ op }) => op.tags?.length !== 1 || !(op.tags[0] in TAGS)).map((o) => o.name),
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
      ).toContain('X-Total-Count');
      const detail = doc.paths['/api/courses/{id}'].get as Operation;
      expect(Object.keys(detail.responses['200'].headers ?? {})).toContain('ETag');
      expect(detail.responses['304']).toBeDefined();
      expect(detail.responses['304'].content).toBeUndefined();
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
