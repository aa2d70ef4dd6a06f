import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

test('an institute creates a course through the dialog and finds it everywhere', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await registerViaApi(page, 'institute', 'Iris');
  // The dashboard's Cursusoverzicht says there is nothing yet (not an empty card).
  await page.reload();
  await expect(page.getByTestId('overview-empty')).toContainText('Je hebt nog geen cursussen');
  // What the admin is asked to check later: the KvK number and website entered here.
  const kvk = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const name = `Wijnschool ${Date.now()}`;
  const origin = new URL(page.url()).origin;
  const settings = await page.request.patch('/api/institute/settings', {
    headers: { Origin: origin },
    data: { name, kvkNumber: kvk, website: 'https://wijnschool.example.nl' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await page.goto('/institute');
  await expect(page.getByRole('tab', { name: 'Mijn Cursussen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Instellingen' })).toBeVisible();

  // Naar Instellingen (the not-yet-verified notice) brings the tab's content into view and focus.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.getByRole('button', { name: 'Naar Instellingen' }).click();
  await expect(page.getByRole('tab', { name: 'Instellingen' })).toHaveAttribute('aria-selected', 'true');
  const settingsPanel = page.getByRole('tabpanel', { name: 'Instellingen' });
  await expect(settingsPanel).toBeFocused();
  await expect(settingsPanel).toBeInViewport();
  const licence = page.getByTestId('licence-card');
  await expect(licence).toContainText(/0 van \d+ actieve cursussen/);

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
  // The skills field suggests the platform's own list for the part being typed; free text stays.
  const skills = dialog.getByRole('combobox', { name: 'Vaardigheden' });
  await skills.fill('Proeven, , Adviseren, hef');
  const suggestion = dialog.getByRole('option', { name: 'Heftruck rijden' });
  await expect(suggestion).toBeVisible();
  await expect(skills).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'institute-skills-suggestions');
  await page.keyboard.press('Enter');
  await expect(skills).toHaveValue('Proeven, , Adviseren, Heftruck rijden, ');
  await expect(skills).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('button', { name: 'Cursus aanmaken' }).click();
  await expect(page.getByText('Cursus aangemaakt')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The new course is shown where it is: Mijn Cursussen, not the Instellingen tab that was open;
  // the licence card counts it without a reload.
  await expect(page.getByRole('tab', { name: 'Mijn Cursussen' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Instellingen' }).click();
  await expect(licence).toContainText(/1 van \d+ actieve cursussen/);
  await page.getByRole('tab', { name: 'Mijn Cursussen' }).click();

  const row = page.getByTestId('institute-course').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Actief', { exact: true })).toBeVisible();
  await expect(row.getByText('Onbeperkt')).toBeVisible();
  await expect(row.getByText('Nog geen beoordelingen')).toBeVisible();
  await expect(row.getByText('€ 349,99')).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Actieve cursussen')).toBeVisible();
  // Cursisten opens on Alle cursussen.
  await page.getByRole('tab', { name: 'Cursisten' }).click();
  await expect(page.getByLabel('Cursus', { exact: true })).toHaveValue('all');

  // Only a verified institute's courses are public: an admin verifies this one, shown what the
  // institute entered beside the fields it asks to check.
  await loginViaApi(page, DEMO.admin);
  await page.goto('/admin/settings');
  const pending = page.getByTestId('pending-institute').filter({ hasText: name });
  await expect(pending.getByTestId('entered-identity')).toHaveText(
    `KvK: ${kvk} · Website: https://wijnschool.example.nl`,
  );
  await pending.getByRole('button', { name: `Verifiëren: ${name}` }).click();
  const verify = page.getByRole('dialog', { name: `Instituut verifiëren: ${name}` });
  await expect(verify.getByTestId('entered-identity')).toContainText(kvk);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-verify-entered');
  await verify.getByLabel('KvK-nummer gecontroleerd').fill(kvk);
  await verify.getByRole('button', { name: 'Verifiëren' }).click();
  await expect(page.getByText('Instituut geverifieerd')).toBeVisible();

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

test('portal screenshots for the demo institute; axe with its new-course dialog open', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, DEMO.institute);
  await page.goto('/institute');
  await expect(page.getByTestId('institute-course').first()).toBeVisible();
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
