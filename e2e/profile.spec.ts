import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

const NEW_PASSWORD = 'Zomer-Avond2026!';

test('a talent edits and saves the profile; fields are read-only until Bewerken and after saving', async ({
  page,
}) => {
  await page.goto('/');
  await registerViaApi(page, 'talent', 'Eva');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Eva Tester', level: 1 })).toBeVisible();
  for (const tab of ['Persoonlijk', 'Beveiliging'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  for (const tab of ['Werknemers', 'Opleidingen', 'Beheer'])
    await expect(page.getByRole('tab', { name: tab })).toHaveCount(0);
  const phone = page.getByLabel('Telefoonnummer');
  await expect(phone).toBeDisabled();
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('Nederland');
  await expect(page.getByText('Je e-mailadres kan niet worden gewijzigd.')).toBeVisible();
  await expect(page.getByText('Lid sinds')).toBeVisible();
  await expect(page.getByText('Accounttype')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Bewerken' }).click();
  await expect(phone).toBeEnabled();
  await phone.fill('06-12345678');
  await page.getByLabel('Postcode').fill('1234');
  // The settings card below has its own Opslaan: use the one of the personal-data form.
  const save = page
    .getByRole('form', { name: 'Persoonlijke gegevens' })
    .getByRole('button', { name: 'Opslaan' });
  await save.click();
  await expect(page.getByText('Voer een geldige postcode in, zoals 1234 AB')).toBeVisible();
  await page.getByLabel('Postcode').fill('3511ab');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('Over mij').fill('Ik wil data-analist worden.');
  await save.click();
  await expect(page.getByText('Profiel bijgewerkt')).toBeVisible();
  await expect(phone).toBeDisabled();
  await expect(page.getByLabel('Postcode')).toHaveValue('3511 AB');
  await page.reload();
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await expect(page.getByLabel('Postcode')).toHaveValue('3511 AB');
  await screenshots(page, 'profile-personal');
});

test('an institute sees its name read-only in Profiel, to be changed through Instellingen', async ({
  page,
}) => {
  await page.goto('/');
  await registerViaApi(page, 'institute', 'Ina');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Bewerken' }).click();
  const name = page.getByLabel('Naam instelling');
  await expect(name).toBeDisabled();
  await expect(page.getByText('De naam van je instelling wijzig je via Instellingen.')).toBeVisible();
  // The rest of the form still saves (the name is not sent).
  await page.getByLabel('Plaats').fill('Delft');
  await page
    .getByRole('form', { name: 'Persoonlijke gegevens' })
    .getByRole('button', { name: 'Opslaan' })
    .click();
  await expect(page.getByText('Profiel bijgewerkt')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'profile-institute-name');
});

test('changing the password: live rules, toast, other sessions end, sign in with the new one', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const email = await registerViaApi(page, 'talent', 'Wim');
  // A second device of the same user.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await loginViaApi(otherPage, email, 'Fietsbel-Oranje7');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await expect(page.getByTestId('session')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
  const rules = page.getByTestId('password-rules');
  for (const rule of [
    'Minimaal 10 tekens',
    'Minimaal één hoofdletter',
    'Minimaal één cijfer',
    'Minimaal één speciaal teken',
  ])
    await expect(rules.getByText(rule)).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(`${NEW_PASSWORD}x`);
  await expect(rules.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  await expect(rules.getByText('Huidig wachtwoord is verplicht')).toBeVisible();
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(NEW_PASSWORD);
  await page.getByLabel('Huidig wachtwoord').fill('Fietsbel-Oranje7');
  await expect(rules.getByText('Het nieuwe wachtwoord voldoet aan alle eisen.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'profile-security');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Wachtwoord gewijzigd')).toBeVisible();
  await expect(page.getByLabel('Huidig wachtwoord')).toHaveCount(0);
  await expect(page.getByTestId('session')).toHaveCount(1);
  expect((await otherPage.request.get('/api/user')).status()).toBe(401);
  await other.close();

  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();
});

const ROLE_TABS = [
  ['company', DEMO.company, ['Persoonlijk', 'Beveiliging', 'Werknemers'], ['Opleidingen', 'Beheer']],
  ['institute', DEMO.institute, ['Persoonlijk', 'Beveiliging', 'Opleidingen'], ['Werknemers', 'Beheer']],
  ['admin', DEMO.admin, ['Persoonlijk', 'Beveiliging', 'Opleidingen', 'Beheer'], ['Werknemers']],
] as const;

for (const [role, email, shown, hidden] of ROLE_TABS) {
  test(`profile tabs of the ${role}: the right ones`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await loginViaApi(page, email);
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Persoonlijk' })).toBeVisible();
    for (const name of hidden) await expect(page.getByRole('tab', { name })).toHaveCount(0);
    for (const name of shown) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
    if (role === 'admin') {
      await expect(page.getByText('Platformstatistieken')).toBeVisible();
      await expect(page.getByText('Gebruikerstype wijzigen')).toBeVisible();
      await screenshots(page, 'profile-admin');
      // Opleidingen lists every course for an admin (courses.manageAll), not a 403: newest first, 20
      // at a time, the next 20 behind Meer laden (the demo alone has more than 40).
      await page.getByRole('tab', { name: 'Opleidingen' }).click();
      const cards = page.getByTestId('institute-course');
      await expect(cards).toHaveCount(20);
      await page.getByRole('button', { name: 'Meer laden' }).click();
      await expect(cards).toHaveCount(40);
    }
  });
}
