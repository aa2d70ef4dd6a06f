import { describe, expect, it } from 'vitest';
import { excerpt, publicPageHead } from './head.ts';
import { publicSitemap, robotsTxt, sitemapXml } from './sitemap.ts';

const ORIGIN = 'https://skills.example.nl';
const course = {
  id: 3,
  title: 'Data-analyse met Excel',
  description: 'Werk met draaitabellen. '.repeat(20),
  category: 'Data & Analytics',
  level: 'Intermediate',
  duration: 1,
  price: 249.5,
  rating: 0,
  ratingCount: 0,
  instituteName: 'Hogeschool Utrecht',
  imageUrl: null,
  skills: [],
  language: 'nl',
  isActive: true,
  runs: [],
};

describe('publicPageHead', () => {
  it('gives each page a title and description in its language', () => {
    expect(publicPageHead({ page: 'landing' }, 'nl', ORIGIN)).toMatchObject({
      title: 'SkillsPlatform – leren, werken en groeien',
      canonical: `${ORIGIN}/`,
      index: true,
    });
    expect(publicPageHead({ page: 'landing' }, 'en', ORIGIN).title).toBe(
      'SkillsPlatform – learn, work and grow',
    );
    expect(publicPageHead({ page: 'catalogue', total: 42 }, 'nl', ORIGIN).description).toMatch(
      /^42 cursussen /,
    );
    expect(publicPageHead({ page: 'catalogue', total: 42 }, 'en', ORIGIN).title).toBe(
      'Courses – SkillsPlatform',
    );
  });

  it('describes a course by its title, provider, price and text, with its JSON-LD', () => {
    const nl = publicPageHead({ page: 'course', id: '3', course }, 'nl', ORIGIN);
    expect(nl.title).toBe('Data-analyse met Excel – Hogeschool Utrecht | SkillsPlatform');
    expect(nl.description.startsWith('Hogeschool Utrecht · € 249,50 · 1 week. Werk met')).toBe(true);
    expect(nl.description.length).toBeLessThanOrEqual(160);
    expect(nl.jsonLd?.['@type']).toBe('Course');
    const en = publicPageHead({ page: 'course', id: '3', course: { ...course, duration: 6 } }, 'en', ORIGIN);
    expect(en.description.startsWith('Hogeschool Utrecht · €249.50 · 6 weeks.')).toBe(true);
  });

  it('keeps unknown courses and every certificate out of search indexes', () => {
    const missing = publicPageHead({ page: 'course', id: '9', course: null }, 'nl', ORIGIN);
    expect(missing).toMatchObject({ title: 'Niet gevonden – SkillsPlatform', index: false });
    expect(missing.jsonLd).toBeUndefined();
    const credential = publicPageHead(
      {
        page: 'credential',
        id: 'abc',
        credential: {
          id: 'abc',
          status: 'valid',
          revokedAt: null,
          summary: {
            courseTitle: 'Excel',
            instituteName: 'HU',
            issuedAt: '2026-01-01T00:00:00Z',
            skills: [],
          },
        },
      },
      'nl',
      ORIGIN,
    );
    expect(credential).toMatchObject({ title: 'Certificaat Excel – SkillsPlatform', index: false });
    expect(credential.jsonLd?.['@type']).toBe('EducationalOccupationalCredential');
  });
});

describe('excerpt', () => {
  it('cuts at a word and adds an ellipsis only when it cuts', () => {
    expect(excerpt('kort')).toBe('kort');
    const long = excerpt('woord '.repeat(50), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('woord…')).toBe(true);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the landing page, the catalogue and every course, escaped', () => {
    const xml = sitemapXml(publicSitemap(ORIGIN, [{ id: 1, updatedAt: '2026-11-20T10:00:00Z' }, { id: 2 }]));
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/courses</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/courses/1</loc><lastmod>2026-11-20</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/courses/2</loc></url>`);
    expect(sitemapXml([{ loc: 'https://x.nl/?a=1&b=2' }])).toContain('<loc>https://x.nl/?a=1&amp;b=2</loc>');
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
