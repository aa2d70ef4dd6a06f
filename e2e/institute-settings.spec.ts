import { expect, test } from '@playwright/test';
import {
  expectNoA11yViolations,
  presetLanguage,
  screenshots,
  setUpTotpViaApi,
  uniqueKvk,
} from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

test('een instituut registreert met zijn naam en slaat zijn instellingen op', async ({ page }) => {
  const email = `inst-e2e-${Date.now()}@test.nl`;
  // Institute names are unique: a retry of this test registers another one.
  const name = `Leerhuis Deventer ${Date.now() % 100_000}`;
  await page.goto('/auth?tab=register');
  await page.getByText('Opleider', { exact: true }).click();
  await page.getByLabel('Voornaam').fill('Ineke');
  await page.getByLabel('Achternaam').fill('Opleider');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Fietsbel-Oranje7');
  // The name is asked for an institute.
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Naam van het instituut is verplicht')).toBeVisible();
  await page.getByLabel('Naam van je instituut').fill(name);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();
  // An institute reaches its portal once its second sign-in factor is set up (e2e/mfa.spec.ts shows
  // the screen itself).
  await setUpTotpViaApi(page, email);

  await page.goto('/institute');
  await page.getByRole('tab', { name: 'Instellingen' }).click();
  await expect(page.getByLabel('Naam instituut')).toHaveValue(name);
  await page.getByLabel('KvK-nummer').fill('1234');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).first().click();
  await expect(page.getByText('Een KvK-nummer bestaat uit precies 8 cijfers')).toBeVisible();
  const kvk = uniqueKvk();
  await page.getByLabel('KvK-nummer').fill(kvk);
  await page.getByLabel('Website').fill('https://leerhuis.example.nl');
  await page.getByLabel('Beschrijving').fill('Praktijkcursussen in Deventer.');
  await page.getByLabel('Naam instituut').fill(`${name}-Zutphen`);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).first().click();
  await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();
  await expectNoA11yViolations(page, 'institute settings');
  await screenshots(page, 'institute-settings');

  await page.reload();
  await page.getByRole('tab', { name: 'Instellingen' }).click();
  await expect(page.getByLabel('Naam instituut')).toHaveValue(`${name}-Zutphen`);
  await expect(page.getByLabel('KvK-nummer')).toHaveValue(kvk);

  await presetLanguage(page, 'en');
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('KvK number')).toHaveValue(kvk);
  await expectNoA11yViolations(page, 'institute settings en');
});
