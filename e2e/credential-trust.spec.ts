import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

/**
 * Evidence counts when someone we trust vouched for it (issue 46, decision 405): the company sees
 * where each proven skill comes from, and an admin keeps the list of trusted issuers.
 */

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

test('a company sees the source of each proven skill: the certificate, its issuer and trust, a link', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const courseTitle = `Spreadsheets ${stamp}`;
  // The demo institute (verified) issues a certificate for a passed course with the skill.
  const institute = await (await browser.newContext()).newPage();
  await institute.goto('/');
  await loginViaApi(institute, DEMO.institute);
  const course = await institute.request.post('/api/courses', {
    headers: origin(institute),
    data: {
      title: courseTitle,
      description: 'Rekenen met draaitabellen.',
      category: 'Education',
      level: 'Beginner',
      duration: 4,
      price: 195,
      skills: ['Werken met Excel'],
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;

  // A company with a vacancy asking for the skill.
  const company = await (await browser.newContext()).newPage();
  await company.goto('/');
  const companyEmail = await registerViaApi(company, 'company', 'Mirjam');
  const title = `Administratief medewerker ${stamp}`;
  const vacancy = await company.request.post('/api/company/vacancies', {
    headers: origin(company),
    data: {
      title,
      description: 'Je houdt de cijfers bij.',
      location: 'Zwolle',
      hours: 32,
      // "Excel" is a synonym in the skills list: the certificate's Werken met Excel meets it.
      skills: ['Excel', 'Planning'],
      hollandCode: null,
    },
  });
  expect(vacancy.status(), await vacancy.text()).toBe(201);
  const vacancyId = ((await vacancy.json()) as { id: number }).id;

  // A learner passes the course (confirmed by the institute) and applies.
  const learner = await (await browser.newContext()).newPage();
  await learner.goto('/');
  await registerViaApi(learner, 'talent', 'Noor');
  const enrolled = await learner.request.post(`/api/courses/${courseId}/enroll`, {
    headers: origin(learner),
    data: {},
  });
  expect(enrolled.status(), await enrolled.text()).toBeLessThan(300);
  const enrollmentId = ((await enrolled.json()) as { enrollment: { id: number } }).enrollment.id;
  await learner.request.patch(`/api/enrollments/${enrollmentId}/progress`, {
    headers: origin(learner),
    data: { progress: 100 },
  });
  const passed = await institute.request.post(`/api/institute/enrollments/${enrollmentId}/complete`, {
    headers: origin(institute),
    data: { passed: true },
  });
  expect(passed.status(), await passed.text()).toBeLessThan(300);
  const applied = await learner.request.post(`/api/vacancies/${vacancyId}/apply`, {
    headers: origin(learner),
    data: { motivation: 'Ik werk dagelijks met spreadsheets.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await company.context().clearCookies();
  await loginViaApi(company, companyEmail, 'Fietsbel-Oranje7');
  await company.goto('/');
  await company.getByRole('button', { name: `Sollicitanten van ${title} (1)` }).click();
  const dialog = company.getByRole('dialog', { name: `Sollicitanten: ${title}` });
  const source = dialog.getByTestId('evidence-source').first();
  await expect(source).toContainText(`Bron: ${courseTitle}`);
  await expect(source).toContainText('geverifieerd instituut op dit platform');
  await expect(source.getByRole('link', { name: 'Bekijk het bewijs' })).toHaveAttribute(
    'href',
    /^\/verify\//,
  );
  await expect(dialog.getByText(/een door het instituut bevestigd resultaat telt voor 90%/)).toBeVisible();
  // Which skill of the evidence met which requirement (decision 465).
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Excel' }).getByTestId('match-via')).toHaveText(
    `← aangetoond met Werken met Excel (${courseTitle})`,
  );
  await expectNoSeriousA11yViolations(company);
  await screenshots(company, 'company-evidence-source');
});

test('an admin adds a trusted issuer (its did:web domain shown) and removes it again', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, DEMO.admin);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Vertrouwde uitgevers' }).click();
  const host = `badges-${Date.now()}.example.org`;
  await page.getByLabel('DID van de uitgever').fill(`did:web:${host}:issuers:7`);
  await page.getByLabel('Naam', { exact: true }).fill('Edubadges Testacademie');
  await page.getByLabel('Notitie (wat je hebt gecontroleerd)').fill('KvK en website gecontroleerd');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('Edubadges Testacademie staat nu bij de vertrouwde uitgevers')).toBeVisible();
  const list = page.getByTestId('trusted-issuers');
  await expect(list.getByText(`Domein: ${host}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-trusted-issuers');
  await list
    .getByRole('button', { name: 'Edubadges Testacademie verwijderen uit de vertrouwde uitgevers' })
    .click();
  await expect(page.getByText('Edubadges Testacademie is geen vertrouwde uitgever meer')).toBeVisible();
  await expect(list.getByText(`Domein: ${host}`)).toHaveCount(0);
});
