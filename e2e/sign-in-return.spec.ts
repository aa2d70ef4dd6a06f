import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './helpers.ts';

test('signing in from a course page returns to that course', async ({ page }) => {
  await page.goto('/courses/3');
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await page.locator('main a[href^="/auth?next="]').first().click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fcourses%2F3$/);
  await page.getByLabel('E-mailadres').fill(DEMO.talent);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page).toHaveURL(/\/courses\/3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();
});

test('a return address of another site is ignored: signing in goes home', async ({ page }) => {
  await page.goto('/auth?next=%2F%2Fevil.example%2F');
  await page.getByLabel('E-mailadres').fill(DEMO.talent);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
