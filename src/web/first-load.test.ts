import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootData } from '../contracts/boot.ts';
import type { FirstLoadPage } from '../contracts/first-load.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Every page's declaration, beside the page (decision 488). */
const declared = import.meta.glob<Record<string, FirstLoadPage>>('./features/*/first-load.ts', {
  eager: true,
});
const pages = Object.entries(declared).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, page]) => ({ name: `${file.split('/')[2]}/${name}`, page })),
);

/** How the app primes each page with reads, and a URL it answers (a fresh module graph each time). */
const primes: Record<string, { at: string; prime: (c: QueryClient, pathname: string) => Promise<unknown> }> =
  {
    'courses/CATALOGUE': {
      at: '/courses',
      prime: async (c, p) => (await import('./features/courses/api.ts')).primeCatalogue(c, p),
    },
    'courses/COURSE_DETAIL': {
      at: '/courses/7',
      prime: async (c, p) => (await import('./features/courses/api.ts')).primeCourse(c, p),
    },
    'credentials/VERIFY': {
      at: '/verify/0f8fad5b-d9cb-469f-a165-70867728950e',
      prime: async (c, p) => (await import('./features/credentials/api.ts')).primeVerifyPage(c, p),
    },
    'passport/PASSPORT': {
      at: '/skills-passport',
      prime: async (c) => (await import('./features/passport/prime.ts')).primePassport(c),
    },
    'talent/DASHBOARD': {
      at: '/dashboard',
      prime: async (c) => (await import('./features/talent/prime.ts')).primeTalentDashboard(c),
    },
    'vacancies/VACANCIES': {
      at: '/vacatures',
      prime: async (c) => (await import('./features/vacancies/prime.ts')).primeVacancies(c),
    },
  };

/** A page of nothing: what any of the embedded answers may be read as. */
const EMPTY = '{"items":[],"nextCursor":null}';

describe('each page primes exactly the reads its first-load.ts declares (decision 488)', () => {
  it('knows how every page with reads is primed', () => {
    expect(
      pages
        .filter((p) => p.page.reads?.length)
        .map((p) => p.name)
        .sort(),
    ).toEqual(Object.keys(primes).sort());
  });

  for (const [name, { at, prime }] of Object.entries(primes)) {
    it(`${name}: every declared read is taken from the first HTML, none asked of the network`, async () => {
      const { firstLoadUrls } = await import('../contracts/first-load.ts');
      const page = pages.find((p) => p.name === name)?.page as FirstLoadPage;
      const urls = [...firstLoadUrls([page], at, '', null), ...firstLoadUrls([page], at, '', 'talent')];
      expect(urls.length, name).toBe(page.reads?.length);
      const boot: BootData = {
        language: 'nl',
        answers: Object.fromEntries(
          urls.map((url) => [
            url,
            { status: 200, body: EMPTY, headers: { 'content-type': 'application/json' } },
          ]),
        ),
      };
      vi.stubGlobal('document', {
        documentElement: {},
        getElementById: () => ({ textContent: JSON.stringify(boot) }),
      });
      const fetchMock = vi.fn(async () => new Response(EMPTY, { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      await prime(new QueryClient(), at);
      expect(fetchMock, 'a query asked the network: its URL is not the declared one').not.toHaveBeenCalled();
      const { hasBootAnswer } = await import('./lib/boot.ts');
      for (const url of urls) expect(hasBootAnswer(url), `${url} was not taken`).toBe(false);
    });
  }
});
