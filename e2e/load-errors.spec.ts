import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

/** Makes one GET fail with a 500 until `heal` is called. */
async function breakUrl(page: Page, url: string) {
  // The path with any query (a paged list asks `?limit=…`).
  const pattern = (u: URL) => u.pathname === url;
  const fail = (route: import('@playwright/test').Route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"kapot"}' })
      : route.fallback();
  await page.route(pattern, fail);
  return () => page.unroute(pattern, fail);
}

/**
 * Serves pages without the first answers the server embeds in the HTML (decision 158),
 * so the app asks the API for everything: these tests are about a request that fails.
 */
async function withoutFirstLoadData(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script[^>]*id="boot-data"[^>]*>[\s\S]*?<\/script>/, '');
    return route.fulfill({ response, body });
  });
}

test('talent dashboard: failed lists show an error with a retry, not "no courses"', async ({ page }) => {
  await withoutFirstLoadData(page);
  await loginViaApi(page, DEMO.talent);
  const healEnrollments = await breakUrl(page, '/api/user/enrollments');
  // The dashboard asks the feed's first page (`?limit=…`).
  const healActivity = await breakUrl(page, '/api/user/recent-activity');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Je cursussen konden niet worden geladen' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Je recente activiteit kon niet worden geladen' }),
  ).toBeVisible();
  await expect(page.getByText('Je volgt nog geen cursussen.')).toHaveCount(0);
  await expect(page.getByText('Nog geen activiteit.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'load-error-talent-dashboard');

  await healEnrollments();
  await healActivity();
  // Each retry refetches its own list; a healed list replaces its error card.
  const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
  await retry.first().click();
  await expect(retry).toHaveCount(1);
  await retry.first().click();
  await expect(page.getByRole('heading', { name: 'Je cursussen konden niet worden geladen' })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Je recente activiteit kon niet worden geladen' }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
});

test('the web app reads enrolments and assessments only from their one URL', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  await withoutFirstLoadData(page);
  await loginViaApi(page, DEMO.talent);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welkom terug, Sanne' })).toBeVisible();
  await page.goto('/skills-passport');
  await expect(page.getByRole('heading', { name: 'Mijn Paspoort' })).toBeVisible();
  expect(seen).toContain('/api/user/enrollments');
  expect(seen).toContain('/api/user/assessments');
  expect(seen).not.toContain('/api/enrollments/user');
  expect(seen).not.toContain('/api/assessments/user');
});

test('passport: a failed load shows the error with a retry', async ({ page }) => {
  await withoutFirstLoadData(page);
  await loginViaApi(page, DEMO.talent);
  const heal = await breakUrl(page, '/api/user/scan-result');
  await page.goto('/skills-passport');
  await expect(page.getByRole('heading', { name: 'Je paspoort kon niet worden geladen.' })).toBeVisible();
  await heal();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('tab', { name: 'Overzicht' })).toBeVisible();
});

test('institute portal: a failed course list shows the error; the dialog shows the contract messages', async ({
  page,
}) => {
  await registerViaApi(page, 'institute', 'Iris');
  const heal = await breakUrl(page, '/api/institute/courses');
  await page.goto('/institute');
  await expect(page.getByRole('heading', { name: 'Je cursussen konden niet worden geladen' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen cursussen.')).toHaveCount(0);
  await screenshots(page, 'load-error-institute-courses');
  await heal();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText('Je hebt nog geen cursussen. Maak je eerste cursus aan.')).toBeVisible();

  await page.getByRole('button', { name: /Nieuwe cursus/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cursus aanmaken' }).click();
  await expect(page.getByText('Ontbrekende velden')).toBeVisible();
  await expect(page.getByText('Vul alle verplichte velden in.')).toBeVisible();
  for (const message of [
    'Titel is verplicht',
    'Beschrijving is verplicht',
    'Kies een geldige categorie',
    'Kies een geldig niveau',
    'Duur is verplicht (aantal weken)',
    'Prijs is verplicht',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Titel *')).toHaveAttribute('aria-invalid', 'true');
  await screenshots(page, 'new-course-dialog-errors');

  // All required fields filled but an invalid image URL: its own message, no "missing fields" toast.
  await dialog.getByLabel('Titel *').fill('Kaasmaken voor beginners');
  await dialog.getByLabel('Beschrijving *').fill('Van melk tot kaas.');
  await dialog.getByLabel('Categorie *').selectOption('Education');
  await dialog.getByLabel('Niveau *').selectOption('Beginner');
  await dialog.getByLabel('Duur (weken) *').fill('2');
  await dialog.getByLabel('Prijs (€) *').fill('99');
  await dialog.getByLabel('Afbeelding-URL').fill('ftp://kaas');
  await dialog.getByRole('button', { name: 'Cursus aanmaken' }).click();
  await expect(dialog.getByText('Afbeelding-URL moet met http:// of https:// beginnen')).toBeVisible();
  await expect(dialog.getByText('Titel is verplicht')).toHaveCount(0);
  await dialog.getByLabel('Afbeelding-URL').fill('');
  await dialog.getByRole('button', { name: 'Cursus aanmaken' }).click();
  await expect(page.getByText('Cursus aangemaakt')).toBeVisible();
  await expect(
    page.getByTestId('institute-course').filter({ hasText: 'Kaasmaken voor beginners' }),
  ).toBeVisible();
});

test('vacancies: a failed list shows the shared error with a retry', async ({ page }) => {
  await withoutFirstLoadData(page);
  await loginViaApi(page, DEMO.talent);
  const heal = await breakUrl(page, '/api/vacancies');
  await page.goto('/vacatures');
  await expect(page.getByRole('heading', { name: 'De vacatures konden niet worden geladen.' })).toBeVisible();
  await heal();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
});
