import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  expectNoRawKeys,
  expectNoSeriousA11yViolations,
  loginViaApi,
  presetLanguage,
  registerViaApi,
  screenshots,
} from './helpers.ts';

const dialog = (page: Page) => page.getByRole('dialog');

/** Keyboard only: Tab to Volgende (or Analyseer subsidies) and press Enter. */
async function nextByKeyboard(page: Page) {
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (text === 'Volgende' || text === 'Analyseer subsidies') {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error('Volgende not reachable by Tab');
}

async function step(page: Page, n: number, of?: number) {
  await expect(
    dialog(page).getByText(of ? `Vraag ${n} van ${of}` : new RegExp(`^Vraag ${n} van \\d+$`)),
  ).toBeVisible();
}

async function openCheck(page: Page) {
  await page.goto('/subsidies');
  const start = page.getByRole('button', { name: /^(Subsidiecheck|Check opnieuw)$/ });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: 'Subsidiecheck' })).toBeVisible();
}

test('signed out: toast Niet ingelogd and /auth', async ({ page }) => {
  await page.goto('/subsidies');
  await expect(page.getByText('Niet ingelogd')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an SME employee looking for career advice completes the questionnaire by keyboard and sees SLIM with its reason', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  await page.goto('/subsidies');
  await expect(page.getByRole('heading', { name: 'Nog geen subsidiecheck gedaan' })).toBeVisible();
  await openCheck(page);

  await step(page, 1);
  await expect(dialog(page).getByRole('button', { name: 'Vorige' })).toBeDisabled();
  // Volgende without an answer: the spec's message, and we stay on step 1.
  await nextByKeyboard(page);
  await expect(dialog(page).getByText('Geboortedatum is verplicht')).toBeVisible();
  // Chromium orders the date segments by its UI language: try month-first, then day-first.
  const birth = dialog(page).getByLabel('Wat is je geboortedatum?');
  await birth.focus();
  await page.keyboard.type('06151990');
  if ((await birth.inputValue()) !== '1990-06-15') {
    await birth.focus();
    await page.keyboard.type('15061990');
  }
  await expect(dialog(page).getByLabel('Wat is je geboortedatum?')).toHaveValue('1990-06-15');
  await nextByKeyboard(page);

  await step(page, 2);
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByLabel('Wat is je huidige werksituatie?')).toHaveValue('employee');
  await nextByKeyboard(page);

  // Education (3) and income (5, 7) are no longer asked; the municipality is step 3.
  await step(page, 3);
  const municipality = dialog(page).getByRole('combobox', { name: 'In welke gemeente woon je?' });
  await expect(municipality).toBeFocused();
  await expect(municipality).toHaveAttribute('placeholder', 'Zoek je gemeente...');
  await page.keyboard.type('qqq');
  await expect(dialog(page).getByText('Geen gemeente gevonden.')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('ensch');
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('option', { name: 'Enschede' })).toBeVisible();
  await screenshots(page, 'subsidies-municipality-search');
  await page.keyboard.press('Enter');
  await expect(municipality).toHaveValue('Enschede');
  await page.keyboard.press('Enter');

  await step(page, 4);
  await page.keyboard.press('Space');
  await expect(dialog(page).getByRole('radio', { name: 'Ja' })).toBeChecked();
  await nextByKeyboard(page);

  await step(page, 5);
  const cao = dialog(page).getByRole('combobox', { name: /Onder welke cao val je/ });
  await expect(cao).toHaveAttribute('placeholder', 'Zoek je cao...');
  await page.keyboard.type('zzz');
  await expect(dialog(page).getByText('Geen cao gevonden.')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('metaal');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cao).toHaveValue('Metaal en Techniek');
  await page.keyboard.press('Enter');

  // Under Metaal en Techniek the branch decides the fund (question 16). It was counted
  // from the start (14 possible steps, with the full-time question 17 until the course type rules it out), so choosing the cao added no step.
  await step(page, 6, 14);
  await expect(dialog(page).getByRole('group', { name: /In welke branche werkt je bedrijf/ })).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: 'Metaalbewerking' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog(page).getByRole('radio', { name: 'Metaalbewerking' })).toBeChecked();
  await nextByKeyboard(page);

  await step(page, 7, 14);
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByLabel('Wat voor opleiding wil je volgen?')).toHaveValue('career_advice');
  await nextByKeyboard(page);

  // 10, 11, 13, 14 and 15 are optional; 12 is hidden for career advice: 12 steps in all.
  for (const n of [8, 9, 10, 11]) {
    await step(page, n, 12);
    await nextByKeyboard(page);
  }
  await step(page, 12, 12);
  await expect(dialog(page).getByRole('button', { name: 'Analyseer subsidies' })).toBeVisible();
  await nextByKeyboard(page);

  await expect(page.getByText('Analyse voltooid')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const slim = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'SLIM-subsidie' }) });
  await expect(slim.getByText('Passend')).toBeVisible();
  await expect(slim.getByText('Tot €24.999 voor je werkgever')).toBeVisible();
  await expect(slim.getByText(/Je werkgever vraagt de subsidie aan/)).toBeVisible();
  // Aanvragen starts a dossier (e2e/subsidy-dossiers.spec.ts follows it through).
  await expect(slim.getByRole('button', { name: 'Aanvragen' })).toBeVisible();
  // Every figure carries its own source and date; no blanket "Laatst gecontroleerd" line.
  const rate = slim.locator('[data-fact="rate"]');
  await expect(rate).toContainText('60% van de kosten van de werkgever, voor alle mkb-ondernemingen');
  await expect(rate).toContainText('gecontroleerd op 24 november 2026');
  await slim.getByRole('button', { name: 'Meer info' }).click();
  await expect(slim.getByText('Laatst gecontroleerd')).toHaveCount(0);
  // The window status is computed from today's date: the next window expected, derived from the
  // last published one, with that source's own date.
  await expect(slim.getByText(/Het volgende tijdvak is nog niet gepubliceerd; verwacht van/)).toBeVisible();
  await expect(slim.getByText(/Bron van de tijdvakken: tophrdesk\.nl, 25 februari 2021\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: /OOM/ })).toBeVisible();
});

