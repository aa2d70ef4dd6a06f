import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './generate.ts';
import { apiPathsOf, findingsIn, webCallFindings } from './web-calls.ts';

describe('the web app calls the API typed by its OpenAPI document', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = apiPathsOf(await openApiDocument());
  }, 120_000);

  it('no web file casts an API answer, calls fetch itself or names a URL the document lacks', () => {
    expect(paths).toContain('/api/courses/{id}');
    expect(webCallFindings(paths)).toEqual([]);
  });

  it('the check refuses each kind of cast and an unknown URL', () => {
    const samples = [
      "export const q = queryOptions<Course[]>({ queryKey: ['/api/courses'] });",
      "const r = useQuery<Course>({ queryKey: ['/api/courses/1'] });",
      "const res = await fetch('/api/courses');",
      'const data = (await res.json()) as Course[];',
      'const x = JSON.parse(text) as Course;',
      "const y = await apiJson<Course>('GET', '/api/courses');",
      "const z = (await api('get', '/api/user')) as Other;",
      "const u = '/api/no-such-thing';",
    ];
    for (const sample of samples) expect(findingsIn(sample, paths), sample).not.toEqual([]);
    expect(findingsIn("const q = apiQuery('/api/courses/{id}', { path: { id } });", paths)).toEqual([]);
  });
});
