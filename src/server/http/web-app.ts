import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_ELEMENT_ID, type BootData } from '../../contracts/boot.ts';
import { FIRST_LOAD_PAGES } from '../../contracts/first-load.generated.ts';
import { firstLoadUrls, landingPage, SIGNED_IN_SHELL } from '../../contracts/first-load.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { publicPageHead } from '../../domain/public-pages/index.ts';
import { fromAcceptLanguage, requestLanguage } from '../i18n/index.ts';
import {
  headTags,
  isServerRenderedPage,
  loadPageRenderer,
  type PageTemplate,
  pageNotFound,
  pageTemplate,
  publicPageOf,
  sendRenderedPage,
} from './public-pages.ts';

/**
 * The API GETs a first visit to `pathname?search` makes before its first screen: the session on
 * every page, then what the page declares for anyone (its first-load.ts beside the page, decision 488).
 */
export function bootApiUrls(pathname: string, search: string): string[] {
  return ['/api/user', ...firstLoadUrls(FIRST_LOAD_PAGES, pathname, search, null)];
}

/**
 * The signed-in pages' first GETs, asked once the session is known (the role decides): what the
 * page declares for someone signed in or for that role.
 */
export const signedInBootApiUrls = (pathname: string, search: string, userType: string): string[] =>
  firstLoadUrls(FIRST_LOAD_PAGES, pathname, search, userType);

/**
 * The page module (its path under src/web, as in Vite's manifest) a first visit to a page needs,
 * besides the shell, as the page declares it: its chunks are announced in the HTML so the browser
 * fetches them beside the shell instead of after it has run (decision 158). Another path simply
 * gets no hints.
 */
export function firstPageModule(pathname: string, signedIn: boolean): string | null {
  return landingPage(FIRST_LOAD_PAGES, pathname, signedIn)?.module ?? null;
}

/**
 * The manifest keys to announce: the page's own module; for anyone signed in the header's signed-in
 * controls (the `signed-in-shell` group: menus, notifications), loaded lazily by the shell; and for
 * the roles a page loads a module lazily for (the talent dashboard) the page's group chunk,
 * `chunk:<group>`. Else each is fetched only after the code before it has run.
 */
export function firstPageModules(pathname: string, userType: string | null): string[] {
  const page = landingPage(FIRST_LOAD_PAGES, pathname, userType !== null);
  const modules = page ? [page.module] : [];
  if (page?.lazy && userType !== null && page.lazy.roles.includes(userType))
    modules.push(`chunk:${page.group}`);
  if (userType !== null) modules.push(SIGNED_IN_SHELL.module);
  return modules;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files of a manifest entry and of every chunk it imports statically, the shell's excluded. */
function chunkFiles(manifest: Manifest, module: string, shell: Set<string>): string[] {
  // `chunk:NAME`: a shared chunk by its name (a group of vite.config.ts), not by a source file.
  const key = module.startsWith('chunk:')
    ? (Object.keys(manifest).find((k) => manifest[k].name === module.slice(6)) ?? module)
    : module;
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || shell.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return [...files];
}

/** `<`, U+2028 and U+2029 escaped: JSON that cannot end its script element or break a parser. */
export const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const gzip = promisify(zlib.gzip);

/** The role of the signed-in user in GET /api/user's answer, null when it cannot be read. */
function sessionUserType(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { userType?: unknown; user?: { userType?: unknown } };
    const type = parsed.userType ?? parsed.user?.userType;
    return typeof type === 'string' ? type : null;
  } catch {
    return null;
  }
}

/** The headers of an embedded answer the app reads. */
const KEPT_HEADERS = ['content-type', 'link'];

/**
 * The language of a page: the visitor's choice in this browser (the `language` cookie the web app
 * sets with it), else their browser's, else Dutch: the same rule as the app's first choice.
 */
function pageLanguage(request: FastifyRequest): 'nl' | 'en' {
  const chosen = (request.cookies as Record<string, string | undefined> | undefined)?.language;
  if (chosen === 'nl' || chosen === 'en') return chosen;
  return fromAcceptLanguage(request.headers['accept-language']) ?? 'nl';
}

/** A page's first load: the embedded answers, the chunk hints and who asked. */
interface FirstLoad {
  boot: BootData;
  hints: string;
  userType: string | null;
  url: URL;
}

/**
 * The first page's chunks as modulepreload hints and the answers of its first API GETs
 * (bootApiUrls), made through the app itself with the visitor's cookie, address and language, so
 * they are exactly what the app would have been sent (rate limits included).
 */