test('a job seeker on WW sees UWV; Nieuwe analyse starten resets to step 1', async ({ page }) => {
  await registerViaApi(page);
  await openCheck(page);
  await dialog(page).getByLabel('Wat is je geboortedatum?').fill('1980-02-01');
  await dialog(page).getByRole('button', { name: 'Volgende' }).click();
  await dialog(page).getByLabel('Wat is je huidige werksituatie?').selectOption('job_seeker_ww');
  await dialog(page).getByRole('button', { name: 'Volgende' }).click();
  // Common names find the official one: the list is searched on the server.
  await dialog(page).getByRole('combobox').fill('Den Haag');
  await expect(dialog(page).getByRole('option', { name: "'s-Gravenhage" })).toBeVisible();
  await dialog(page).getByRole('combobox').fill('Den Bosch');
  await expect(dialog(page).getByRole('option', { name: "'s-Hertogenbosch" })).toBeVisible();
  await dialog(page).getByRole('combobox').fill('Rotter');
  await dialog(page).getByRole('option', { name: 'Rotterdam' }).click();
  await dialog(page).getByRole('button', { name: 'Volgende' }).click();
  // A steady counter. Question 12 (erkend leerbedrijf) may still follow, so it is counted
  // until the course type rules it out; the total never jumps up.
  await step(page, 4, 10);
  await dialog(page).getByLabel('Wat voor opleiding wil je volgen?').selectOption('mbo_bbl');
  await dialog(page).getByRole('button', { name: 'Volgende' }).click();
  // 12 is shown for bbl, 17 (full-time, for bol) is not: 9 steps.
  for (let n = 5; n < 9; n++) {
    await step(page, n, 9);
    await dialog(page).getByRole('button', { name: 'Volgende' }).click();
  }
  await dialog(page).getByRole('button', { name: 'Analyseer subsidies' }).click();
  await expect(page.getByText('Analyse voltooid')).toBeVisible();
  // The result view shows, then the dialog closes after 1 s and the results are refetched.
  await expect(dialog(page)).toBeHidden();
  const uwv = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Scholing met een WW-uitkering' }) });
  await expect(uwv.getByText('Aanbieder: UWV')).toBeVisible();
  await expect(uwv.getByText('Je hebt een WW-uitkering.')).toBeVisible();

  // Reopening shows the last result view of this visit, with Nieuwe analyse starten.
  await page.getByRole('button', { name: 'Check opnieuw' }).click();
  await expect(dialog(page).getByText('1 passende subsidie gevonden')).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Scholing met een WW-uitkering' })).toBeVisible();
  await expect(dialog(page).getByText('Waarom past dit bij jou?')).toBeVisible();
  await expect(dialog(page).getByText('Andere mogelijkheden')).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: /Aanvraag indienen/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'subsidies-result');
  await dialog(page).getByRole('button', { name: 'Nieuwe analyse starten' }).click();
  await step(page, 1);
  await expect(dialog(page).getByLabel('Wat is je geboortedatum?')).toHaveValue('');
});

