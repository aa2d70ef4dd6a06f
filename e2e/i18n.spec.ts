import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi, presetLanguage, registerViaApi, screenshots } from './helpers.ts';

test.describe('first visit in an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('follows the browser language; Dutch stays available', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take charge of your future');
    await expect(page.getByRole('link', { name: 'Courses' }).first()).toBeVisible();
  });
});

test('the picker switches at once without a reload, keeps page state and is remembered', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { name: 'Cursusaanbod', level: 1 })).toBeVisible();
  await page.getByLabel('Zoek cursussen').fill('python voor beginners');
  await expect(page.getByTestId('course-count')).toHaveText('1 cursus gevonden');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });

  // Keyboard: open the picker, choose English.
  await page.getByTestId('language-picker').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'English' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Course offering', level: 1 })).toBeVisible();
  await expect(page.getByTestId('course-count')).toHaveText('1 course found');
  await expect(page.getByLabel('Search courses')).toHaveValue('python voor beginners');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  // Euro amounts in en-GB, and the choice survives a reload.
  await page.getByRole('link', { name: /Python voor beginners/ }).click();
  await expect(page.getByText('€595.00')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Course description' })).toBeVisible();

  // Back to Dutch: the spec's exact texts.
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitemradio', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { name: 'Cursusomschrijving' })).toBeVisible();
  await expect(page.getByText('€ 595,00')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('server messages follow the chosen language', async ({ page }) => {
  await presetLanguage(page, 'en');
  await page.goto('/auth');
  await page.getByLabel('Email address').fill('talent@example.nl');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(page.getByText('Incorrect email address or password')).toBeVisible();
  await expect(page.getByText('This email address and password do not match')).toBeVisible();
});

test('signed in: the choice is sent to the settings (best effort) and screens read English', async ({
  page,
}) => {
  await page.goto('/robots.txt');
  // A fresh account: the stored choice must not leak into other tests that use the demo talent.
  await registerViaApi(page, 'talent', 'Robin');
  await page.goto('/');
  const patch = page.waitForRequest((r) => r.url().endsWith('/api/user/settings') && r.method() === 'PATCH');
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  expect((await patch).postDataJSON()).toEqual({ language: 'en' });
  // A brand-new account is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin');
  await expect(page.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  // Stored for the user: a browser without the local choice gets English after sign-in too.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin');
});

test('five screens in English at 390 px', async ({ page }) => {
  await presetLanguage(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshots(page, 'i18n-en-landing');
  await page.goto('/courses');
  await expect(page.getByTestId('course-count')).toHaveText(/courses found/);
  await screenshots(page, 'i18n-en-courses');
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { name: 'Accessibility statement', level: 1 })).toBeVisible();
  await screenshots(page, 'i18n-en-accessibility');
  await loginViaApi(page, DEMO.talent);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
  await screenshots(page, 'i18n-en-dashboard');
  await page.goto('/skills-passport');
  await expect(page.getByRole('heading', { name: 'My Passport', level: 1 })).toBeVisible();
  await screenshots(page, 'i18n-en-passport');
});
