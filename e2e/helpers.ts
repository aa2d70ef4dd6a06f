import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Welkom2026!';
export const DEMO = {
  talent: 'talent@example.nl',
  company: 'bedrijf@example.nl',
  institute: 'instituut@example.nl',
  admin: 'admin@example.nl',
  superadmin: 'superadmin@example.nl',
} as const;

/** Signs in through the login form and waits for the dashboard. */
export async function loginViaUi(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();
}

/** Signs in through the API (fast); the browser context gets the cookie. */
export async function loginViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const baseURL = test_baseURL(page);
  const res = await page.request.post('/api/login', {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Registers a new account with a unique e-mail through the API; returns the e-mail. */
export async function registerViaApi(
  page: Page,
  userType: 'talent' | 'company' | 'institute' = 'talent',
  firstName = 'Eva',
) {
  const email = `${userType}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.nl`;
  const res = await page.request.post('/api/register', {
    data: { email, password: 'Fietsbel-Oranje7', firstName, lastName: 'Tester', userType },
    headers: { Origin: test_baseURL(page) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

function test_baseURL(page: Page): string {
  const url = page.context().pages()[0]?.url();
  return url?.startsWith('http') ? new URL(url).origin : `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
}

/** Runs axe and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Saves desktop and 390 px screenshots of the current page into screenshots/. */
export async function screenshots(page: Page, name: string) {
  const size = page.viewportSize();
  await page.screenshot({ path: `screenshots/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/${name}-mobile.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
