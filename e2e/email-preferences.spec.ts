import { expect, test } from '@playwright/test';
import {
  expectNoA11yViolations,
  expectNoRawKeys,
  presetLanguage,
  registerViaApi,
  screenshots,
} from './helpers.ts';

/** Notification e-mail is a choice per type (off by default); the unsubscribe link needs no sign-in. */
test('a talent turns on e-mail for reminders in Meldingsinstellingen; it stays on after a reload', async ({
  page,
}) => {
  await registerViaApi(page, 'talent', 'Mila');
  await page.goto('/profile');
  const email = page.getByTestId('email-preferences');
  await expect(email.getByText('Ook per e-mail', { exact: true })).toBeVisible();
  const reminders = email.getByLabel('Herinneringen per e-mail');
  await expect(reminders).not.toBeChecked();
  await reminders.check();
  await expect(page.getByText('E-mailvoorkeur opgeslagen')).toBeVisible();
  await expectNoA11yViolations(page, 'nl e-mail preferences');
  await page.reload();
  await expect(page.getByTestId('email-preferences').getByLabel('Herinneringen per e-mail')).toBeChecked();
  await screenshots(page, 'email-preferences');
  await presetLanguage(page, 'en');
  await page.reload();
  await expect(
    page.getByTestId('email-preferences').getByText('Also by e-mail', { exact: true }),
  ).toBeVisible();
  await expectNoRawKeys(page, 'en e-mail preferences');
  await expectNoA11yViolations(page, 'en e-mail preferences');
});

test('the unsubscribe page works signed out and says so when a link is not valid, in both languages', async ({
  page,
}) => {
  await page.goto('/unsubscribe?token=niet-geldig');
  await expect(page.getByRole('heading', { name: 'Afmelden voor e-mail' })).toBeVisible();
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(/Deze afmeldlink is \(niet meer\) geldig/);
  await expectNoA11yViolations(page, 'nl unsubscribe');
  await screenshots(page, 'unsubscribe');
  await page.goto('/unsubscribe');
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(
    'Deze link heeft geen code. Gebruik de link uit de e-mail.',
  );
  await presetLanguage(page, 'en');
  await page.goto('/unsubscribe?token=niet-geldig');
  await expect(page.getByRole('heading', { name: 'Unsubscribe from e-mail' })).toBeVisible();
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(/This unsubscribe link is not valid/);
  await expectNoRawKeys(page, 'en unsubscribe');
  await expectNoA11yViolations(page, 'en unsubscribe');
});
