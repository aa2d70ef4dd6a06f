import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

/**
 * Issue 22 §1: the company opens an application and sees the skills with their evidence (not only a
 * percentage); the talent sees the same breakdown and can declare a missing skill from there.
 * Own data only: a fresh company, vacancy and talent.
 */
test('a company sees the evidence breakdown of an application; the talent sees the same and fixes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Magazijnmedewerker ${Date.now()}`;
  const companyEmail = await registerViaApi(page, 'company', 'Femke');
  await page.goto('/');
  const headers = { Origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/company/vacancies', {
    headers,
    data: {
      title,
      description: 'Orderpicken en laden.',
      location: 'Venlo',
      hours: 38,
      skills: ['Heftruck', 'Excel VBA', 'Programmeren in Python'],
      hollandCode: 'RC',
    },
  });
  expect(created.status()).toBe(201);
  const vacancyId = (await created.json()).id as number;

  await page.context().clearCookies();
  await registerViaApi(page, 'talent', 'Daan');
  expect(
    (await page.request.post('/api/user/skills', { headers, data: { name: 'heftruck' } })).status(),
  ).toBe(201);
  const applied = await page.request.post(`/api/vacancies/${vacancyId}/apply`, {
    headers,
    data: { motivation: 'Ik rijd al vijf jaar heftruck in een groot magazijn.' },
  });
  expect(applied.status()).toBe(201);
  const talentCookies = await page.context().cookies();

  // The company opens the application: the breakdown, each skill with its evidence level.
  await page.context().clearCookies();
  await loginViaApi(page, companyEmail, 'Fietsbel-Oranje7');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sollicitaties beoordelen' }).click();
  const review = page.getByRole('dialog', { name: 'Sollicitaties beoordelen' });
  const application = review.getByRole('article', { name: 'Daan Tester' });
  const breakdown = application.getByTestId('match-breakdown');
  await expect(breakdown.getByRole('heading', { name: 'Vaardigheden en bewijs' })).toBeVisible();
  // Heftruck self-declared (0.3) of three required skills: 10 %.
  await expect(breakdown.getByText('Match 10%')).toBeVisible();
  const row = (skill: string) => breakdown.getByRole('listitem').filter({ hasText: skill });
  await expect(row('Heftruck').getByText('Zelf opgegeven')).toBeVisible();
  await expect(row('Excel VBA').getByText('Niet aangetoond')).toBeVisible();
  await expect(row('Programmeren in Python').getByText('Niet aangetoond')).toBeVisible();
  await expect(breakdown.getByText('Scanresultaten tellen nooit mee.', { exact: false })).toBeVisible();
  await expect(review.getByText(/Holland|RIASEC|interesse/i)).toHaveCount(0);
  await expectNoA11yViolations(page, 'review dialog');
  await screenshots(page, 'fair-match-company-review');
  await page.keyboard.press('Escape');

  // The talent sees exactly that breakdown under Mijn sollicitaties and declares Excel VBA.
  await page.context().clearCookies();
  await page.context().addCookies(talentCookies);
  await page.goto('/vacatures');
  const mine = page.getByRole('list', { name: 'Mijn sollicitaties' });
  const own = mine.getByTestId('match-breakdown');
  await expect(own.getByText('Match 10%')).toBeVisible();
  await expect(mine.getByText('Dit ziet het bedrijf ook.')).toBeVisible();
  await own.getByRole('button', { name: 'Ik beheers dit: Excel VBA' }).click();
  await expect(page.getByText('Excel VBA toegevoegd als zelf opgegeven vaardigheid')).toBeVisible();
  await expect(own.getByText('Match 20%')).toBeVisible();
  await expect(
    own.getByRole('listitem').filter({ hasText: 'Excel VBA' }).getByText('Zelf opgegeven'),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'my applications');
  await screenshots(page, 'fair-match-talent-applications');

  // The vacancy page: the talent's own exploration is labelled as such, apart from the match.
  await page.goto(`/vacatures/${vacancyId}`);
  await expect(page.getByText('Verkenning (alleen voor jou)')).toHaveCount(0); // no scan yet
  await expect(page.getByTestId('match-breakdown').getByText('Match 20%')).toBeVisible();
  await screenshots(page, 'fair-match-vacancy-detail');
});
