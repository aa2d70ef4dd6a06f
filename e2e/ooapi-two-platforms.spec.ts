import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { DEMO_TOTP_SECRET, expectNoA11yViolations, registerViaApi, screenshots } from './helpers.ts';

/**
 * Publish once (decision 326): a second platform of ours, started here on a port of its own with its
 * own demo data, is the source; on the platform under test a new institute points its import at the
 * source's `/ooapi` with TechAcademie's organisation id. Every field arrives equal; a change and a
 * removal at the source arrive on the next run. The source is this spec's alone, so changing its
 * demo courses touches no record another worker reads.
 */
const SOURCE_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const SOURCE = `http://127.0.0.1:${SOURCE_PORT}`;
let source: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  source = spawn('bash', ['scripts/e2e-server.sh'], {
    env: { ...process.env, PORT: String(SOURCE_PORT), HOST: '127.0.0.1', APP_URL: SOURCE, SMTP_URL: '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${SOURCE}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the source platform did not start');
});
test.afterAll(() => {
  source?.kill();
});

/** The source's demo institute, signed in with its second factor (the demo secret). */
async function sourceInstitute() {
  const headers = { 'content-type': 'application/json', origin: SOURCE };
  const first = await fetch(`${SOURCE}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'instituut@example.nl', password: 'Welkom2026!' }),
  });
  const challenge = (first.headers.get('set-cookie') ?? '').split(';')[0];
  const second = await fetch(`${SOURCE}/api/login/mfa`, {
    method: 'POST',
    headers: { ...headers, cookie: challenge },
    body: JSON.stringify({ code: authenticator.generate(DEMO_TOTP_SECRET) }),
  });
  expect(second.status).toBe(200);
  const cookie = (second.headers.get('set-cookie') ?? '').split(';')[0];
  return { headers: { ...headers, cookie } };
}

type Listed = { id: number; title: string; status: string };
type Page_ = { items: Listed[]; nextCursor: string | null };

/** An institute's active courses with the fields that must travel, and their runs to come. */
async function catalogue(get: (url: string) => Promise<unknown>) {
  const list = (await get('/api/institute/courses?limit=100')) as Page_;
  const today = new Date().toISOString().slice(0, 10);
  const out = [];
  for (const c of list.items.filter((x) => x.status === 'active')) {
    const d = (await get(`/api/courses/${c.id}`)) as Record<string, unknown>;
    const runs = (await get(`/api/courses/${c.id}/runs?limit=100`)) as {
      items: { startDate: string; endDate: string | null; location: string | null; seats: number | null }[];
    };
    out.push({
      title: d.title,
      description: d.description,
      price: d.price,
      duration: d.duration,
      level: d.level,
      language: d.language,
      category: d.category,
      skills: d.skills,
      maxParticipants: d.maxParticipants,
      runs: runs.items
        .filter((r) => r.startDate >= today)
        .map((r) => ({ startDate: r.startDate, endDate: r.endDate, location: r.location, seats: r.seats })),
    });
  }
  return out.sort((a, b) => String(a.title).localeCompare(String(b.title)));
}

const getFrom = (page: Page) => async (url: string) => {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return res.json();
};

test('an institute imports another platform’s catalogue losslessly, then a change and a removal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const organisations = (await (await fetch(`${SOURCE}/ooapi/organisations?pageSize=50`)).json()) as {
    items: { organisationId: string; name: { value: string }[] }[];
  };
  const techAcademie = organisations.items.find((o) => o.name[0].value === 'TechAcademie Nederland');
  expect(techAcademie).toBeTruthy();
  const owner = await sourceInstitute();
  const fromSource = async (url: string) => {
    const res = await fetch(`${SOURCE}${url}`, { headers: owner.headers });
    expect(res.status, url).toBe(200);
    return res.json();
  };

  await registerViaApi(page, 'institute', 'Olga');
  await page.goto('/institute?tab=settings');
  const card = page.getByTestId('ooapi-source');
  await card.getByLabel('Basis-URL van je OOAPI').fill(`${SOURCE}/ooapi`);
  await card.getByLabel('Organisatie-id (optioneel)').fill(techAcademie!.organisationId);
  await card.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Bron opgeslagen')).toBeVisible();
  // The preview reads the whole source catalogue from the other platform: under a full run's load its
  // heading was once not there after the 10 s an expectation waits, so wait for its answer first.
  const previewed = page.waitForResponse((r) => r.url().endsWith('/api/institute/ooapi-source/preview'));
  await card.getByRole('button', { name: 'Voorbeeld' }).click();
  expect((await previewed).status()).toBe(200);
  // Focus follows the action: the preview's heading, not the top of the page.
  await expect(card.getByRole('heading', { name: 'Voorbeeld', level: 3 })).toBeFocused();
  const expected = await catalogue(fromSource);
  await expect(card.getByRole('heading', { name: `Nieuw (${expected.length})` })).toBeVisible();
  await expectNoA11yViolations(page, 'nl ooapi two platforms preview');
  await card.getByRole('button', { name: 'Importeren' }).click();
  await expect(
    card.getByText(`${expected.length} nieuw · 0 gewijzigd · 0 gearchiveerd · 0 overgeslagen`),
  ).toBeVisible();
  expect(await catalogue(getFrom(page))).toEqual(expected);

  // At the source: one course changes (title, price, language, category), another is archived.
  const own = (await fromSource('/api/institute/courses?limit=100')) as Page_;
  const [changed, removed] = own.items.filter((c) => c.status === 'active');
  for (const [id, body] of [
    [
      changed.id,
      { title: 'Leiderschap in het Engels', price: 777.5, language: 'en', category: 'Management' },
    ],
    [removed.id, { status: 'archived' }],
  ] as const) {
    const res = await fetch(`${SOURCE}/api/courses/${id}`, {
      method: 'PATCH',
      headers: owner.headers,
      body: JSON.stringify(body),
    });
    expect(res.status, await res.text()).toBe(200);
  }
  await card.getByRole('button', { name: 'Voorbeeld' }).click();
  await expect(card.getByRole('heading', { name: 'Gewijzigd (1)' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Gearchiveerd (1)' })).toBeVisible();
  await expect(card.getByText('Leiderschap in het Engels')).toBeVisible();
  await screenshots(page, 'ooapi-two-platforms');
  await card.getByRole('button', { name: 'Importeren' }).click();
  await expect(card.getByText('0 nieuw · 1 gewijzigd · 1 gearchiveerd · 0 overgeslagen')).toBeVisible();
  expect(await catalogue(getFrom(page))).toEqual(await catalogue(fromSource));
});
