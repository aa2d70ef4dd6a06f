import { expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';

describeApi('sitemap.xml and robots.txt (issue 48 part 5)', (env) => {
  it('lists every course of the public catalogue, and robots.txt names the sitemap', async () => {
    const { app, config } = env();
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await app.inject({ url: `/api/courses?limit=100${cursor ? `&cursor=${cursor}` : ''}` });
      const page = res.json() as { items: { id: number }[]; nextCursor: string | null };
      ids.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids.length).toBeGreaterThan(0);

    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const origin = config.appUrl.replace(/\/$/, '');
    expect(listed.slice(0, 2)).toEqual([`${origin}/`, `${origin}/courses`]);
    const courseIds = listed.slice(2).map((loc) => Number(loc.slice(`${origin}/courses/`.length)));
    expect(courseIds.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
  });
});
