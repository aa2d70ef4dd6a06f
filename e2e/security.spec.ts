import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from './helpers.ts';

test('the API documentation page is readable, script-free and accessible', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API-documentatie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'courses' })).toBeVisible();
  await expect(page.getByText('/api/courses/:id', { exact: true }).first()).toBeVisible();
  await expect(page.locator('script')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'api-docs');
  await page.getByRole('link', { name: '/api/openapi.json' }).click();
  await expect(page.getByText('"openapi":"3.1.0"')).toBeVisible();
});

test('registration refuses a common password with the server message', async ({ page }) => {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill('de Boer');
  await page.getByLabel('E-mailadres').fill(`eva-${Date.now()}@test.nl`);
  await page.getByLabel('Wachtwoord').fill('password123');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText(/veelgebruikte wachtwoorden/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await screenshots(page, 'register-common-password');
});
