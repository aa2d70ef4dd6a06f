import { expect, test } from '@playwright/test';
import { SEED_SKILLS } from '../src/server/seed/data/skills.ts';
import {
  apiAs,
  DEMO,
  expectNoSeriousA11yViolations,
  loginViaApi,
  registerViaApi,
  screenshots,
  uniqueKvk,
} from './helpers.ts';

test('non-admins and signed-out visitors see Toegang Geweigerd on /admin/settings', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible();
  await expect(page.getByText('Log in om admin instellingen te beheren')).toBeVisible();
  for (const email of [DEMO.talent, DEMO.company, DEMO.institute]) {
    await loginViaApi(page, email);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overzicht' })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-denied');
});

test('an admin sees skills statistics from the database on Overzicht and Skills', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, DEMO.admin);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Instellingen', level: 1 })).toBeVisible();
  await expect(page.getByText('Totaal skills')).toBeVisible();
  await expect(page.getByText(String(SEED_SKILLS.length), { exact: true })).toBeVisible();
  await expect(page.getByText('Actief', { exact: true })).toBeVisible();
  await screenshots(page, 'admin-overview');
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByTestId('newest-skills').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('Integriteit')).toBeVisible();
  await screenshots(page, 'admin-skills');
});

test('an admin verifies a new institute and changes a user’s type in Beheer, both audited', async ({
  page,
}) => {
  await page.goto('/');
  const email = await registerViaApi(page, 'talent', 'Tamara');
  const instituteEmail = await registerViaApi(page, 'institute', 'Ingrid');
  await loginViaApi(page, DEMO.admin);

  await page.goto('/admin/settings');
  const pending = page.getByTestId('pending-institute').filter({ hasText: instituteEmail });
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: /Verifiëren/ }).click();
  // A dialog records what was checked; focus starts inside it and returns to the page after.
  const dialog = page.getByRole('dialog', { name: /Instituut verifiëren/ });
  await expect(dialog).toBeVisible();
  const kvk = uniqueKvk();
  await dialog.getByLabel('KvK-nummer gecontroleerd').fill(kvk);
  await dialog.getByLabel('Website gecontroleerd').fill('https://ingridleerhuis.nl');
  await dialog.getByLabel('Notitie').fill('Uittreksel Handelsregister bekeken');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-verify-dialog');
  await dialog.getByRole('button', { name: 'Verifiëren' }).click();
  await expect(page.getByText('Instituut geverifieerd', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const verified = page.getByTestId('verified-institute').filter({ hasText: instituteEmail });
  await expect(verified).toContainText(/Geverifieerd door .+ op /);
  await expect(verified).toContainText(`KvK: ${kvk}`);
  await expect(verified).toContainText('Website: https://ingridleerhuis.nl');
  await expect(verified).toContainText('Notitie: Uittreksel Handelsregister bekeken');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Beheer' }).click();
  // Two cards search users (type change and factor reset): this one is "Gebruikerstype wijzigen".
  const typeForm = page.getByRole('form', { name: 'Gebruikerstype wijzigen' });
  await typeForm.getByLabel('Zoek gebruiker op naam of e-mail').fill(email);
  const userSelect = typeForm.getByLabel('Gebruiker', { exact: true });
  await expect(userSelect.locator('option', { hasText: email })).toHaveCount(1);
  await userSelect.selectOption({ label: `Tamara Tester (${email}) · Talent` });
  await page.getByLabel('Nieuw type').selectOption('bedrijf');
  await page.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(page.getByText('Gebruikerstype bijgewerkt')).toBeVisible();
  await expect(page.getByTestId('audit-row').first()).toContainText(
    'heeft het gebruikerstype van Tamara Tester gewijzigd (Talent → Bedrijf)',
  );
  await expect(userSelect.locator('option', { hasText: `${email}) · Bedrijf` })).toHaveCount(1);

  // Granting admin is for superadmins only: the server refuses and the failure toast shows.
  await userSelect.selectOption({ label: `Tamara Tester (${email}) · Bedrijf` });
  await page.getByLabel('Nieuw type').selectOption('admin');
  await page.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(
    page.getByText('Er is een fout opgetreden bij het wijzigen van het gebruikerstype.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an admin sees a verified institute’s rename beside its current name and approves it', async ({
  page,
}) => {
  await page.goto('/');
  const suffix = `${Date.now()}`;
  const instituteEmail = await registerViaApi(page, 'institute', 'Iris');
  await apiAs(page, 'PATCH', '/api/institute/settings', { name: `Leerhuis Oud ${suffix}` });
  const { id } = await apiAs(page, 'GET', '/api/user');
  await loginViaApi(page, DEMO.admin);
  await apiAs(page, 'POST', `/api/admin/institutes/${id}/verify`, { note: 'KvK-uittreksel bekeken' });
  await loginViaApi(page, instituteEmail, 'Fietsbel-Oranje7');
  const saved = await apiAs(page, 'PATCH', '/api/institute/settings', { name: `Leerhuis Nieuw ${suffix}` });
  expect(saved.name).toBe(`Leerhuis Oud ${suffix}`);

  await loginViaApi(page, DEMO.admin);
  await page.goto('/admin/settings');
  const change = page.getByTestId('institute-change').filter({ hasText: instituteEmail });
  await expect(
    change.getByRole('row', { name: `Naam Leerhuis Oud ${suffix} Leerhuis Nieuw ${suffix}` }),
  ).toBeVisible();
  await change.scrollIntoViewIfNeeded();
  await screenshots(page, 'admin-institute-change');
  await expectNoSeriousA11yViolations(page);
  await change.getByRole('button', { name: /Goedkeuren/ }).click();
  await expect(page.getByText('Wijziging goedgekeurd')).toBeVisible();
});
