import type { FastifyInstance } from 'fastify';
import { publicSitemap, robotsTxt, sitemapXml } from '../../domain/public-pages/index.ts';
import type { AppContext } from '../context.ts';
import { publicCourseIds } from '../features/courses/index.ts';

/**
 * `/sitemap.xml` (the landing page, the catalogue and every course the catalogue shows) and
 * `/robots.txt`, which names it (issue 48 part 5). Addresses are absolute, on APP_URL. Both may be
 * cached for an hour by anyone: they hold nothing personal.
 */
export async function registerSitemap(app: FastifyInstance, { db, config }: AppContext) {
  const origin = config.appUrl.replace(/\/$/, '');
  app.get('/sitemap.xml', async (_request, reply) => {
    const courses = await publicCourseIds(db.kysely);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(publicSitemap(origin, courses)));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
}
