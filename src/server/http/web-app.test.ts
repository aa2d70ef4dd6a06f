import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, type BootData } from '../../contracts/boot.ts';
import { FIRST_LOAD_PAGES } from '../../contracts/first-load.generated.ts';
import { CHUNK_GROUPS, type FirstLoadPage, type FirstLoadRead } from '../../contracts/first-load.ts';
import { DEMO } from '../test/accounts.ts';
import { describeApi, login } from '../test/harness.ts';
import {
  bootApiUrls,
  firstPageModule,
  firstPageModules,
  jsonForHtml,
  signedInBootApiUrls,
} from './web-app.ts';

/** The catalogue's first page and the dashboard's feed, by the URLs the app asks (their queries included). */
const catalogueFirstPageUrl = () => '/api/courses?limit=24';
const recentActivityFirstPageUrl = () => '/api/user/recent-activity?limit=10';

/** A built web app in miniature: index.html and a Vite manifest with a shell and three chunks. */
function fakeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  const manifest = {
    'main.tsx': { file: 'assets/index-1.js', isEntry: true },
    'features/courses/CatalogPage.tsx': {
      file: 'assets/CatalogPage-1.js',
      imports: ['_catalogue', 'main.tsx'],
    },
    _catalogue: { file: 'assets/catalogue-1.js', imports: ['main.tsx'] },
    'features/landing/LandingPage.tsx': { file: 'assets/LandingPage-1.js', imports: ['_catalogue'] },
    'features/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js' },
    'features/courses/CourseDetailPage.tsx': { file: 'assets/CourseDetailPage-1.js' },
    '_signed-in-1.js': { file: 'assets/signed-in-1.js', name: 'signed-in' },
    'app/SignedInControls.tsx': { file: 'assets/SignedInControls-1.js', imports: ['_shell-1.js'] },
    '_shell-1.js': { file: 'assets/signed-in-shell-1.js', name: 'signed-in-shell' },
    'features/passport/PassportPage.tsx': { file: 'assets/PassportPage-1.js' },
    'features/vacancies/VacanciesPage.tsx': { file: 'assets/VacanciesPage-1.js' },
    'i18n/nl.ts': { file: 'assets/nl-1.js' },
    'i18n/en.ts': { file: 'assets/en-1.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

function bootOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match) throw new Error('no boot data');
  return JSON.parse(match[1]) as BootData;
}

const hints = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);

describe('first-load answers (decision 158)', () => {
  it('names the session on every page and the data of the public pages', () => {
    expect(bootApiUrls('/subsidies', '')).toEqual(['/api/user']);
    expect(bootApiUrls('/courses', '')).toEqual(['/api/user', catalogueFirstPageUrl()]);
    expect(catalogueFirstPageUrl()).toBe('/api/courses?limit=24');
    expect(bootApiUrls('/courses', '?x=1')).toEqual(['/api/user']);
    expect(bootApiUrls('/courses/12', '')).toEqual(['/api/user', '/api/courses/12']);
    expect(bootApiUrls('/courses/abc', '')).toEqual(['/api/user']);
    expect(bootApiUrls('/courses/0', '')).toEqual(['/api/user']);
  });

  it('knows the page module of each public page', () => {
    expect(firstPageModule('/', false)).toBe('features/landing/LandingPage.tsx');
    expect(firstPageModule('/', true)).toBe('features/dashboard/DashboardPage.tsx');
    expect(firstPageModule('/courses/7', false)).toBe('features/courses/CourseDetailPage.tsx');
    expect(firstPageModule('/profile', true)).toBeNull();
    expect(firstPageModule('/vacatures', false)).toBeNull();
    expect(firstPageModules('/', 'talent')).toEqual([
      'features/dashboard/DashboardPage.tsx',
      'chunk:signed-in',
      'app/SignedInControls.tsx',
    ]);
    expect(firstPageModules('/dashboard', 'company')).toEqual([
      'features/dashboard/DashboardPage.tsx',
      'app/SignedInControls.tsx',
    ]);
    expect(firstPageModules('/profile', 'company')).toEqual(['app/SignedInControls.tsx']);
    expect(firstPageModules('/profile', null)).toEqual([]);
    // Each named module exists in the web app's sources (a renamed page must be renamed here too).
    const pages = ['/', '/dashboard', '/courses', '/courses/1', '/skills-passport', '/vacatures'];
    const modules = pages.flatMap((p) => [...firstPageModules(p, null), ...firstPageModules(p, 'talent')]);
    for (const module of modules.filter((m) => !m.startsWith('chunk:'))) {
      expect(fs.existsSync(path.join(import.meta.dirname, '../../web', module)), module).toBe(true);
    }
  });

  it('the groups named in firstPageModules are the ones vite.config.ts builds from the declarations', () => {
    const config = fs.readFileSync(path.join(import.meta.dirname, '../../../vite.config.ts'), 'utf8');
    expect(config).toContain('CHUNK_GROUPS.map((group)');
    expect(config).toContain('FIRST_LOAD_PAGES.filter((p) => p.group === group)');
    expect(CHUNK_GROUPS).toContain('signed-in');
    expect(CHUNK_GROUPS).toContain('signed-in-shell');
  });

  it('escapes what could end the script element', () => {
    const json = jsonForHtml({ t: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ t: '</script><script>alert(1)</script>\u2028' });
  });
});

