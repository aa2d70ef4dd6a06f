/** The sitemap (sitemaps.org protocol 0.9) and robots.txt of the public pages (issue 48 part 5). */

/** A page of the sitemap: its absolute address and, when known, its last change (YYYY-MM-DD). */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A sitemaps.org `urlset` of the entries, in the order given. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The sitemap's pages: the landing page, the catalogue and every active course (by id, as
 * `/courses/{id}`), with the course's last change when known.
 */
export function publicSitemap(
  origin: string,
  courses: { id: number; updatedAt?: string | null }[],
): SitemapEntry[] {
  return [
    { loc: `${origin}/` },
    { loc: `${origin}/courses` },
    ...courses.map((c) => ({
      loc: `${origin}/courses/${c.id}`,
      ...(c.updatedAt ? { lastmod: c.updatedAt.slice(0, 10) } : {}),
    })),
  ];
}

/** robots.txt: everything but the API may be crawled; the sitemap is named by its absolute address. */
export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