async function firstLoad(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  hints: (modules: string[], language: string) => string,
): Promise<FirstLoad> {
  const url = new URL(request.url, 'http://localhost');
  const language = pageLanguage(request);
  const boot: BootData = { language, answers: {} };
  const urls = bootApiUrls(url.pathname, url.search);
  const inject = (apiUrl: string) =>
    app.inject({
      method: 'GET',
      url: apiUrl,
      remoteAddress: request.ip,
      headers: {
        'accept-language': language,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
  // At once, not one after the other: they are independent (the session is checked in each).
  const answers = await Promise.all(urls.map(inject));
  let userType: string | null = null;
  const keep = (apiUrl: string, res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    // A renewed session cookie must still reach the browser.
    const setCookie = res.headers['set-cookie'];
    if (setCookie) reply.header('set-cookie', setCookie);
    if (res.statusCode !== 200 && !(apiUrl === '/api/user' && res.statusCode === 401)) return;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const v = res.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    boot.answers[apiUrl] = { status: res.statusCode, body: res.body, headers };
  };
  for (const [i, res] of answers.entries()) {
    const apiUrl = urls[i];
    if (apiUrl === '/api/user' && res.statusCode === 200) userType = sessionUserType(res.body);
    keep(apiUrl, res);
  }
  // A signed-in page's own first GETs, once the role is known, again all at once.
  const more = userType ? signedInBootApiUrls(url.pathname, url.search, userType) : [];
  const moreAnswers = await Promise.all(more.map((apiUrl) => inject(apiUrl)));
  for (const [i, res] of moreAnswers.entries()) keep(more[i], res);
  return { boot, hints: hints(firstPageModules(url.pathname, userType), language), userType, url };
}

const bootElement = (boot: BootData) =>
  `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForHtml(boot)}</script>`;

/** `<html lang="…">` of the page's language (the template says Dutch). */
const withLanguage = (head: string, language: string) =>
  head.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);

/** Serves the built React app; any non-API path without a file gets index.html (history fallback). */
export async function registerWebApp(app: FastifyInstance, webDir: string, origin: string) {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  let page: { head: string; tail: string; hints: (modules: string[], language: string) => string } | null =
    null;
  let rendered: PageTemplate | null = null;
  let publicHints: (language: string) => string = () => '';
  const render = hasWeb ? await loadPageRenderer(webDir) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Build files under dot folders (Vite's .vite/manifest.json) are not public.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      // scripts/compress-web.ts writes .br/.gz beside each asset at build time.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    const html = fs.readFileSync(indexFile, 'utf8');
    const manifestFile = path.join(webDir, '.vite', 'manifest.json');
    const manifest: Manifest = fs.existsSync(manifestFile)
      ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
      : {};
    const cut = html.indexOf('</head>');
    const shell = new Set(Object.values(manifest).flatMap((c) => (c.isEntry ? [c.file] : [])));
    // The tags per page module and language, worked out once: the manifest does not change.
    const hintTags = new Map<string, string>();
    const hints = (modules: string[], language: string) => {
      const key = `${modules.join(',')}|${language}`;
      let tags = hintTags.get(key);
      if (tags === undefined) {
        const files = new Set([
          ...modules.flatMap((m) => chunkFiles(manifest, m, shell)),
          ...chunkFiles(manifest, `i18n/${language}.ts`, shell),
        ]);
        tags = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
        hintTags.set(key, tags);
      }
      return tags;
    };
    page = { head: html.slice(0, cut), tail: html.slice(cut), hints };
    // The built style sheet (one file, about 9 KB gzipped), for the rendered pages' heads.
    const css = (href: string) => {
      const file = path.join(webDir, path.normalize(href).replace(/^(\.\.[/\\])+/, ''));
      return href.startsWith('/assets/') && href.endsWith('.css') && fs.existsSync(file)
        ? fs.readFileSync(file, 'utf8')
        : null;
    };
    // The public pages' light client (decision 500): its own page and manifest, from its own build;
    // its first chunk is in its page, its language's texts are announced per page.
    const publicFile = path.join(webDir, 'public.html');
    const publicManifestFile = path.join(webDir, '.vite', 'public-manifest.json');
    if (render && fs.existsSync(publicFile) && fs.existsSync(publicManifestFile)) {
      const publicManifest: Manifest = JSON.parse(fs.readFileSync(publicManifestFile, 'utf8'));
      const publicEntry = new Set(Object.values(publicManifest).flatMap((c) => (c.isEntry ? [c.file] : [])));
      const template = pageTemplate(fs.readFileSync(publicFile, 'utf8'), css);
      if (template) {
        rendered = template;
        publicHints = (language) =>
          chunkFiles(publicManifest, `public-pages/texts-${language}.ts`, publicEntry)
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
            .join('');
      }
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(404)
        .send({ message: HTTP_PROBLEMS['resource.not_found'][requestLanguage(request)] });
    }
    if (!page) {
      return reply
        .status(503)
        .type('text/plain')
        .send('De web-app is nog niet gebouwd: voer npm run build uit.');
    }
    const first = await firstLoad(app, request, reply, page.hints);
    const { boot, url } = first;
    if (
      render &&
      rendered &&
      request.method === 'GET' &&
      !first.userType &&
      isServerRenderedPage(url.pathname, url.search)
    ) {
      const about = publicPageOf(url.pathname, url.search, boot);
      const head = publicPageHead(about, boot.language, origin);
      return sendRenderedPage(request, reply, render, {
        head: `${withLanguage(rendered.head, boot.language)}${headTags(head, boot.language)}${publicHints(boot.language)}${bootElement(boot)}`,
        bodyStart: rendered.bodyStart,
        tail: rendered.tail,
        fallback: page.tail,
        scope: { language: boot.language, boot, origin },
        status: pageNotFound(about) ? 404 : 200,
      });
    }
    const body = `${withLanguage(page.head, boot.language)}${first.hints}${bootElement(boot)}${page.tail}`;
    // The embedded answers belong to this visitor: never cached by a shared cache.
    reply
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Cookie, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(await gzip(body, { level: 6 }));
    }
    return reply.send(body);
  });
}