test('Metaal en Techniek, installation branch: OTIB / Wij Techniek is named, not OOM; other caos are not asked the branch', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  await openCheck(page);
  const d = dialog(page);
  const next = () => d.getByRole('button', { name: 'Volgende' }).click();
  await d.getByLabel('Wat is je geboortedatum?').fill('1988-04-12');
  await next();
  await d.getByLabel('Wat is je huidige werksituatie?').selectOption('employee');
  await next();
  await d.getByRole('combobox').fill('Utrecht');
  await d.getByRole('option', { name: 'Utrecht', exact: true }).click();
  await next();
  await step(page, 4, 14);
  await next(); // 6 (fewer than 250 staff) is optional
  // Another cao first: the branch question is ruled out and the total shrinks by one.
  await d.getByRole('combobox', { name: /Onder welke cao val je/ }).fill('Horeca');
  await d.getByRole('option', { name: 'Horeca' }).click();
  await next();
  await step(page, 6, 13);
  await expect(d.getByLabel('Wat voor opleiding wil je volgen?')).toBeVisible();
  await d.getByRole('button', { name: 'Vorige' }).click();
  await d.getByRole('combobox', { name: /Onder welke cao val je/ }).fill('metaal');
  await d.getByRole('option', { name: 'Metaal en Techniek' }).click();
  await next();
  await step(page, 6, 14);
  const branch = d.getByRole('group', { name: /In welke branche werkt je bedrijf/ });
  await expect(branch.getByRole('radio')).toHaveCount(6);
  await branch.getByRole('radio', { name: 'Technische installatie' }).check();
  await screenshots(page, 'subsidies-branch-question');
  await next();
  await d.getByLabel('Wat voor opleiding wil je volgen?').selectOption('short_course');
  await next();
  for (let n = 8; n < 12; n++) {
    await step(page, n, 12);
    await next();
  }
  await step(page, 12, 12);
  await d.getByRole('button', { name: 'Analyseer subsidies' }).click();
  await expect(page.getByText('Analyse voltooid')).toBeVisible();
  await expect(d).toBeHidden();

  const otib = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /OTIB \/ Wij Techniek/ }) });
  await expect(otib).toBeVisible();
  await expect(otib.getByText(/Je bedrijf hoort bij het technisch installatiebedrijf/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /OOM/ })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Metaalbewerkingsbedrijf');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'subsidies-branch-result');
});

test('the load-error card when the questionnaire cannot be loaded', async ({ page }) => {
  await registerViaApi(page);
  await page.route('**/api/subsidies/questionnaire', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"kapot"}' }),
  );
  await openCheck(page);
  await expect(dialog(page).getByText('Fout bij laden vragenlijst')).toBeVisible();
  await expect(dialog(page).getByText('Probeer de pagina te vernieuwen')).toBeVisible();
});

test('the demo talent: stored results, status tab, axe on the check dialog, screenshots', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.talent);
  await page.goto('/subsidies');
  await expect(page.getByRole('heading', { name: 'Levenlanglerenkrediet' })).toBeVisible();
  // SLIM pays no course fees: not a match for her hbo module, but among the other options.
  const others = page.getByRole('region', { name: 'Andere mogelijkheden' });
  await expect(others.getByText('SLIM: je werkgever kan advies betalen, geen cursusgeld')).toBeVisible();
  await screenshots(page, 'subsidies-available');

  await page.getByRole('tab', { name: 'Aanvragen' }).click();
  // Her SLIM application (submitted by her employer) is still open: it waits for the decision.
  await expect(page.getByRole('heading', { name: 'SLIM-subsidie' })).toBeVisible();
  await expect(page.getByText('Wacht op het besluit van de aanbieder en leg het hier vast.')).toBeVisible();
  await page.getByRole('tab', { name: 'Status' }).click();
  await expect(page.getByText('Goedgekeurd').first()).toBeVisible();
  await expect(page.getByText('In behandeling').first()).toBeVisible();
  await expect(page.getByText(/\d{1,2}-\d{1,2}-\d{4}/).first()).toBeVisible();
  await screenshots(page, 'subsidies-status');

  await page.getByRole('tab', { name: 'Beschikbaar' }).click();
  await page.getByRole('button', { name: 'Check opnieuw' }).click();
  await step(page, 1);
  // The profile's birth date is the prefill of question 1.
  await expect(dialog(page).getByLabel('Wat is je geboortedatum?')).toHaveValue('1994-03-12');
  await dialog(page).getByRole('button', { name: 'Volgende' }).click();
  await dialog(page).getByRole('button', { name: 'Volgende' }).click();
  await expect(dialog(page).getByText('Werkstatus is verplicht')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'subsidies-dialog');
});

