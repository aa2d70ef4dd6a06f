import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerViaApi, screenshots } from './helpers.ts';

/** The GDPR export as a readable page besides JSON; a deleted account ends on a confirmation. */
test('a talent downloads the export as HTML and JSON, deletes the account and lands on a confirmation', async ({
  page,
}) => {
  const email = await registerViaApi(page, 'talent', 'Fenna');
  await page.goto('/profile?tab=security');
  await page.getByRole('tab', { name: 'Beveiliging' }).click();

  const [html] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Leesbare versie (HTML)' }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  const page1 = fs.readFileSync((await html.path()) as string, 'utf8');
  expect(page1).toContain('<h1>Mijn gegevens bij SkillsPlatform</h1>');
  expect(page1).toContain(email);
  expect(page1).toContain('<h2>Sessies (ingelogde apparaten)</h2>');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Alle gegevens (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  expect(JSON.stringify(JSON.parse(fs.readFileSync((await json.path()) as string, 'utf8')))).toContain(email);

  // The confirmation's code arrives late (as on a slow connection or a busy machine): the session must
  // not be forgotten while the profile is still on screen, or the profile turns into the sign-in form.
  await page.route('**/assets/AccountDeletedPage-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account definitief verwijderen?' });
  await dialog.getByLabel('Bevestig met je wachtwoord').fill('Fietsbel-Oranje7');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(page).toHaveURL(/\/account-verwijderd$/);
  await expect(page.getByRole('heading', { name: 'Je account is verwijderd' })).toBeVisible();
  // Signed out, and never the red "Login vereist" of a page that needs a session.
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByText('Login vereist')).toHaveCount(0);
  await expect(page).toHaveURL(/\/account-verwijderd$/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'account-deleted');
});
