import { expect, test } from '@playwright/test';
import { apiAs, expectNoA11yViolations, registerViaApi, screenshots } from './helpers.ts';

/**
 * "Andere mogelijkheden" are part of the result (issue 49): after the questionnaire's result view
 * closes they stay on Beschikbaar, and a later visit shows them again from the stored analysis.
 */
test('Andere mogelijkheden stay after the check and on every later visit', async ({ page }) => {
  test.setTimeout(120_000);
  await registerViaApi(page, 'talent', 'Fenna');
  await page.goto('/subsidies');
  await page.getByRole('button', { name: 'Subsidiecheck' }).click();
  const d = page.getByRole('dialog');
  const next = () => d.getByRole('button', { name: 'Volgende' }).click();
  await d.getByLabel('Wat is je geboortedatum?').fill('1988-04-12');
  await next();
  await d.getByLabel('Wat is je huidige werksituatie?').selectOption('employee');
  await next();
  await d.getByRole('combobox').fill('Utrecht');
  await d.getByRole('option', { name: 'Utrecht', exact: true }).click();
  await next();
  await d.getByRole('radio', { name: 'Ja' }).check(); // fewer than 250 staff
  await next();
  await next(); // no cao
  await d.getByLabel('Wat voor opleiding wil je volgen?').selectOption('short_course');
  await next();
  while (await d.getByRole('button', { name: 'Volgende' }).isVisible()) await next();
  await d.getByRole('button', { name: 'Analyseer subsidies' }).click();
  await expect(page.getByText('Analyse voltooid')).toBeVisible();
  // The dialog's result view closes after a second; the alternatives stay on the page.
  await expect(d).toBeHidden();
  const others = page.getByRole('region', { name: 'Andere mogelijkheden' });
  const expectOthers = async () => {
    await expect(others.getByText('Gratis advies bij het Leerwerkloket')).toBeVisible();
    await expect(others.getByText('Je werkgever kan je opleiding betalen')).toBeVisible();
    await expect(others.getByText(/artikel 7:611a BW/)).toBeVisible();
    // SLIM pays no course fees: an option for the employer, never a "Passend" card.
    await expect(others.getByText('SLIM: je werkgever kan advies betalen, geen cursusgeld')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'SLIM-subsidie' })).toHaveCount(0);
    await expect(others.getByText(/STAP-budget .*\(gestopt\)/)).toBeVisible();
    await expect(others.getByText(/Bron: rijksoverheid\.nl, 13 juni 2023\./)).toBeVisible();
  };
  await expectOthers();
  await page.waitForTimeout(1500);
  await expectOthers();

  // A later visit: the stored analysis brings them back.
  await page.goto('/dashboard');
  await page.goto('/subsidies');
  await expect(page.getByText(/^Laatste analyse:/)).toBeVisible();
  await expectOthers();
  await expectNoA11yViolations(page, 'nl Andere mogelijkheden');
  await screenshots(page, 'subsidies-alternatives');
});

test('a dossier of a scheme with yearly rounds shows its next window, and says when it is expected', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerViaApi(page, 'talent', 'Joris');
  const thirdRoute = {
    '1': '1998-02-01',
    '2': 'employee',
    '4': 'GM0153',
    '9': 'mbo_third_route',
    '12': true,
  };
  await apiAs(page, 'POST', '/api/subsidies/submit', { responses: thirdRoute, sessionId: 'e2e-window' });
  await apiAs(page, 'POST', '/api/subsidies/applications', { schemeId: 'praktijkleren-derde-leerweg' });
  await page.goto('/subsidies?tab=aanvragen');
  const dossier = page.locator('[data-dossier]').filter({
    has: page.getByRole('heading', { name: 'Subsidieregeling praktijkleren derde leerweg' }),
  });
  await expect(dossier.getByText('Uiterste aanvraagdatum')).toBeVisible();
  await expect(dossier.getByText(/^Verwacht: dit tijdvak is nog niet gepubliceerd/)).toBeVisible();
  await expectNoA11yViolations(page, 'nl expected window');
  await screenshots(page, 'dossiers-expected-window');
});
