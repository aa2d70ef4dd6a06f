import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

/** Edit a course, add a run, enrol with the confirmation step, progress, confirmation, cancel. */

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const dutchDay = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** A new course of the demo institute (verified, so its courses are public): the test's own data. */
async function newVerifiedCourse(page: import('@playwright/test').Page, title: string, price = 895) {
  await page.goto('/');
  await loginViaApi(page, DEMO.institute);
  const created = await page.request.post('/api/courses', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      title,
      description: 'Leer het vak.',
      category: 'Education',
      level: 'Beginner',
      duration: 4,
      price,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('institute edits a course and adds a run; a learner enrols, records progress; the institute confirms a pass', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // one long journey over three accounts, with axe on four screens
  const stamp = Date.now();
  const courseId = await newVerifiedCourse(page, `Pedagogiek ${stamp}`);
  const start = inDays(40);

  await page.goto('/institute');
  const row = page.getByTestId('institute-course').filter({ hasText: `Pedagogiek ${stamp}` });
  await expect(row.getByText('Actief', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Bewerken/ }).click();
  const edit = page.getByRole('dialog', { name: 'Cursus bewerken' });
  await expect(edit.getByLabel('Titel *')).toHaveValue(`Pedagogiek ${stamp}`);
  await edit.getByLabel('Titel *').fill(`Pedagogiek vernieuwd ${stamp}`);
  await edit.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText('Cursus bijgewerkt')).toBeVisible();

  const renamed = page.getByTestId('institute-course').filter({ hasText: `Pedagogiek vernieuwd ${stamp}` });
  await renamed.getByRole('button', { name: /^Startdatums/ }).click();
  const runs = page.getByRole('dialog');
  await runs.getByLabel('Startdatum *').fill(start);
  await runs.getByLabel('Locatie').fill('Utrecht');
  await runs.getByLabel('Plaatsen').fill('12');
  await runs.getByRole('button', { name: 'Startdatum toevoegen' }).click();
  await expect(page.getByText('Startdatum toegevoegd')).toBeVisible();
  await expect(runs.getByText(`Start ${dutchDay(start)}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'learning-runs-dialog');
  await page.keyboard.press('Escape');

  // The catalogue shows the new title and the start date.
  await page.goto('/courses');
  await page.getByLabel('Zoek cursussen').fill(`vernieuwd ${stamp}`);
  const card = page.getByRole('link', { name: new RegExp(`Pedagogiek vernieuwd ${stamp}`) });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Start ${dutchDay(start)}`)).toBeVisible();
  await page.getByLabel('Start binnen 3 maanden').check();
  await expect(card).toBeVisible();

  // A learner enrols in the run through the confirmation step.
  const learner = await (await browser.newContext()).newPage();
  await learner.goto('/');
  await registerViaApi(learner, 'talent', 'Lotte');
  await learner.goto(`/courses/${courseId}`);
  await learner.getByRole('button', { name: 'Inschrijven' }).click();
  const confirm = learner.getByRole('dialog', { name: 'Inschrijving bevestigen' });
  await expect(confirm.getByText('€ 895,00')).toBeVisible();
  await expect(confirm.getByText(dutchDay(start))).toBeVisible();
  await expect(confirm.getByText('Utrecht')).toBeVisible();
  await expect(confirm.getByRole('link', { name: 'Doe de subsidiecheck' })).toBeVisible();
  await expectNoSeriousA11yViolations(learner);
  await screenshots(learner, 'learning-enrol-confirm');
  await confirm.getByRole('button', { name: 'Inschrijving bevestigen' }).click();
  await expect(learner.getByText(`Start ${dutchDay(start)} · Utrecht`)).toBeVisible();

  // Progress on /progress: 100 is self-reported, the institute still has to confirm.
  await learner.goto('/progress');
  await expect(learner.getByRole('heading', { name: 'Voortgang', level: 1 })).toBeVisible();
  const mine = learner
    .getByTestId('progress-enrollment')
    .filter({ hasText: `Pedagogiek vernieuwd ${stamp}` });
  await mine.getByLabel(/Voortgang voor/).fill('100');
  await mine.getByRole('button', { name: 'Opslaan' }).click();
  await expect(learner.getByText('Voortgang opgeslagen')).toBeVisible();
  await expect(mine.getByText('Afgerond (zelf gemeld)')).toBeVisible();
  await expect(mine.getByText(/Het instituut bevestigt je resultaat/)).toBeVisible();
  await expect(mine.getByText('Wat er nu gebeurt')).toBeVisible();
  await expect(mine.getByText('Nog te doen voor een certificaat')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Geschiedenis' }).click();
  await expect(mine.getByText('Zelf afgerond gemeld (100%)')).toBeVisible();
  await expectNoSeriousA11yViolations(learner);
  await screenshots(learner, 'learning-progress');

  // The institute confirms a pass.
  await page.goto('/institute');
  await page.getByRole('tab', { name: 'Cursisten' }).click();
  // Its own course, not whichever is newest (other workers add courses to the demo institute too).
  await page.getByLabel('Cursus', { exact: true }).selectOption({ label: `Pedagogiek vernieuwd ${stamp}` });
  const learnerRow = page.getByTestId('learner').filter({ hasText: 'Lotte Tester' });
  await expect(learnerRow.getByText('Afgerond (zelf gemeld)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'learning-learners');
  await learnerRow.getByRole('button', { name: 'Geslaagd: Lotte Tester', exact: true }).click();
  const pass = page.getByRole('dialog');
  // The run starts in 40 days: a pass now needs the reason for an exemption.
  await expect(pass.getByText(`Deze cursus begint pas op ${dutchDay(start)}`)).toBeVisible();
  await expect(pass.getByRole('button', { name: 'Bevestig: geslaagd' })).toBeDisabled();
  await pass
    .getByLabel('Reden voor vrijstelling')
    .fill('Vrijstelling op basis van eerder verworven competenties');
  await screenshots(page, 'learning-pass-exemption');
  await pass.getByLabel('Notitie (optioneel)').fill('Mooi eindwerk');
  await pass.getByRole('button', { name: 'Bevestig: geslaagd' }).click();
  await expect(page.getByText('Resultaat bevestigd')).toBeVisible();
  await expect(learnerRow.getByText('Geslaagd', { exact: true })).toBeVisible();

  await learner.goto('/progress');
  const results = learner.getByTestId('confirmed-results');
  await expect(results.getByText(`Pedagogiek vernieuwd ${stamp}`, { exact: true })).toBeVisible();
  // The pass issued a verifiable certificate (h21b's credential), linked to its /verify page.
  await expect(
    results.getByRole('link', { name: new RegExp(`Pedagogiek vernieuwd ${stamp} ·`) }),
  ).toHaveAttribute('href', /^\/verify\//);
  await expect(learner.getByText('Notitie van het instituut: Mooi eindwerk')).toBeVisible();
  // Nothing is left to do above a passed course.
  await expect(mine.getByText('Je resultaat', { exact: true })).toBeVisible();
  await expect(mine.getByText('Nog te doen voor een certificaat')).toHaveCount(0);
});

test('a learner cancels an enrolment that has not started; /progress in English passes axe', async ({
  page,
}) => {
  // A free course: no subsidy hint in the confirmation step.
  const courseId = await newVerifiedCourse(page, `Annuleerbaar ${Date.now()}`, 0);
  await page.goto('/');
  await registerViaApi(page, 'talent', 'Bram');
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByText('Start op afroep').first()).toBeVisible();
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  const confirm = page.getByRole('dialog', { name: 'Inschrijving bevestigen' });
  await expect(confirm.getByText('€ 0,00')).toBeVisible();
  await expect(confirm.getByTestId('subsidy-hint')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Inschrijving bevestigen' }).click();
  await page.getByRole('button', { name: 'Inschrijving annuleren' }).click();
  await page
    .getByRole('dialog', { name: 'Inschrijving annuleren?' })
    .getByRole('button', { name: 'Inschrijving annuleren' })
    .click();
  await expect(page.getByRole('button', { name: 'Inschrijven' })).toBeVisible();

  await page.goto('/progress');
  await expect(page.getByText('Je bent nog niet ingeschreven voor een cursus.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
