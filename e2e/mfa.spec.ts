import { expect, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { expectNoSeriousA11yViolations, registerViaApi, screenshots, setUpTotpViaApi } from './helpers.ts';

/** A talent turns on an authenticator app in Beveiliging, keeps the recovery codes and signs in in two steps. */
test('a talent sets up an authenticator app and signs in with a code and with a recovery code', async ({
  page,
}) => {
  const email = await registerViaApi(page, 'talent', 'Tessa');
  await page.goto('/profile?tab=security');
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await page.getByRole('button', { name: 'Authenticator-app instellen' }).click();
  await expect(page.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'mfa-setup');
  await page.getByLabel('Code', { exact: true }).fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Aanzetten' }).click();
  const codes = page.getByRole('list', { name: 'Je herstelcodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? '';
  await screenshots(page, 'mfa-recovery-codes');
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(page.getByText(/Aan: bij het inloggen vragen we een code/)).toBeVisible();

  // Sign out; the password alone is not enough any more.
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Fietsbel-Oranje7');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Tweede stap' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'mfa-login-step');
  await page.getByLabel('Code', { exact: true }).fill(recovery);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();
});

/**
 * An institute account must set up a second factor first: a page load shows only the set-up, told by
 * the session answer embedded in the HTML; once the factor is on, the same page shows the app. A
 * talent (no factor required) never asks GET /api/user/mfa on a page load.
 */
test('the set-up gate shows for an account without its required factor and opens once it is on', async ({
  page,
}) => {
  await page.goto('/');
  const email = await registerViaApi(page, 'institute', 'Ines', { factor: false });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stel eerst tweestapsverificatie in' }),
  ).toBeVisible();
  await setUpTotpViaApi(page, email);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stel eerst tweestapsverificatie in' })).toHaveCount(0);

  await registerViaApi(page, 'talent', 'Gert');
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('/api/user/mfa');
});
