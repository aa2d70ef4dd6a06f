import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

test('a company creates a vacancy, a talent applies, the company moves it to Interview and the talent sees it', async ({
  page,
}) => {
  const title = `Magazijnplanner ${Date.now()}`;
  const companyEmail = await registerViaApi(page, 'company', 'Karin');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bedrijfsdashboard' })).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Kerncijfers' });
  for (const label of ['Actieve vacatures', 'Sollicitaties', 'Wachtend op review', 'Gem. match score'])
    await expect(tiles.getByText(label)).toBeVisible();

  // Nieuwe vacature: validation first, then a real vacancy.
  await page.getByRole('button', { name: 'Nieuwe vacature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe vacature' });
  await dialog.getByRole('button', { name: 'Vacature plaatsen' }).click();
  await expect(dialog.getByText('Titel is verplicht')).toBeVisible();
  await expect(dialog.getByText('Noem minimaal één vaardigheid')).toBeVisible();
  await dialog.getByLabel('Titel').fill(title);
  await dialog.getByLabel('Omschrijving').fill('Je plant de inslag en uitslag van ons magazijn.');
  await dialog.getByLabel('Locatie').fill('Tilburg');
  await dialog.getByLabel('Uren per week').fill('32');
  await dialog.getByLabel('Gevraagde vaardigheden').fill('Planning, Excel');
  await dialog.getByLabel('Holland-code (optioneel)').fill('CE');
  await dialog.getByRole('button', { name: 'Vacature plaatsen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#main').getByText(title)).toBeVisible();
  await expect(tiles.getByText('1', { exact: true })).toBeVisible();

  // Close and reopen its own vacancy (never a seeded one: other workers read those).
  await page.getByRole('button', { name: `Sluit ${title}` }).click();
  await page.getByText('Gesloten vacatures (1)').click();
  await page.getByRole('button', { name: `Heropen ${title}` }).click();
  await expect(page.getByRole('button', { name: `Sluit ${title}` })).toBeVisible();

  // A talent finds it, applies once and sees the status Review.
  await page.context().clearCookies();
  await registerViaApi(page, 'talent', 'Joris');
  await page.goto('/vacatures');
  await expect(page.getByRole('heading', { name: 'Vacatures', level: 1 })).toBeVisible();
  await page.getByLabel('Zoek vacatures').fill('magazijnplanner');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel('Motivatie').fill('Kort');
  await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
  await expect(page.getByText('Schrijf minimaal 20 tekens: vertel')).toBeVisible();
  await page.getByLabel('Motivatie').fill('Ik plan al jaren de logistiek van een groot magazijn.');
  await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
  await expect(page.getByText('Je hebt op deze vacature gesolliciteerd.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verstuur sollicitatie' })).toHaveCount(0);
  await expect(page.getByText('In behandeling').first()).toBeVisible();
  await expect(page.getByText('Review', { exact: true })).toHaveCount(0);
  const talentCookies = await page.context().cookies();

  // The company moves the application to Interview.
  await page.context().clearCookies();
  await loginViaApi(page, companyEmail, 'Fietsbel-Oranje7');
  await page.goto('/');
  await expect(page.getByTestId('recent-applications').getByText('Joris Tester')).toBeVisible();
  await page.getByRole('button', { name: 'Sollicitaties beoordelen' }).click();
  const review = page.getByRole('dialog', { name: 'Sollicitaties beoordelen' });
  await review.getByLabel('Status van Joris Tester').selectOption('interview');
  await expect(page.getByText('Status bijgewerkt')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('recent-applications').getByText('Interview')).toBeVisible();

  // The talent sees the new status.
  await page.context().clearCookies();
  await page.context().addCookies(talentCookies);
  await page.goto('/vacatures');
  const mine = page.getByRole('list', { name: 'Mijn sollicitaties' });
  await expect(mine.getByText(title)).toBeVisible();
  await expect(mine.getByText('Interview')).toBeVisible();
});

test('the demo company dashboard shows real figures, searches talent; its dialogs axe clean', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.company);
  const dash = await (await page.request.get('/api/company/dashboard')).json();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bedrijfsdashboard' })).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Kerncijfers' });
  await expect(tiles.getByText(String(dash.totalApplications), { exact: true })).toBeVisible();
  await expect(tiles.getByText(`${dash.averageMatchScore}%`)).toBeVisible();
  for (const label of ['Aangenomen', 'Interview', 'In behandeling'])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await screenshots(page, 'company-dashboard');

  await page.getByRole('button', { name: 'Talent zoeken' }).click();
  const search = page.getByRole('dialog', { name: 'Talent zoeken' });
  await search.getByLabel('Vaardigheid').fill('python');
  await search.getByRole('button', { name: 'Zoeken' }).click();
  await expect(search.getByRole('list', { name: 'Zoekresultaten' })).toBeVisible();
  await expect(
    search.getByText('Sanne', { exact: true }).or(search.getByText('Sanne van den Berg')),
  ).toBeVisible();
  // The skill searched for comes first, never hidden behind "+8". Sanne's result: talents other
  // tests register may rank before her, matched through a skill of their own.
  const firstSkill = search
    .getByRole('list', { name: 'Zoekresultaten' })
    .getByRole('listitem')
    .filter({ hasText: 'Sanne' })
    .first()
    .getByRole('listitem')
    .first();
  await expect(firstSkill).toContainText(/python/i);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Sollicitaties beoordelen' }).click();
  const review = page.getByRole('dialog', { name: 'Sollicitaties beoordelen' });
  await expect(review.getByLabel('Status van Sanne van den Berg')).toHaveValue('under_review');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'company-review');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Nieuwe vacature' }).click();
  await page
    .getByRole('dialog', { name: 'Nieuwe vacature' })
    .getByRole('button', { name: 'Vacature plaatsen' })
    .click();
  await expect(page.getByText('Titel is verplicht')).toBeVisible();
  await screenshots(page, 'company-new-vacancy');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Analytics' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Recruitment analytics' }).getByText('Aannamepercentage'),
  ).toBeVisible();
});

test('the demo talent sees vacancies with her match and her application; a vacancy page axe clean', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.talent);
  await page.goto('/vacatures');
  await expect(page.getByRole('heading', { name: 'Vacatures', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Jouw match met Junior data-analist' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Mijn sollicitaties' }).getByText('Junior data-analist'),
  ).toBeVisible();
  await screenshots(page, 'vacancies');

  await page.getByRole('link', { name: 'Logistiek planner' }).click();
  await expect(page.getByRole('heading', { name: 'Logistiek planner' })).toBeVisible();
  await expect(page.getByText('Waarom deze match')).toBeVisible();
  await expect(page.getByLabel('Motivatie')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'vacancy-detail');

  // The dashboard's Skills match tile names a real vacancy and links to /vacatures.
  const match = await (await page.request.get('/api/user/skills-match')).json();
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Kerncijfers' });
  // The best match may be another worker's new vacancy (its company may have no name yet): the title is enough.
  await expect(tiles.getByText(match.vacancyTitle, { exact: false })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Bekijk vacatures' })).toHaveAttribute('href', '/vacatures');
});

test('institutes get no vacancies page data', async ({ page }) => {
  await loginViaApi(page, DEMO.institute);
  expect((await page.request.get('/api/vacancies')).status()).toBe(403);
  expect((await page.request.get('/api/company/dashboard')).status()).toBe(403);
});
