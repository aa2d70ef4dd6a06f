/**
 * Public pages rendered on the server (issue 48 part 5, decision 430): `/`, `/courses`,
 * `/courses/{id}` and `/verify/{id}` for a visitor who is not signed in are HTML that React renders
 * here (`src/web/entry-server.tsx`, built into dist/ssr by scripts/build-server.ts), streamed into
 * the response after a head with the page's title, description and schema.org JSON-LD; the browser
 * hydrates it. Signed-in pages keep the first-HTML embedding only (decision 158).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BootData } from '../../contracts/boot.ts';
import { FIRST_LOAD_PAGES } from '../../contracts/first-load.generated.ts';
import { firstLoadUrls, readParams } from '../../contracts/first-load.ts';
import {
  type CourseFacts,
  type CredentialFacts,
  jsonLdScript,
  type PageHead,
  type PublicPage,
} from '../../domain/public-pages/index.ts';

/** What a render's scope holds (the web app's RenderScope, src/web/lib/render-scope.ts). */
interface RenderScope {
  language: 'nl' | 'en';
  boot: BootData;
  origin: string;
}
interface RenderedPage {
  pipe: <W extends NodeJS.WritableStream>(destination: W) => W;
  abort: (reason?: unknown) => void;
}
type Render = (url: string, scope: RenderScope, onError: (error: unknown) => void) => Promise<RenderedPage>;
interface EntryServer {
  createRenderer(storage: AsyncLocalStorage<RenderScope>): Render;
}

/** Where the build puts the server render entry: beside dist/web, never served itself. */
export const ssrEntryFile = (webDir: string) => path.resolve(webDir, '..', 'ssr', 'entry-server.mjs');

/** The render function of the built entry, or null when there is none (tests, a web-only build). */
export async function loadPageRenderer(webDir: string): Promise<Render | null> {
  const file = ssrEntryFile(webDir);
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as EntryServer;
  return entry.createRenderer(new AsyncLocalStorage<RenderScope>());
}

/** The page rendered on the server at `pathname`, as the pages declare it (first-load.ts, decision 488). */
const renderedPage = (pathname: string) =>
  FIRST_LOAD_PAGES.find((p) => p.rendered && readParams(p, pathname) !== null);

/**
 * Whether `pathname?search` is one of the pages rendered on the server for a visitor not signed in.
 * A page whose reads are only for the address without a query string (`withoutQuery`: the
 * catalogue's `?aanbevolen=`, the scan's recommended courses) is the app's with one.
 */
export function isServerRenderedPage(pathname: string, search = ''): boolean {
  const page = renderedPage(pathname);
  return page !== undefined && !(page.withoutQuery && search !== '' && search !== '?');
}

/** The answer the server embedded for `url`, parsed, when it is a 200. */
function answer<T>(boot: BootData, url: string): T | null {
  const a = boot.answers[url];
  if (a?.status !== 200) return null;
  try {
    return JSON.parse(a.body) as T;
  } catch {
    return null;
  }
}

/** What the head needs to know of the page, from the answers embedded for it (its first read's). */
export function publicPageOf(pathname: string, search: string, boot: BootData): PublicPage {
  const page = renderedPage(pathname);
  const id = (page && readParams(page, pathname)?.id) ?? '';
  const own = page ? firstLoadUrls([page], pathname, search, null)[0] : undefined;
  const found = <T>() => (own ? answer<T>(boot, own) : null);
  switch (page?.rendered) {
    case 'catalogue':
      return { page: 'catalogue', total: found<{ total: number }>()?.total ?? null };
    case 'course':
      return { page: 'course', id, course: found<CourseFacts>() };
    case 'credential': {
      const credential = found<Omit<CredentialFacts, 'id'>>();
      const lower = id.toLowerCase();
      return { page: 'credential', id: lower, credential: credential ? { ...credential, id: lower } : null };
    }
    default:
      return { page: 'landing' };
  }
}

