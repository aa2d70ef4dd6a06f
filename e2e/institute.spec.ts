import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

test('an institute creates a course through the dialog and finds it everywhere', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page, 'institute', 'Iris');
  await page.goto('/institute');
  await expect(page.getByRole('tab', { name: 'Mijn Cursussen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Instellingen' })).toBeVisible();

  await page.getByRole('button', { name: /Nieuwe cursus/ }).click();
  const dialog = page.getByRole('dialog');
  const title = `Wijnkennis voor sommeliers ${Date.now()}`;
  await dialog.getByLabel('Titel *').fill(title);
  await dialog.getByRole('button', { name: 'Cursus aanmaken' }).click();
  await expect(page.getByText('Ontbrekende velden')).toBeVisible();
  await expect(page.getByText('Vul alle verplichte velden in.')).toBeVisible();

  await dialog.getByLabel('Beschrijving *').fill('Proeven, beschrijven en adviseren.');
  await dialog.getByLabel('Categorie *').selectOption('Education');
  await dialog.getByLabel('Niveau *').selectOption('Advanced');
  await dialog.getByLabel('Duur (weken) *').fill('3');
  await dialog.getByLabel('Prijs (€) *').fill('349.99');
  await dialog.getByLabel('Vaardigheden').fill('Proeven, , Adviseren ');
  await dialog.getByRole('button', { name: 'Cursus aanmaken' }).click();
  await expect(page.getByText('Cursus aangemaakt')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = page.getByTestId('institute-course').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Actief', { exact: true })).toBeVisible();
  await expect(row.getByText('Onbeperkt')).toBeVisible();
  await expect(row.getByText('Nog geen beoordelingen')).toBeVisible();
  await expect(row.getByText('€ 349,99')).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Actieve cursussen')).toBeVisible();

  // Only a verified institute's courses are public: an admin verifies this one.
  const me = (await (await page.request.get('/api/user')).json()) as { id: string };
  await loginViaApi(page, DEMO.admin);
  const origin = new URL(page.url()).origin;
  const verified = await page.request.post(`/api/admin/institutes/${me.id}/verify`, {
    headers: { Origin: origin },
  });
  expect(verified.status()).toBe(200);

  await page.goto('/courses');
  await page.getByLabel('Categorie').selectOption('Education');
  await page.getByLabel('Niveau').selectOption('Advanced');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Proeven', { exact: true })).toBeVisible();
  await expect(page.getByText('Adviseren', { exact: true })).toBeVisible();
});

test('institute portal access: signed out → /auth, other roles see Toegang geweigerd', async ({ page }) => {
  await page.goto('/institute');
  await expect(page.getByText('Niet ingelogd')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await loginViaApi(page, DEMO.talent);
  await page.goto('/institute');
  await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toBeVisible();
});

test('portal screenshots and axe for the demo institute', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, DEMO.institute);
  await page.goto('/institute');
  await expect(page.getByTestId('institute-course').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'institute-portal');
  await page.getByRole('button', { name: /Nieuwe cursus/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'institute-new-course');
});

test('a talent’s information request reaches the institute inbox, which marks it handled', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.institute);
  const own = (
    (await (await page.request.get('/api/institute/courses')).json()).items as {
      id: number;
      isActive: boolean;
      title: string;
    }[]
  ).find((c) => c.isActive)!;
  await page.context().clearCookies();
  await registerViaApi(page);
  await page.goto(`/courses/${own.id}`);
  await page.getByRole('button', { name: 'Meer informatie aanvragen' }).click();
  const message = `Wanneer start de volgende groep? ${Date.now()}`;
  await page.getByRole('dialog').getByRole('textbox').fill(message);
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Je informatieaanvraag is verstuurd op' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meer informatie aanvragen' })).toHaveCount(0);

  await page.context().clearCookies();
  await loginViaApi(page, DEMO.institute);
  await page.goto('/institute');
  await page.getByRole('button', { name: /Berichten/ }).click();
  await expect(page.getByRole('tab', { name: 'Berichten' })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('listitem').filter({ hasText: message });
  await expect(item).toContainText(own.title);
  await expect(item).toContainText('Open');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'institute-inbox');
  await item.getByRole('button', { name: /Markeer de aanvraag van .* als afgehandeld/ }).click();
  await expect(item).toContainText('Afgehandeld op');
});
