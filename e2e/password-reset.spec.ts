import { expect, test } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config.ts';
import { startTestSmtp, type TestSmtp } from '../src/server/test/smtp.ts';
import {
  expectNoA11yViolations,
  loginViaUi,
  presetLanguage,
  registerViaApi,
  screenshots,
} from './helpers.ts';

// One SMTP server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startTestSmtp(E2E_SMTP_PORT);
});
test.afterAll(async () => smtp?.close());

test('wachtwoord vergeten: link uit de e-mail openen, nieuw wachtwoord instellen en inloggen', async ({
  page,
}) => {
  const email = await registerViaApi(page, 'talent', 'Rosa');
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord herstellen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Herstellink versturen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Als er een account met dit e-mailadres bestaat' }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'reset request');
  await screenshots(page, 'password-reset-request');
  await expect(page.locator('body')).not.toContainText('binnenkort');

  const mail = await smtp.waitFor((m) => m.to !== undefined && 'text' in m.to && m.to.text === email, 20_000);
  expect(mail.subject).toBe('Nieuw wachtwoord instellen voor SkillsPlatform');
  const link = /(http:\/\/\S+\/auth\/reset\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  await expectNoA11yViolations(page, 'new password');
  await screenshots(page, 'password-reset-new');

  // A mismatch is caught before anything is sent.
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Zonnebloem-Kade42');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('Zonnebloem-Kade43');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('Zonnebloem-Kade42');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
  );
  await screenshots(page, 'password-reset-done');
  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  await loginViaUi(page, email, 'Zonnebloem-Kade42');

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link!);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nog-Een-Keer-77');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nog-Een-Keer-77');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Deze herstellink is ongeldig, al gebruikt of verlopen',
  );
  await expect(page.getByRole('link', { name: 'Nieuwe herstellink aanvragen' })).toBeVisible();
});

test('the reset screens in English pass axe', async ({ page }) => {
  await presetLanguage(page, 'en');
  await page.goto('/auth?tab=reset');
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('Email address').fill(`nobody-${Date.now()}@test.nl`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account with this email address exists');
  await expectNoA11yViolations(page, 'reset request en');
  await page.goto('/auth/reset?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Zonnebloem-Kade42');
  await page.getByLabel('Repeat new password').fill('Zonnebloem-Kade42');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid, already used or expired');
  await expectNoA11yViolations(page, 'new password en');
  await screenshots(page, 'password-reset-new-en');
  await page.goto('/auth/reset');
  await expect(page.getByRole('alert')).toContainText('This link is incomplete');
});