test('in English: the questionnaire asks in English and ends in English results', async ({ page }) => {
  test.setTimeout(180_000);
  await presetLanguage(page, 'en');
  await registerViaApi(page);
  await page.goto('/subsidies');
  await expect(page.getByRole('heading', { name: 'No subsidy check yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Subsidy check' }).click();
  const d = dialog(page);
  await expect(d.getByText('Question 1 of', { exact: false })).toBeVisible();
  await d.getByRole('button', { name: 'Next' }).click();
  await expect(d.getByText('Date of birth is required')).toBeVisible();
  await d.getByLabel('What is your date of birth?').fill('1990-06-15');
  await d.getByRole('button', { name: 'Next' }).click();
  const work = d.getByLabel('What is your current work situation?');
  await expect(work.locator('option[value="employee"]')).toHaveText('Employed');
  await work.selectOption('employee');
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('combobox', { name: 'Which municipality do you live in?' }).fill('Ensch');
  await d.getByRole('option', { name: 'Enschede' }).click();
  await d.getByRole('button', { name: 'Next' }).click();
  // Education and income are no longer asked.
  await d.getByRole('radio', { name: 'Yes' }).check(); // 6: fewer than 250 staff
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('combobox', { name: /collective labour agreement/ }).fill('metaal');
  await d.getByRole('option', { name: 'Metaal en Techniek' }).click();
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('radio', { name: 'Metalworking' }).check(); // 16: the branch decides the fund
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByLabel('What kind of training do you want to take?').selectOption('career_advice');
  await d.getByRole('button', { name: 'Next' }).click();
  for (let n = 10; n < 14; n++) await d.getByRole('button', { name: 'Next' }).click();
  await screenshots(page, 'subsidies-dialog-en');
  await d.getByRole('button', { name: 'Analyse subsidies' }).click();
  await expect(page.getByText('Analysis complete')).toBeVisible();

  // The stored result on the page is in English too, with English amounts and months.
  await expect(d).toBeHidden();
  const slim = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'SLIM subsidy (learning and development in SMEs)' }) });
  await expect(slim.getByText('Up to €24,999 for your employer')).toBeVisible();
  await expect(
    slim.getByText('You are employed by an employer with fewer than 250 staff (an SME).'),
  ).toBeVisible();
  await expect(slim.locator('[data-fact="rate"]')).toContainText('checked on 24 November 2026');
  await slim.getByRole('button', { name: 'More info' }).click();
  await expect(page.getByRole('heading', { name: /OOM: training and development fund/ })).toBeVisible();
  await expectNoRawKeys(page, 'subsidies en');
  await screenshots(page, 'subsidies-available-en');

  // The result view of this visit: reasons and alternatives in English.
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(d.getByText('2 suitable subsidies found')).toBeVisible();
  await expect(d.getByText('Why does this fit you?').first()).toBeVisible();
  await expect(d.getByText(/Your employer applies for the subsidy/).first()).toBeVisible();
  await expect(d.getByText('Free advice from the Leerwerkloket')).toBeVisible();
  await expect(d.getByText('STAP budget (former personal training budget) (ended)')).toBeVisible();
  await expectNoRawKeys(page, 'subsidies result en');
  await screenshots(page, 'subsidies-result-en');
  await page.keyboard.press('Escape');

  // Switching back to Dutch fetches the same result in Dutch.
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitemradio', { name: /Nederlands/ }).click();
  await expect(page.getByRole('heading', { name: 'SLIM-subsidie' })).toBeVisible();
  await expect(page.getByText(/Je werkgever vraagt de subsidie aan/).first()).toBeVisible();
});