describeApi(
  'first-load HTML',
  (env) => {
    it('embeds the catalogue page and the signed-out session, and announces the page chunks', async () => {
      const res = await env().app.inject({
        url: '/courses',
        headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-type']).toContain('text/html');
      const boot = bootOf(res.body);
      expect(boot.language).toBe('nl');
      expect(boot.answers['/api/user'].status).toBe(401);
      const page = boot.answers[catalogueFirstPageUrl()];
      expect(page.status).toBe(200);
      const direct = await env().app.inject({
        url: catalogueFirstPageUrl(),
        headers: { 'accept-language': 'nl' },
      });
      expect(page.body).toBe(direct.body);
      expect(page.headers.link).toBe(direct.headers.link);
      // The page's own chunk and the chunks it imports, the language's, never the shell again.
      expect(hints(res.body)).toEqual(['assets/CatalogPage-1.js', 'assets/catalogue-1.js', 'assets/nl-1.js']);
    });

    it('embeds a course for its detail page, in the visitor’s language', async () => {
      const res = await env().app.inject({
        url: '/courses/1',
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      const boot = bootOf(res.body);
      expect(boot.language).toBe('en');
      expect(JSON.parse(boot.answers['/api/courses/1'].body)).toMatchObject({ id: 1 });
      expect(hints(res.body)).toEqual(['assets/CourseDetailPage-1.js', 'assets/en-1.js']);
    });

    it('signed in: the session answer and the dashboard chunk on /', async () => {
      const cookie = await login(env().app, DEMO.talent);
      const res = await env().app.inject({ url: '/', headers: { cookie } });
      const boot = bootOf(res.body);
      expect(boot.answers['/api/user'].status).toBe(200);
      expect(JSON.parse(boot.answers['/api/user'].body)).toMatchObject({ email: DEMO.talent });
      expect(hints(res.body)[0]).toBe('assets/DashboardPage-1.js');
    });

    it('a signed-in talent’s dashboard, passport and vacancies come with their first data', async () => {
      const cookie = await login(env().app, DEMO.talent);
      const dashboard = await env().app.inject({ url: '/dashboard', headers: { cookie } });
      const boot = bootOf(dashboard.body);
      for (const url of signedInBootApiUrls('/dashboard', '', 'talent')) {
        expect(boot.answers[url]?.status, url).toBe(200);
        const direct = await env().app.inject({ url, headers: { cookie, 'accept-language': 'nl' } });
        expect(boot.answers[url].body, url).toBe(direct.body);
      }
      // The feed's first page, by the URL the dashboard asks (its query included).
      expect(recentActivityFirstPageUrl()).toBe('/api/user/recent-activity?limit=10');
      expect(JSON.parse(boot.answers[recentActivityFirstPageUrl()].body)).toHaveProperty('nextCursor');
      expect(hints(dashboard.body)).toEqual([
        'assets/DashboardPage-1.js',
        'assets/signed-in-1.js',
        'assets/SignedInControls-1.js',
        'assets/signed-in-shell-1.js',
        'assets/nl-1.js',
      ]);
      const passport = bootOf(
        (await env().app.inject({ url: '/skills-passport', headers: { cookie } })).body,
      );
      expect(Object.keys(passport.answers).sort()).toEqual(
        ['/api/user', '/api/user/enrollments', '/api/user/scan-result'].sort(),
      );
      const vacancies = await env().app.inject({ url: '/vacatures', headers: { cookie } });
      expect(Object.keys(bootOf(vacancies.body).answers).sort()).toEqual(
        ['/api/user', '/api/user/applications', '/api/vacancies'].sort(),
      );
      expect(hints(vacancies.body)[0]).toBe('assets/VacanciesPage-1.js');
    });

    it('a company gets the vacancies list but no talent data; signed out gets only the session', async () => {
      const cookie = await login(env().app, DEMO.company);
      const home = bootOf((await env().app.inject({ url: '/dashboard', headers: { cookie } })).body);
      expect(Object.keys(home.answers)).toEqual(['/api/user']);
      const list = bootOf((await env().app.inject({ url: '/vacatures', headers: { cookie } })).body);
      expect(Object.keys(list.answers).sort()).toEqual(['/api/user', '/api/vacancies']);
      for (const url of ['/dashboard', '/skills-passport', '/vacatures']) {
        const out = bootOf((await env().app.inject({ url })).body);
        expect(Object.keys(out.answers), url).toEqual(['/api/user']);
      }
      expect(signedInBootApiUrls('/vacatures', '?search=x', 'talent')).toEqual([]);
    });

    it('embeds what each page declares, for each visitor, and nothing else (decision 488)', async () => {
      // Worked out from the declarations here, not by the server's own matching: a page whose
      // first-load.ts and the server's embedding disagree (a read the server leaves out because it
      // fails, a URL or role it reads otherwise) fails here.
      const credential = await env()
        .db.kysely.selectFrom('credentials')
        .select('id')
        .executeTakeFirstOrThrow();
      const samples: Record<string, string> = {
        '/courses/:id': '/courses/1',
        '/verify/:id': `/verify/${credential.id}`,
      };
      const visitors = { anonymous: null, talent: DEMO.talent, company: DEMO.company } as const;
      const cookies = new Map<string, string>();
      for (const [who, email] of Object.entries(visitors))
        if (email) cookies.set(who, await login(env().app, email));
      const asked = (read: FirstLoadRead, who: string) =>
        read.for === 'anyone' ||
        (who !== 'anonymous' &&
          (read.for === 'signedIn' || (Array.isArray(read.for) && read.for.includes(who))));
      const shown = (page: FirstLoadPage, who: string) =>
        page.visitors === 'anyone' || (page.visitors === 'signedIn') === (who !== 'anonymous');
      for (const pattern of new Set(FIRST_LOAD_PAGES.flatMap((p) => p.paths))) {
        const at = pattern.includes(':') ? samples[pattern] : pattern;
        expect(at, `a sample URL for ${pattern} in this test`).toBeDefined();
        const params = Object.fromEntries(
          pattern
            .split('/')
            .flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), at.split('/')[i]]] : [])),
        );
        const pages = FIRST_LOAD_PAGES.filter((p) => p.paths.includes(pattern));
        for (const who of Object.keys(visitors)) {
          const declared = pages.flatMap((page) =>
            (page.reads ?? [])
              .filter((read) => asked(read, who) && (read.for === 'anyone' || shown(page, who)))
              .map((read) => {
                let url = read.api.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
                if (read.query)
                  url += `?${new URLSearchParams(Object.entries(read.query).map(([k, v]) => [k, String(v)]))}`;
                return url;
              }),
          );
          const cookie = cookies.get(who);
          const headers = { 'accept-language': 'nl', ...(cookie ? { cookie } : {}) };
          const res = await env().app.inject({ url: at, headers });
          const boot = bootOf(res.body);
          const where = `${at} as ${who}`;
          expect(Object.keys(boot.answers).sort(), where).toEqual(['/api/user', ...declared].sort());
          for (const url of declared) {
            expect(boot.answers[url].status, `${where}: ${url}`).toBe(200);
            const direct = await env().app.inject({ url, headers });
            expect(boot.answers[url].body, `${where}: ${url}`).toBe(direct.body);
          }
          const page = pages.find((p) => shown(p, who));
          expect(firstPageModules(at, who === 'anonymous' ? null : who)[0], where).toBe(page?.module);
        }
      }
    });

    it('passes a renewed session cookie on to the browser', async () => {
      const cookie = await login(env().app, DEMO.talent);
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      await env().db.kysely.updateTable('sessions').set({ lastUsedAt: hourAgo }).execute();
      const res = await env().app.inject({ url: '/courses', headers: { cookie } });
      expect(String(res.headers['set-cookie'])).toContain(cookie.split('=')[0]);
      // Renewed once: the next page finds the session fresh again.
      const again = await env().app.inject({ url: '/courses', headers: { cookie } });
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('leaves out what failed (a missing course) and compresses when asked', async () => {
      const res = await env().app.inject({
        url: '/courses/99999',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      const html = zlib.gunzipSync(res.rawPayload).toString('utf8');
      expect(Object.keys(bootOf(html).answers)).toEqual(['/api/user']);
    });

    it('never serves the build manifest or other dot paths', async () => {
      for (const url of ['/.vite/manifest.json', '/.vite/', '/%2evite/manifest.json']) {
        const res = await env().app.inject({ url });
        expect(res.body, url).not.toContain('CatalogPage');
        expect(res.headers['content-type'] ?? '', url).not.toContain('application/json');
      }
    });

    it('answers API misses and other methods as before', async () => {
      expect((await env().app.inject({ url: '/api/nope' })).statusCode).toBe(404);
      expect((await env().app.inject({ method: 'POST', url: '/nope' })).statusCode).toBe(404);
    });
  },
  { seed: true, config: { webDir: fakeWebDir() } },
);
