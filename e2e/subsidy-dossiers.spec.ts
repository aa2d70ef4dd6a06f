import { expect, type Page, test } from '@playwright/test';
import {
  apiAs,
  companyWithEmployee,
  expectNoA11yViolations,
  expectNoRawKeys,
  registerViaApi,
  screenshots,
} from './helpers.ts';

/** Answers of an employee of a small firm looking for career advice (a SLIM match: SLIM pays no course fees). */
const SME_EMPLOYEE = {
  '1': '1990-06-15',
  '2': 'employee',
  '3': 'mbo4',
  '4': 'GM0153',
  '6': true,
  '7': 'above_150',
  '8': 'metaal-techniek',
  '9': 'career_advice',
};
/** A job seeker with WW (a UWV match). */
const WW_JOB_SEEKER = { ...SME_EMPLOYEE, '2': 'job_seeker_ww', '9': 'short_course' };

const card = (page: Page, name: string | RegExp) =>
  page.locator('[data-dossier]').filter({ has: page.getByRole('heading', { name }) });

test('SLIM: the talent asks the employer, the company accepts and records submitted and approved; the talent sees it on Status', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { company, talent } = await companyWithEmployee(browser, { company: 'Karin', talent: 'Ruben' });
  await apiAs(talent, 'POST', '/api/subsidies/submit', { responses: SME_EMPLOYEE, sessionId: 'e2e' });

  // From the match to a dossier.
  await talent.goto('/subsidies');
  const slim = talent
    .getByRole('listitem')
    .filter({ has: talent.getByRole('heading', { name: 'SLIM-subsidie', exact: true }) });
  await slim.getByRole('button', { name: 'Aanvragen' }).click();
  const start = talent.getByRole('dialog', { name: 'Aanvraag starten: SLIM-subsidie' });
  // SLIM pays advice, a scan or learning culture, never course fees: no course to pick.
  await expect(start.getByText(/SLIM betaalt geen cursusgeld/)).toBeVisible();
  await expect(start.getByLabel('Voor welke cursus? (optioneel)')).toHaveCount(0);
  await start.getByLabel('Kosten van het advies of de scan, in euro (optioneel)').fill('6000');
  await screenshots(talent, 'dossiers-start-slim');
  await start.getByRole('button', { name: 'Dossier starten' }).click();
  await expect(talent).toHaveURL(/tab=aanvragen/);
  // The toast library loads with the first toast: wait for it, so axe below never meets it fading in.
  await expect(talent.getByText('Dossier gestart')).toBeVisible();
  const dossier = card(talent, 'SLIM-subsidie');
  await expect(dossier.getByText('Concept')).toBeVisible();
  await expect(
    dossier.getByText('Deze regeling vraagt je werkgever aan: vraag je werkgever om de aanvraag te doen.'),
  ).toBeVisible();
  await expect(dossier.getByText('eHerkenning van de werkgever (niveau EH2+ of hoger)')).toBeVisible();
  await expect(dossier.getByRole('link', { name: /Naar de aanvraagpagina/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoA11yViolations(talent, 'nl Aanvragen');
  await screenshots(talent, 'dossiers-aanvragen');

  await dossier.getByRole('button', { name: 'Werkgever vragen' }).click();
  const ask = talent.getByRole('dialog', { name: 'Je werkgever vragen de aanvraag te doen' });
  await ask.getByLabel('Bericht aan je werkgever (optioneel)').fill('Past bij mijn ontwikkelplan.');
  await ask.getByRole('button', { name: 'Verzoek versturen' }).click();
  await expect(dossier.getByText('Je werkgever beslist over je verzoek.')).toBeVisible();
  await expect(dossier.getByRole('button', { name: 'Werkgever vragen' })).toBeHidden();

  // The company: from its dashboard to Subsidieverzoeken.
  await company.goto('/dashboard');
  await company.getByRole('link', { name: 'Subsidieverzoeken' }).click();
  await expect(company).toHaveURL(/\/subsidieverzoeken$/);
  await expect(company.getByRole('heading', { name: 'Subsidieverzoeken', level: 1 })).toBeVisible();
  await expect(company.getByText('Gevraagd door Ruben Tester')).toBeVisible();
  await expect(company.getByText('Past bij mijn ontwikkelplan.')).toBeVisible();
  await expectNoA11yViolations(company, 'nl Subsidieverzoeken');
  await screenshots(company, 'dossiers-company-request');
  await company.getByRole('button', { name: 'Accepteren' }).click();
  await expect(company.getByText('Jij doet de aanvraag')).toBeVisible();

  const record = async (step: string, fill: (d: ReturnType<Page['getByRole']>) => Promise<void>) => {
    await card(company, 'SLIM-subsidie').getByRole('button', { name: 'Stap vastleggen' }).click();
    const d = company.getByRole('dialog', { name: 'Stap vastleggen' });
    await d.getByLabel('Nieuwe status').selectOption({ label: step });
    await fill(d);
    await d.getByRole('button', { name: 'Opslaan' }).click();
    await expect(d).toBeHidden();
  };
  await record('Ingediend bij de aanbieder', (d) =>
    d.getByLabel('Kenmerk van de aanbieder (optioneel)').fill('SLIM-2026-0042'),
  );
  await expect(card(company, 'SLIM-subsidie').getByText('In behandeling')).toBeVisible();
  await record('Goedgekeurd', (d) => d.getByLabel('Toegekend bedrag in euro').fill('5500'));
  await expect(card(company, 'SLIM-subsidie').getByText('Goedgekeurd', { exact: true })).toBeVisible();
  await expectNoA11yViolations(company, 'nl Subsidieverzoeken after approval');

  // The talent follows it: gone from Aanvragen, decided on Status, with the history.
  await talent.goto('/subsidies?tab=status');
  const decided = card(talent, 'SLIM-subsidie');
  await expect(decided.getByText('Goedgekeurd', { exact: true })).toBeVisible();
  await expect(decided.getByText('€ 5.500,00')).toBeVisible();
  await expect(decided.getByText('SLIM-2026-0042')).toBeVisible();
  await decided.getByRole('button', { name: 'Toon geschiedenis' }).click();
  await expect(decided.getByText('Werkgever doet de aanvraag')).toBeVisible();
  await expectNoA11yViolations(talent, 'nl Status');
  await screenshots(talent, 'dossiers-status');
  await talent.goto('/subsidies?tab=aanvragen');
  await expect(talent.getByText('Nog geen aanvragen gedaan')).toBeVisible();
});

test('UWV: a talent records the application herself, from concept to submitted', async ({ page }) => {
  test.setTimeout(240_000);
  await registerViaApi(page, 'talent', 'Noor');
  await apiAs(page, 'POST', '/api/subsidies/submit', { responses: WW_JOB_SEEKER, sessionId: 'e2e-uwv' });
  await page.goto('/subsidies');
  const uwv = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Scholing met een WW-uitkering' }) });
  await uwv.getByRole('button', { name: 'Aanvragen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Dossier starten' }).click();
  const dossier = card(page, 'Scholing met een WW-uitkering');
  await expect(dossier.getByText('Een afspraak met je adviseur van UWV over de scholing')).toBeVisible();
  await expect(dossier.getByText('De deelnemer zelf')).toBeVisible();
  await dossier.getByRole('button', { name: 'Stap vastleggen' }).click();
  const d = page.getByRole('dialog', { name: 'Stap vastleggen' });
  await expect(d.getByLabel('Nieuwe status')).toHaveValue('submitted');
  await d.getByLabel('Kenmerk van de aanbieder (optioneel)').fill('UWV-9911');
  await d.getByLabel('Notitie (optioneel)').fill('Ingediend via werk.nl');
  await d.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dossier.getByText('In behandeling')).toBeVisible();
  await expect(
    dossier.getByText('Wacht op het besluit van de aanbieder en leg het hier vast.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Status' }).click();
  await expect(card(page, 'Scholing met een WW-uitkering').getByText('UWV-9911')).toBeVisible();

  // The printable summary.
  await page.goto('/subsidies?tab=aanvragen');
  await dossier.getByRole('link', { name: 'Dossier bekijken' }).click();
  await expect(page.getByRole('heading', { name: 'Samenvatting subsidieaanvraag' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeVisible();
  await expectNoA11yViolations(page, 'nl dossier page');
  await screenshots(page, 'dossiers-summary');
});

// Once marked a known failure ("blank page"). The page was never blank: the failure screenshots were
// of the talent's page while the company's axe check failed. The cause was a race: after Decline, the
// "Request declined" toast comes with sonner, which loads with the first toast, so the axe check could
// start before the toast existed (nothing to wait for yet) and then judge its contrast mid fade-in.
// The check now waits for the toast first.
test('in English: the dossier screens read English and pass axe', async ({ browser }) => {
  test.setTimeout(300_000);
  const { company, talent } = await companyWithEmployee(browser, { company: 'Karin', talent: 'Ruben' }, 'en');
  await apiAs(talent, 'POST', '/api/subsidies/submit', { responses: SME_EMPLOYEE, sessionId: 'e2e-en' });
  const { id } = await apiAs(talent, 'POST', '/api/subsidies/applications', {
    schemeId: 'slim',
    amountRequested: 3000,
  });
  await apiAs(talent, 'POST', `/api/subsidies/applications/${id}/employer-request`, {});
  await talent.goto('/subsidies?tab=aanvragen');
  const dossier = card(talent, /^SLIM subsidy/);
  await expect(dossier.getByText('Your employer is deciding on your request.')).toBeVisible();
  await expect(dossier.getByText('Draft')).toBeVisible();
  await expectNoRawKeys(talent, 'en Applications');
  await expectNoA11yViolations(talent, 'en Applications');
  await company.goto('/subsidieverzoeken');
  await expect(company.getByRole('heading', { name: 'Subsidy requests', level: 1 })).toBeVisible();
  await expect(company.getByText('Awaiting your decision')).toBeVisible();
  await company.getByRole('button', { name: 'Decline' }).click();
  const decline = company.getByRole('dialog', { name: 'Decline request' });
  await decline.getByLabel('Reason (optional)').fill('No budget this year');
  await expectNoA11yViolations(company, 'en decline dialog', decline);
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(company.getByText('Declined', { exact: true })).toBeVisible();
  await expect(company.getByText('Request declined', { exact: true })).toBeVisible();
  await expectNoA11yViolations(company, 'en Subsidy requests');
  await talent.reload();
  await expect(
    dossier.getByText('Your employer will not make the application: No budget this year'),
  ).toBeVisible();
  await screenshots(talent, 'dossiers-en-applications');
});

test('a talent without a linked employer is told how to ask outside the platform', async ({ page }) => {
  test.setTimeout(120_000);
  await registerViaApi(page, 'talent', 'Sem');
  // Who may apply follows the last subsidy check.
  await apiAs(page, 'POST', '/api/subsidies/submit', { responses: SME_EMPLOYEE, sessionId: 'e2e-alone' });
  const { id } = await apiAs(page, 'POST', '/api/subsidies/applications', { schemeId: 'slim' });
  await page.goto('/subsidies?tab=aanvragen');
  const dossier = card(page, 'SLIM-subsidie');
  await expect(dossier.getByText('Geen werkgever gekoppeld', { exact: true })).toBeVisible();
  await expect(dossier.getByRole('button', { name: 'Werkgever vragen' })).toBeHidden();
  await dossier.getByRole('link', { name: 'Samenvatting afdrukken' }).click();
  await expect(page).toHaveURL(new RegExp(`/subsidies/dossiers/${id}$`));
  await expect(
    page.getByText('Sem Tester vraagt je om SLIM-subsidie aan te vragen.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Het KvK-nummer van de werkgever')).toBeVisible();
});
