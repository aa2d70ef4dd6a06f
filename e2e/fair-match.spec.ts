import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

/**
 * The company's view of a claim-only applicant (decisions 191, 305): the skills with their evidence,
 * the score counting vouched evidence only (0 %) with the proof beside it and the claims listed; the
 * talent sees the same breakdown, and declaring a skill adds a claim, not points.
 * Own data only: a fresh company, vacancy and talent.
 */
test('a company sees a claim-only applicant at 0 % with the claims beside it; the talent sees the same', async ({
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
  // Heftruck only self-declared: a claim, shown but not counted.
  await expect(breakdown.getByText('Match 0%')).toBeVisible();
  await expect(breakdown.getByTestId('match-proof')).toHaveText('0 van 3 aangetoond, 1 opgegeven');
  await expect(breakdown.getByTestId('match-claims')).toContainText('Opgegeven, niet aangetoond: Heftruck');
  const row = (skill: string) => breakdown.getByRole('listitem').filter({ hasText: skill });
  await expect(row('Heftruck').getByText('Zelf opgegeven')).toBeVisible();
  // Which skill of the evidence met the requirement: "Heftruck" is the list's Heftruck rijden.
  await expect(row('Heftruck').getByTestId('match-via')).toHaveText(
    '← aangetoond met Heftruck rijden (heftruck)',
  );
  await expect(row('Excel VBA').getByText('Niet aangetoond')).toBeVisible();
  await expect(row('Programmeren in Python').getByText('Niet aangetoond')).toBeVisible();
  await expect(breakdown.getByText('scanresultaten tellen nooit mee.', { exact: false })).toBeVisible();
  await expect(review.getByText(/Holland|RIASEC|interesse/i)).toHaveCount(0);
  await expectNoA11yViolations(page, 'review dialog', review);
  await screenshots(page, 'fair-match-company-review');
  await page.keyboard.press('Escape');
  // The dashboard's recent applications never show a bare percentage.
  await expect(page.getByTestId('recent-applications')).toContainText(
    '0% match (0 van 3 aangetoond, 1 opgegeven)',
  );
  await screenshots(page, 'fair-match-company-dashboard');

  // The talent sees exactly that breakdown under Mijn sollicitaties and declares Excel VBA.
  await page.context().clearCookies();
  await page.context().addCookies(talentCookies);
  await page.goto('/vacatures');
  const mine = page.getByRole('list', { name: 'Mijn sollicitaties' });
  const own = mine.getByTestId('match-breakdown');
  await expect(own.getByText('Match 0%')).toBeVisible();
  await expect(mine.getByText('Dit ziet het bedrijf ook.')).toBeVisible();
  await own.getByRole('button', { name: 'Ik beheers dit: Excel VBA' }).click();
  await expect(page.getByText('Excel VBA toegevoegd als zelf opgegeven vaardigheid')).toBeVisible();
  await expect(own.getByText('Match 0%')).toBeVisible();
  await expect(own.getByTestId('match-proof')).toHaveText('0 van 3 aangetoond, 2 opgegeven');
  await expect(
    own.getByRole('listitem').filter({ hasText: 'Excel VBA' }).getByText('Zelf opgegeven'),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'my applications');
  await screenshots(page, 'fair-match-talent-applications');

  // The vacancy page: the talent's own exploration is labelled as such, apart from the match.
  await page.goto(`/vacatures/${vacancyId}`);
  await expect(page.getByText('Verkenning (alleen voor jou)')).toHaveCount(0); // no scan yet
  await expect(page.getByTestId('match-breakdown').getByText('Match 0%')).toBeVisible();
  await expect(
    page.getByText('Je toont 0 van de 3 gevraagde vaardigheden aan; 2 heb je opgegeven.', { exact: false }),
  ).toBeVisible();
  await screenshots(page, 'fair-match-vacancy-detail');
});
