import { expect, test } from '@playwright/test';
import {
  DEMO,
  expectNoA11yViolations,
  expectNoRawKeys,
  loginViaApi,
  presetLanguage,
  registerViaApi,
  screenshots,
} from './helpers.ts';

/** The licence card shows the real tier; Upgraden sends a request an admin approves. */
test('an institute asks for Professional, an admin approves it on the admin home, the card shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerViaApi(page, 'institute', 'Lotte');
  const name = `Licentie Academie ${Date.now()}`;
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const saved = await page.request.patch('/api/institute/settings', {
    data: { name },
    headers: { Origin: origin },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/institute');
  await page.getByRole('tab', { name: 'Instellingen' }).click();
  const card = page.getByTestId('licence-card');
  await expect(card.getByText('Starter · €99 per maand')).toBeVisible();
  await expect(card.getByText('0 van 10 actieve cursussen')).toBeVisible();
  await expect(card.getByText('Actief', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'nl licence card');
  await card.getByRole('button', { name: 'Upgraden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Andere licentie aanvragen' });
  await dialog.getByLabel('Licentie').selectOption('professional');
  await dialog.getByLabel('Toelichting (optioneel)').fill('We bieden meer cursussen aan');
  await expectNoA11yViolations(page, 'nl upgrade dialog', dialog);
  await dialog.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Aanvraag voor Professional in behandeling bij de beheerder.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Upgraden' })).toBeDisabled();
  await screenshots(page, 'licence-card');

  const admin = await (await browser.newContext()).newPage();
  await loginViaApi(admin, DEMO.admin);
  await admin.goto('/');
  const row = admin.getByTestId('licence-request').filter({ hasText: name });
  await expect(row.getByText(`${name} vraagt Professional aan`)).toBeVisible();
  await expect(row.getByText('We bieden meer cursussen aan', { exact: false })).toBeVisible();
  await expectNoA11yViolations(admin, 'nl admin home with a licence request');
  await screenshots(admin, 'admin-home-licences');
  await row.getByRole('button', { name: `Goedkeuren: ${name}` }).click();
  await expect(admin.getByText('Licentie goedgekeurd', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.reload();
  await page.getByRole('tab', { name: 'Instellingen' }).click();
  await expect(card.getByText('Professional · €249 per maand')).toBeVisible();
  await expect(card.getByText('0 van 50 actieve cursussen')).toBeVisible();

  await presetLanguage(page, 'en');
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(card.getByText('Professional · €249 per month')).toBeVisible();
  await card.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('dialog', { name: 'Request another licence' })).toBeVisible();
  await expectNoRawKeys(page, 'en upgrade dialog');
  await expectNoA11yViolations(page, 'en upgrade dialog', page.getByRole('dialog'));
});
