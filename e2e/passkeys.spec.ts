import { expect, test } from '@playwright/test';
import {
  addVirtualAuthenticator,
  expectNoSeriousA11yViolations,
  registerViaApi,
  screenshots,
} from './helpers.ts';

// A WebAuthn relying-party id must be a domain name, never an IP address: this test runs on
// localhost (the e2e server's PASSKEY_ORIGIN, playwright.config.ts).
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });

/**
 * An institute (which must have a second factor) adds a passkey in Beveiliging with Chromium's
 * virtual authenticator, signs out, signs in with only the passkey (both factors, no code step)
 * and removes it.
 */
test('a passkey registers, signs in without password or code, and is removed', async ({ page }) => {
  await addVirtualAuthenticator(page);

  await page.goto('/auth');
  await registerViaApi(page, 'institute', 'Pim');
  await page.goto('/profile?tab=security');
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await expect(page.getByText('Je hebt nog geen passkey.')).toBeVisible();
  await page.getByLabel('Naam van de passkey').fill('Werklaptop');
  await page.getByRole('button', { name: 'Passkey toevoegen' }).click();
  const list = page.getByRole('list', { name: 'Je passkeys' });
  await expect(list.getByText('Werklaptop')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'passkeys-card');

  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await page.goto('/auth');
  await screenshots(page, 'passkeys-sign-in');
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();

  await page.goto('/profile?tab=security');
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await expect(list.getByText(/Laatst gebruikt: (?!nog niet)/)).toBeVisible();
  await page.getByRole('button', { name: 'Passkey Werklaptop verwijderen' }).click();
  await expect(page.getByText('Je hebt nog geen passkey.')).toBeVisible();
});
