import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootData } from '../../contracts/boot.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh boot module (it reads the page once) on a page that embeds `data`. */
async function withBoot(data: BootData) {
  vi.stubGlobal('document', { getElementById: () => ({ textContent: JSON.stringify(data) }) });
  const fetchMock = vi.fn(async () => new Response('{"from":"network"}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return { boot: await import('./boot.ts'), fetchMock };
}

const page = (language: 'nl' | 'en'): BootData => ({
  language,
  answers: {
    '/api/courses?limit=24': {
      status: 200,
      body: '[{"id":1}]',
      headers: { 'content-type': 'application/json', link: '</next>; rel="next"' },
    },
    '/api/user': { status: 401, body: '{"message":"Niet ingelogd"}', headers: {} },
  },
});

describe('first-load answers in the browser (decision 158)', () => {
  it('answers an embedded GET once, with its status and headers; then the network', async () => {
    const { boot, fetchMock } = await withBoot(page('nl'));
    expect(boot.hasBootAnswer('/api/courses?limit=24')).toBe(true);
    const first = await boot.fetchFirstLoad('/api/courses?limit=24');
    expect(first.status).toBe(200);
    expect(first.headers.get('Link')).toBe('</next>; rel="next"');
    expect(await first.json()).toEqual([{ id: 1 }]);
    expect(fetchMock).not.toHaveBeenCalled();
    const again = await boot.fetchFirstLoad('/api/courses?limit=24');
    expect(await again.json()).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await boot.fetchFirstLoad('/api/user')).status).toBe(401);
  });

  it('goes to the network for other URLs, other methods and another language', async () => {
    const { boot, fetchMock } = await withBoot(page('en'));
    // The app's language is Dutch here (no stored choice, no browser languages in Node).
    expect(boot.hasBootAnswer('/api/user')).toBe(false);
    await boot.fetchFirstLoad('/api/user');
    await boot.fetchFirstLoad('/api/courses?limit=24&cursor=WzI0XQ');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const { boot: nl, fetchMock: f2 } = await withBoot(page('nl'));
    await nl.fetchFirstLoad('/api/user', { method: 'POST' });
    expect(f2).toHaveBeenCalledTimes(1);
  });
});
