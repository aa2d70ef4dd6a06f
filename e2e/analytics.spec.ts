import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  expectNoA11yViolations,
  expectNoRawKeys,
  loginViaApi,
  presetLanguage,
  registerViaApi,
  screenshots,
} from './helpers.ts';

/** /analytics, Groeitrends, the admin home and a session that ends mid-task. */

async function checkTrends(page: Page, lang: 'nl' | 'en') {
  const L =
    lang === 'nl'
      ? { week: 'Per week', show: 'Toon als tabel', hide: 'Verberg tabel', head: 'Inschrijvingen' }
      : { week: 'Per week', show: 'Show as table', hide: 'Hide table', head: 'Enrolments' };
  const trends = page.getByTestId('trends');
  await expect(trends.getByRole('img')).toBeVisible();
  // The table is there for screen readers from the start, and shown on request.
  const table = trends.getByTestId('trends-table');
  await expect(table.getByRole('row')).toHaveCount(14); // head, 12 periods, total
  await expect(table.getByRole('columnheader', { name: L.head })).toBeAttached();
  await trends.getByRole('button', { name: L.show }).click();
  await expect(table).toBeVisible();
  await trends.getByLabel(L.week).check();
  await expect(table.getByRole('row')).toHaveCount(14);
  await expectNoRawKeys(page, `${lang} trends`);
  await expectNoA11yViolations(page, `${lang} trends`);
  await trends.getByRole('button', { name: L.hide }).click();
}

test('a company sees its growth trends on /analytics, with a table alternative, in both languages', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.company);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Sollicitaties, Aangenomen, Inschrijvingen, Afgerond/ }),
  ).toBeVisible();
  await checkTrends(page, 'nl');
  await screenshots(page, 'analytics-company');
  await presetLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('img', { name: /Applications, Hired, Enrolments, Completed/ })).toBeVisible();
  await checkTrends(page, 'en');
});

test('the institute portal shows Groeitrends in its Analytics tab; a talent is sent to its progress', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.institute);
  await page.goto('/institute');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Groeitrends' })).toBeVisible();
  await checkTrends(page, 'nl');
  await screenshots(page, 'institute-groeitrends');
  // On a phone the chart scrolls inside its own region; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByTestId('trends').getByRole('img')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await registerViaApi(page, 'talent', 'Tineke');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Geen analytics voor jouw rol' })).toBeVisible();
});

test('an admin lands on the admin home, never on "Onbekende gebruikersrol"', async ({ page }) => {
  for (const [email, lang] of [
    [DEMO.admin, 'nl'],
    [DEMO.superadmin, 'en'],
  ] as const) {
    if (lang === 'en') await presetLanguage(page, 'en');
    await loginViaApi(page, email);
    await page.goto('/');
    const home = page.getByTestId('admin-home');
    await expect(home).toBeVisible();
    await expect(home.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'nl' ? /^Welkom, / : /^Welcome, /,
    );
    await expect(page.getByText(/Onbekende gebruikersrol|Unknown user role/)).toHaveCount(0);
    await expect(
      home.getByRole('link', { name: lang === 'nl' ? 'Naar Instellingen' : 'Go to Settings' }),
    ).toBeVisible();
    await expectNoRawKeys(page, `${lang} admin home`);
    // The admin's home is in the route sweep (a11y.spec.ts); the superadmin's is not.
    if (email === DEMO.superadmin) await expectNoA11yViolations(page, `${lang} admin home`);
    if (lang === 'nl') await screenshots(page, 'admin-home');
  }
});

test('a session that ends mid-task: toast, /auth with the page, and back there after signing in', async ({
  page,
}) => {
  const email = await registerViaApi(page, 'talent', 'Sessie');
  await page.goto('/courses');
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();
  // The session ends on the server (expired, or signed out elsewhere).
  await page.context().clearCookies();
  await page
    .getByRole('navigation', { name: 'Hoofdnavigatie' })
    .getByRole('link', { name: 'Subsidies' })
    .click();
  await expect(page.getByText('Sessie verlopen')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=%2Fsubsidies$/);
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Fietsbel-Oranje7');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page).toHaveURL(/\/subsidies$/);
});
