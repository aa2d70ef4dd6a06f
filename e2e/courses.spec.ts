import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

const count = (page: import('@playwright/test').Page) => page.getByTestId('course-count');

test('search and filter down to the empty state and back, then open a card', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Cursusaanbod', level: 1 })).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ cursussen gevonden$/);
  // First page only: 24 cards and a Meer laden button.
  await expect(page.getByRole('listitem').filter({ has: page.locator('a[href^="/courses/"]') })).toHaveCount(
    24,
  );
  await expect(page.getByRole('button', { name: 'Meer laden' })).toBeVisible();

  await page.getByLabel('Zoek cursussen').fill('PYTHON');
  await expect(count(page)).toHaveText(/^\d+ cursus(sen)? gevonden$/);
  await expect(page.getByRole('heading', { name: 'Python voor beginners' })).toBeVisible();
  await page.getByLabel('Niveau').selectOption('Beginner');
  await expect(page.getByRole('heading', { name: 'Python voor beginners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Data-analyse met Python en pandas' })).toHaveCount(0);
  await page.getByLabel('Categorie').selectOption('Healthcare');
  await expect(page.getByText('Geen cursussen gevonden')).toBeVisible();
  await expect(
    page.getByText('Probeer je zoekfilters aan te passen om meer resultaten te vinden.'),
  ).toBeVisible();
  await expect(count(page)).toHaveText('0 cursussen gevonden');

  await page.getByLabel('Categorie').selectOption('');
  await page.getByLabel('Niveau').selectOption('');
  await page.getByLabel('Zoek cursussen').fill('python voor beginners');
  await expect(count(page)).toHaveText('1 cursus gevonden');
  await page.getByRole('link', { name: /Python voor beginners/ }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Python voor beginners', level: 1 })).toBeVisible();
  for (const block of ['Cursusomschrijving', 'Wat ga je leren?', 'Cursusinformatie', 'Aangeboden door']) {
    await expect(page.getByRole('heading', { name: block })).toBeVisible();
  }
  await expect(page.getByText('€ 595,00')).toBeVisible();
  await expect(page.getByText('Nederlands')).toBeVisible();
  await expect(page.getByText(/^\d\.\d\/5\.0$/)).toBeVisible();
  await expect(page.getByText('TechAcademie Nederland')).toBeVisible();
  await expect(page.getByText('Erkende onderwijsinstelling')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar overzicht' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('Meer laden appends the next page', async ({ page }) => {
  await page.goto('/courses');
  const cards = page.locator('main a[href^="/courses/"]');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Meer laden' }).click();
  await expect(cards).toHaveCount(48);
});

test('an unknown or malformed course id shows Cursus niet gevonden', async ({ page }) => {
  for (const id of ['999999', 'abc']) {
    await page.goto(`/courses/${id}`);
    await expect(page.getByRole('heading', { name: 'Cursus niet gevonden' })).toBeVisible();
    await expect(page.getByText('De opgevraagde cursus kon niet worden geladen')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar overzicht' })).toBeVisible();
  }
});

test('a talent enrols, sees the state and finds the course in the enrolment list', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page, 'talent');
  await page.goto('/courses');
  await page.getByLabel('Zoek cursussen').fill('SQL voor data-analisten');
  await page.getByRole('link', { name: /SQL voor data-analisten/ }).click();
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  await page
    .getByRole('dialog', { name: 'Inschrijving bevestigen' })
    .getByRole('button', { name: 'Inschrijving bevestigen' })
    .click();
  await expect(page.getByRole('button', { name: 'Inschrijven', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Inschrijven' })).toHaveCount(0);
  const list = (await (await page.request.get('/api/enrollments/user')).json()).items;
  expect(list.map((e: { course: { title: string } }) => e.course.title)).toEqual(['SQL voor data-analisten']);
  // Reload: the state comes from the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Inschrijven', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Meer informatie aanvragen' }).click();
  await page.getByLabel('Bericht (optioneel)').fill('Is er een avondgroep?');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
});

test('axe on the catalogue and a detail page; screenshots', async ({ page }) => {
  await page.goto('/courses');
  await expect(count(page)).toHaveText(/gevonden/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'courses-catalogue');
  await page.locator('main a[href^="/courses/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Cursusinformatie' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'courses-detail');
  await loginViaApi(page, DEMO.talent);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cursusinformatie' })).toBeVisible();
});

test('a failed catalogue load shows an error with a retry, not "0 cursussen gevonden"', async ({ page }) => {
  let fail = true;
  await page.route(/\/api\/courses\?.*search=/, (route) =>
    fail ? route.fulfill({ status: 500, body: '{"message":"kapot"}' }) : route.continue(),
  );
  // A first visit gets the catalogue's first page inside the HTML (decision 158), and a link to it
  // is a page load the server answers the same way (decision 500): the request that fails here is
  // a search's.
  await page.goto('/courses');
  await expect(page.getByTestId('course-count')).toContainText(/cursus(sen)? gevonden/);
  await page.getByRole('searchbox').fill('python');
  await expect(page.getByRole('heading', { name: 'Cursussen konden niet worden geladen' })).toBeVisible();
  await expect(page.getByText('Geen cursussen gevonden')).toHaveCount(0);
  await expect(page.getByText(/0 cursussen gevonden/)).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByTestId('course-count')).toContainText(/cursus(sen)? gevonden/);
  await expect(page.getByRole('heading', { name: 'Cursussen konden niet worden geladen' })).toHaveCount(0);
});

test('a first visit shows the catalogue from the HTML, without asking the API for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.goto('/courses');
  await expect(page.getByTestId('course-count')).toContainText(/cursus(sen)? gevonden/);
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  expect(asked).not.toContain('/api/courses?limit=24');
  expect(asked).not.toContain('/api/user');
  // Later pages still come from the API.
  await page.getByRole('button', { name: 'Meer laden' }).click();
  await expect.poll(() => asked.some((u) => /^\/api\/courses\?limit=24&cursor=[\w-]+$/.test(u))).toBe(true);
});
