import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { openApiPath } from './openapi.ts';

describeApi(
  'OpenAPI document and page (issue 13)',
  (env) => {
    it('documents every registered API route (a route without config.doc fails here)', async () => {
      const { app } = env();
      const undocumented = app.apiRoutes.filter((r) => !r.doc).map((r) => `${r.method} ${r.url}`);
      expect(undocumented).toEqual([]);
      const res = await app.inject({ url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      const missing = app.apiRoutes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
      expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    });

    it('describes bodies, path and query parameters from the zod contracts', async () => {
      const doc = (await env().app.inject({ url: '/api/openapi.json' })).json();
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
