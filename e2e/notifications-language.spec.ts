import { expect, type Page, test } from '@playwright/test';
import { presetLanguage, registerViaApi, screenshots } from './helpers.ts';

const bell = (page: Page) => page.getByTestId('notification-bell');

/** Notifications are worded by the server in the reader's language (decision 140). */
test('a fresh talent in English enrols and reads the notification in English, then in Dutch', async ({
  page,
}) => {
  await presetLanguage(page, 'en');
  await page.goto('/');
  await registerViaApi(page);
  await page.goto('/courses');
  await page.getByLabel('Search courses').fill('SQL voor data-analisten');
  await page.getByRole('link', { name: /SQL voor data-analisten/ }).click();
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm enrolment' })
    .getByRole('button', { name: 'Confirm enrolment' })
    .click();
  await expect(page.getByRole('button', { name: 'Enrol', exact: true })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByTestId('notification-item');
  await expect(item).toContainText('Enrolment confirmed');
  await expect(item).toContainText("You're enrolled on SQL voor data-analisten. Good luck!");
  await expect(item).toContainText('Just now');
  await expect(item).not.toContainText('Inschrijving');
  await screenshots(page, 'notify-en-panel');
  await page.keyboard.press('Escape');

  // Switching the language rewords what the server wrote, without a reload.
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitemradio', { name: 'Nederlands' }).click();
  await expect(page.getByText('Recente activiteit')).toBeVisible();
  await bell(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Meldingen' }).getByTestId('notification-item'),
  ).toContainText('Inschrijving bevestigd');
  await screenshots(page, 'notify-nl-panel');
});
