import { expect, test } from '@playwright/test';
import { apiAs, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

/** The Dutch calendar date `days` from now, YYYY-MM-DD (as the server reads a closing date). */
const dutchDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/**
 * A vacancy's closing date is enforced. A company of its own (never a seeded vacancy)
 * posts a vacancy whose closing date has passed: talent do not find it in the list, its page says
 * Gesloten without an apply form, the API refuses an application, and the company still has it.
 */
test('a vacancy past its closing date is closed for talent and still the company’s', async ({ page }) => {
  const title = `Magazijnmedewerker ${Date.now()}`;
  const companyEmail = await registerViaApi(page, 'company', 'Wim');
  const vacancy = await apiAs(page, 'POST', '/api/company/vacancies', {
    title,
    description: 'Je houdt de voorraad bij in ons magazijn.',
    location: 'Deventer',
    hours: 24,
    skills: ['Voorraadbeheer'],
    hollandCode: null,
    closingDate: dutchDay(-2),
  });

  await page.context().clearCookies();
  await registerViaApi(page, 'talent', 'Ilse');
  await page.goto('/vacatures');
  await expect(page.getByRole('heading', { name: 'Vacatures', exact: true })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto(`/vacatures/${vacancy.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Gesloten', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Deze vacature is gesloten en neemt geen sollicitaties meer aan.'),
  ).toBeVisible();
  await expect(page.getByText(/^Solliciteren kon tot en met /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solliciteren' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await screenshots(page, 'vacancy-past-closing-date');

  const refused = await page.request.post(`/api/vacancies/${vacancy.id}/apply`, {
    data: { motivation: 'Ik werk graag met voorraad en heb ervaring in een magazijn.' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(
    'De sluitingsdatum van deze vacature is voorbij: solliciteren kan niet meer.',
  );

  await page.context().clearCookies();
  await loginViaApi(page, companyEmail, 'Fietsbel-Oranje7');
  await page.goto('/');
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Sluitingsdatum voorbij: talent kan niet meer solliciteren')).toBeVisible();
  await screenshots(page, 'company-vacancy-past-closing-date');
});
