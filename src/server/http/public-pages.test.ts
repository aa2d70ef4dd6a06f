import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { BootData } from '../../contracts/boot.ts';
import { publicPageHead } from '../../domain/public-pages/index.ts';
import {
  headTags,
  isServerRenderedPage,
  pageNotFound,
  pageTemplate,
  publicPageOf,
  sendRenderedPage,
} from './public-pages.ts';

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><meta charset="UTF-8" /><meta name="description" content="x" />' +
  '<title>SkillsPlatform</title><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body>' +
  '<div id="root"><!--app--><div class="spinner"></div><!--/app--></div></body></html>';

const boot = (answers: Record<string, unknown>, status = 200): BootData => ({
  language: 'nl',
  answers: Object.fromEntries(
    Object.entries(answers).map(([url, body]) => [url, { status, body: JSON.stringify(body), headers: {} }]),
  ),
});

describe('server-rendered public pages', () => {
  it('are the landing page, the catalogue, a course and a certificate', () => {
    for (const p of ['/', '/courses', '/courses/12', '/verify/5f18cbc5-8f6e-4d30-901d-1e19238687e5'])
      expect(isServerRenderedPage(p), p).toBe(true);
    for (const p of ['/dashboard', '/courses/abc', '/verify', '/verify/12', '/auth', '/courses/0'])
      expect(isServerRenderedPage(p), p).toBe(false);
  });

  it('the catalogue with a query string (the scan’s recommended courses) is the app’s (decision 500)', () => {
    expect(isServerRenderedPage('/courses', '?aanbevolen=1,2')).toBe(false);
    expect(isServerRenderedPage('/courses', '')).toBe(true);
    // A course page reads no query: it is rendered whatever follows.
    expect(isServerRenderedPage('/courses/12', '?utm_source=x')).toBe(true);
  });

  it('cut the template around the root, without its title and description, with the style sheet inline', () => {
    const t = pageTemplate(TEMPLATE, (href) =>
      href === '/assets/index-1.css' ? 'body{margin:0}</style>' : null,
    );
    expect(t).not.toBeNull();
    expect(t?.head).not.toContain('<title>');
    expect(t?.head).not.toContain('name="description"');
    expect(t?.head).toContain('<style>body{margin:0}<\\/style></style>');
    expect(t?.head).not.toContain('rel="stylesheet"');
    expect(t?.bodyStart).toBe('</head><body><div id="root" data-ssr>');
    expect(t?.tail).toBe('</div></body></html>');
    // Without the file the link stays; an old template without the markers is not rendered into.
    expect(pageTemplate(TEMPLATE)?.head).toContain('rel="stylesheet"');
    expect(pageTemplate('<html><head></head><body><div id="root"></div></body></html>')).toBeNull();
  });

  it('know the page from its embedded answers, and an unknown course or certificate as not found', () => {
    expect(publicPageOf('/', '', boot({}))).toEqual({ page: 'landing' });
    expect(publicPageOf('/courses', '', boot({ '/api/courses?limit=24': { total: 42, items: [] } }))).toEqual(
      {
        page: 'catalogue',
        total: 42,
      },
    );
    const missing = publicPageOf('/courses/9', '', boot({}));
    expect(missing).toEqual({ page: 'course', id: '9', course: null });
    expect(pageNotFound(missing)).toBe(true);
    const id = '5F18CBC5-8F6E-4D30-901D-1E19238687E5';
    const credential = publicPageOf(
      `/verify/${id}`,
      '',
      boot({ [`/api/credentials/${id}`]: { status: 'valid', revokedAt: null, summary: {} } }),
    );
    expect(credential).toMatchObject({ page: 'credential', credential: { id: id.toLowerCase() } });
    expect(pageNotFound(credential)).toBe(false);
  });

  it('write the head with escaped texts, the canonical address and noindex where asked', () => {
    const head = publicPageHead({ page: 'course', id: '9', course: null }, 'nl', 'https://x.nl');
    const tags = headTags({ ...head, title: 'A "quoted" <title>' }, 'nl');
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(tags).toContain('<link rel="canonical" href="https://x.nl/courses/9">');
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).toContain('<meta property="og:locale" content="nl_NL">');
    const landing = headTags(publicPageHead({ page: 'landing' }, 'en', 'https://x.nl'), 'en');
    expect(landing).not.toContain('noindex');
    expect(landing).toContain('<meta property="og:locale" content="en_GB">');
  });
});

describe('sending a rendered page', () => {
  const parts = {
    head: '<!doctype html><html><head><title>T</title>',
    bodyStart: '</head><body><div id="root" data-ssr>',
    tail: '</div></body></html>',
    fallback: '</head><body><div id="root"><!--app--><!--/app--></div></body></html>',
    scope: {
      language: 'nl' as const,
      boot: { language: 'nl' as const, answers: {} },
      origin: 'https://x.nl',
    },
    status: 200,
  };

  async function serve(render: Parameters<typeof sendRenderedPage>[2], gzip = false) {
    const app = Fastify();
    app.get('/', (request, reply) => sendRenderedPage(request, reply, render, parts));
    const res = await app.inject({ url: '/', headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
    await app.close();
    return res;
  }

  it('streams the head, then what React writes, then the rest of the page, gzipped when asked', async () => {
    const render = async () => ({
      pipe: <W extends NodeJS.WritableStream>(destination: W) => {
        destination.write('<main>Cursus</main>');
        destination.end();
        return destination;
      },
      abort: () => undefined,
    });
    const plain = await serve(render);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(plain.body).toBe(`${parts.head}${parts.bodyStart}<main>Cursus</main>${parts.tail}`);
    const zipped = await serve(render, true);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('ends with the plain page when the render fails, which the browser then renders', async () => {
    const res = await serve(() => Promise.reject(new Error('kapot')));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${parts.head}${parts.fallback}`);
  });
});