/** Whether the page's own thing was not found (an unknown course or credential): a 404 page. */
export const pageNotFound = (p: PublicPage) =>
  (p.page === 'course' && !p.course) || (p.page === 'credential' && !p.credential);

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head elements of a public page: title, description, canonical address, Open Graph, JSON-LD. */
export function headTags(head: PageHead, language: 'nl' | 'en'): string {
  return [
    `<title>${attr(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    head.index ? '' : '<meta name="robots" content="noindex">',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="SkillsPlatform">`,
    `<meta property="og:locale" content="${language === 'nl' ? 'nl_NL' : 'en_GB'}">`,
    `<meta property="og:title" content="${attr(head.title)}">`,
    `<meta property="og:description" content="${attr(head.description)}">`,
    `<meta property="og:url" content="${attr(head.canonical)}">`,
    head.jsonLd ? jsonLdScript(head.jsonLd) : '',
  ].join('');
}

/** The page's template cut around the root element, whose placeholder the render replaces. */
export interface PageTemplate {
  /** From `<!doctype html>` to just before `</head>`, without the template's title and description. */
  head: string;
  /** From `</head>` up to and including the root element's opening tag, marked as server-rendered. */
  bodyStart: string;
  /** From the root element's closing tag to the end. */
  tail: string;
}

/** The root element and its placeholder (the spinner) in index.html. */
const ROOT = /<div id="root">[\s\S]*?<!--\/app--><\/div>/;

/**
 * Cuts index.html for server-rendered pages; null when it has no marked root (an old build). The
 * style sheet is written into the head (`css` reads a built file): a rendered page can be painted
 * from its first bytes, not after one more request that the preloaded scripts compete with.
 */
export function pageTemplate(
  html: string,
  css: (href: string) => string | null = () => null,
): PageTemplate | null {
  const cut = html.indexOf('</head>');
  const root = ROOT.exec(html);
  if (cut < 0 || !root) return null;
  const head = html
    .slice(0, cut)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
      const text = css(href);
      return text === null ? link : `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  return {
    head,
    bodyStart: `${html.slice(cut, root.index)}<div id="root" data-ssr>`,
    tail: `</div>${html.slice(root.index + root[0].length)}`,
  };
}

/**
 * Sends a public page: its head at once (title, structured data, style sheet, script preloads and the
 * embedded answers: the browser starts fetching the scripts while the server renders), then React's
 * stream, gzipped as it goes when the browser accepts it (each of React's flushes is flushed
 * through gzip). Should the render fail, the rest is the app's plain page, which the browser
 * renders itself.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  render: Render,
  parts: {
    head: string;
    bodyStart: string;
    tail: string;
    /** The plain page's rest (from `</head>`), when the render fails. */
    fallback: string;
    scope: RenderScope;
    status: number;
  },
) {
  // zlib keeps a flush in order with the writes.
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ? zlib.createGzip({ level: 6 })
    : null;
  const out = gzip ?? new PassThrough();
  reply
    .status(parts.status)
    // The embedded answers belong to this visitor: never cached by a shared cache.
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Cookie, Accept-Language, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (gzip) reply.header('Content-Encoding', 'gzip');
  out.write(parts.head);
  gzip?.flush(zlib.constants.Z_SYNC_FLUSH);
  reply.send(out);
  let page: RenderedPage;
  try {
    page = await render(request.url, parts.scope, (error) => {
      request.log.error(
        { err: error },
        'server render of a public page failed in part; the browser renders it',
      );
    });
  } catch (error) {
    request.log.error({ err: error }, 'server render of a public page failed; the browser renders it');
    out.end(parts.fallback);
    return reply;
  }
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out.write(chunk, done);
    },
    final(done) {
      out.end(parts.tail);
      done();
    },
  });
  // React calls flush() once a batch of HTML is written: push it through gzip to the browser.
  Object.assign(sink, { flush: () => gzip?.flush(zlib.constants.Z_SYNC_FLUSH) });
  request.raw.on('close', () => {
    if (!sink.writableFinished) page.abort(new Error('the browser went away'));
  });
  out.write(parts.bodyStart);
  page.pipe(sink);
  return reply;
}
