import { expect, type Page, test } from '@playwright/test';
import { apiAs, registerViaApi, screenshots } from './helpers.ts';

/** Investigative items get full agreement so the profile has a shape (and career matches). */
const INVESTIGATIVE = new Set([2, 8, 39, 45, 51]);
const keyFor = (n: number) => (INVESTIGATIVE.has(n) ? '5' : String((n % 5) + 1));

async function chooseLanguage(page: Page, name: 'English' | 'Nederlands') {
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitemradio', { name }).click();
}

const scanResult = async (page: Page, lang: 'nl' | 'en') =>
  (await page.request.get('/api/user/scan-result', { headers: { 'Accept-Language': lang } })).json();

test('a new talent switches to English and takes and reads the scan in English', async ({ page }) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  await page.addInitScript(() => localStorage.setItem('tour.scan.completed', 'done'));
  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Persoonlijkheids- en Carrièrescan' })).toBeVisible();
  await chooseLanguage(page, 'English');

  await page.getByRole('button', { name: 'Start scan', exact: true }).click();
  await expect(page.getByText('Block 1 of 5: Work interests – part 1')).toBeVisible();
  await expect(page.getByText('For each work activity, say how much you would like to do it')).toBeVisible();
  await expect(page.getByText('I would like to help build a house.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Strongly disagree', exact: true })).toBeVisible();
  for (let n = 1; n <= 2; n++) {
    await expect(page.getByText(`Question ${n} of 65`)).toBeVisible();
    await page.keyboard.press(keyFor(n));
  }

  // The picker rewords the current statement at once; the place and the answers stay.
  await expect(page.getByText('Question 3 of 65')).toBeVisible();
  await chooseLanguage(page, 'Nederlands');
  await expect(page.getByText('Vraag 3 van 65')).toBeVisible();
  await expect(page.getByText('Ik zou graag boeken of toneelstukken schrijven.')).toBeVisible();
  await expect(page.getByText('2 van 65 beantwoord')).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page.getByText('I would like to write books or plays.')).toBeVisible();

  for (let n = 3; n <= 13; n++) {
    await expect(page.getByText(`Question ${n} of 65`)).toBeVisible();
    await page.keyboard.press(keyFor(n));
  }
  await expect(page.getByText('Block 2 of 5: Personality')).toBeVisible();
  await expect(page.getByText('I am always prepared.')).toBeVisible();
  await screenshots(page, 'scan-en-question');
  // Answering is the subject of the lines above; 14–64 are saved as the page saves them (40 s less
  // of CI), then the scan resumes in English and the last answer is given in the page.
  await expect(page.getByText('Question 14 of 65')).toBeVisible();
  await expect
    .poll(async () => Object.keys((await apiAs(page, 'GET', '/api/user/scan-draft')).answers).length)
    .toBe(13);
  for (let n = 14; n <= 64; n++)
    await apiAs(page, 'PUT', `/api/user/scan-draft/${n}`, { value: Number(keyFor(n)) });
  await page.goto('/scan');
  await page.getByRole('button', { name: 'Continue where you left off (64 answered)' }).click();
  await expect(page.getByText('Question 65 of 65')).toBeVisible();
  await page.keyboard.press(keyFor(65));

  await expect(page.getByRole('heading', { name: 'Scan Complete!' })).toBeVisible({ timeout: 15_000 });
  const en = await scanResult(page, 'en');
  expect(en.personalityType).toMatch(/^(The |Broad profile)/);
  expect(en.careerMatches.length).toBeGreaterThan(0);
  await expect(page.getByText(en.profileSummary)).toBeVisible();
  await expect(page.getByText(en.personalityType, { exact: true })).toBeVisible();
  await expect(page.getByText(en.learningStyle, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.careerMatches[0].title, exact: true })).toBeVisible();
  await expect(page.getByText(en.careerMatches[0].reason).first()).toBeVisible();
  await expect(page.getByText(en.recommendations.summary)).toBeVisible();
  await expect(page.getByText('van 100')).toHaveCount(0);
  await screenshots(page, 'scan-en-result');

  // The same stored result in Dutch, at once, with the same numbers.
  await chooseLanguage(page, 'Nederlands');
  const nl = await scanResult(page, 'nl');
  expect(nl.personalityType).toMatch(/^(De |Breed profiel)/);
  expect(nl.careerMatches.map((c: { match: number }) => c.match)).toEqual(
    en.careerMatches.map((c: { match: number }) => c.match),
  );
  await expect(page.getByRole('heading', { name: 'Scan Compleet!' })).toBeVisible();
  await expect(page.getByText(nl.profileSummary)).toBeVisible();
  await expect(page.getByRole('heading', { name: nl.careerMatches[0].title, exact: true })).toBeVisible();
  await chooseLanguage(page, 'English');

  // The passport and the dashboard read the same result in English.
  await page.goto('/skills-passport');
  await page
    .getByRole('button', { name: 'Skip' })
    .click({ timeout: 5000 })
    .catch(() => {});
  await expect(page.getByRole('heading', { name: 'My Passport' })).toBeVisible();
  await expect(page.getByText(en.primaryDrive, { exact: true })).toBeVisible();
  await expect(page.getByText(en.careerMatches[0].title, { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Personality' }).click();
  await expect(page.getByRole('progressbar', { name: 'Empathy' })).toHaveAttribute(
    'aria-valuenow',
    String(en.agreeableness),
  );
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByText(en.softSkills[0], { exact: true })).toBeVisible();
  await screenshots(page, 'scan-en-passport');
  await page.goto('/');
  await expect(page.getByText('Scan completed')).toBeVisible();
  await expect(page.getByText(`Profile: ${en.personalityType}`)).toBeVisible();
});
