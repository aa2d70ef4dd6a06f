import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

const origin = (page: Page) => new URL(page.url()).origin;
const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Meldingen' });

async function enroll(page: Page, courseId: number) {
  const res = await page.request.post(`/api/courses/${courseId}/enroll`, {
    headers: { Origin: origin(page) },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a new user: Geen meldingen; an enrolment shows the badge; read, mark all read and delete', async ({
  page,
}) => {
  await page.goto('/');
  await registerViaApi(page);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Meldingen');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await bell(page).click();
  await expect(panel(page).getByRole('heading', { name: 'Meldingen' })).toBeVisible();
  await expect(panel(page).getByText('Geen meldingen')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Alle gelezen' })).toHaveCount(0);
  for (const name of ['Alle', 'Prestaties', 'Herinneringen', 'Sociaal', 'Systeem']) {
    await expect(panel(page).getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await enroll(page, 1);
  await enroll(page, 2);
  await page.reload();
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await expect(bell(page)).toHaveAccessibleName('Meldingen, 2 ongelezen');
  await bell(page).click();
  const items = panel(page).getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Inschrijving bevestigd');
  await expect(items.first()).toContainText('Systeem');
  await expect(items.first()).toContainText('Net nu');
  await expect(panel(page).getByTestId('unread-dot')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'notifications-panel');

  // The achievement tab filters: nothing there yet.
  await panel(page).getByRole('tab', { name: 'Prestaties' }).click();
  await expect(panel(page).getByText('Geen meldingen')).toBeVisible();
  await panel(page).getByRole('tab', { name: 'Alle' }).click();

  // Click marks read and follows actionUrl.
  await items.first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/courses\/2$/);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  await bell(page).click();
  await panel(page).getByRole('button', { name: 'Alle gelezen' }).click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(panel(page).getByTestId('unread-dot')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Alle gelezen' })).toHaveCount(0);

  await panel(page)
    .getByRole('button', { name: /^Melding Inschrijving bevestigd verwijderen$/ })
    .first()
    .click();
  await expect(items).toHaveCount(1);
  await panel(page)
    .getByRole('button', { name: /verwijderen$/ })
    .click();
  await expect(panel(page).getByText('Geen meldingen')).toBeVisible();
});

test('Meldingsinstellingen opens the settings; a type switched off is not notified', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page);
  await page.goto('/');
  await bell(page).click();
  await panel(page).getByRole('button', { name: 'Meldingsinstellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instellingen' });
  await expect(dialog.getByLabel('Toon mij op de ranglijst')).toBeChecked();
  await dialog.getByLabel('Systeem (inschrijvingen, aanvragen)').uncheck();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await enroll(page, 3);
  await page.reload();
  await bell(page).click();
  await expect(panel(page).getByText('Geen meldingen')).toBeVisible();
});

test('the demo talent sees her seeded notifications', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, DEMO.talent);
  await page.goto('/');
  await expect(page.getByTestId('notification-badge')).toBeVisible();
  await bell(page).click();
  await expect(panel(page).getByText('Nieuwe like op je bericht')).toBeVisible();
});
