import { expect, test } from '@playwright/test';
import { expectNoRawKeys, expectNoSeriousA11yViolations, registerViaApi, screenshots } from './helpers.ts';

test('a talent makes an access token, an integration uses it, and after revoking it is refused', async ({
  page,
}) => {
  await registerViaApi(page, 'talent', 'Tobias');
  await page.goto('/profile?tab=security');
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  const card = page.getByRole('form', { name: 'Token aanmaken' });

  await page.getByRole('button', { name: 'Token aanmaken' }).click();
  await card.getByLabel('Naam').fill('HR-koppeling');
  await card.getByLabel('Cursussen en inschrijvingen: lezen').check();
  await expect(card.getByLabel('Beheer: lezen')).toHaveCount(0);
  // Making a token asks for the password (issue 47).
  await card.getByLabel('Je wachtwoord').fill('Fietsbel-Oranje7');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Token aanmaken' }).click();

  const shown = page.getByTestId('new-token');
  await expect(shown).toHaveValue(/^sp_/);
  const token = await shown.inputValue();
  await expect(page.getByTestId('access-token')).toContainText('HR-koppeling');
  await expect(page.getByTestId('access-token')).toContainText('Cursussen en inschrijvingen: lezen');
  await expectNoRawKeys(page, 'token list');
  await screenshots(page, 'access-tokens');
  await expectNoSeriousA11yViolations(page);

  // A server-side caller: no cookie jar, only the token.
  const bearer = { Authorization: `Bearer ${token}` };
  const ctx = await page.context().browser()?.newContext();
  const api = ctx ? ctx.request : page.request;
  const base = new URL(page.url()).origin;
  expect((await api.get(`${base}/api/user`, { headers: bearer })).status()).toBe(200);
  expect((await api.get(`${base}/api/user/profile`, { headers: bearer })).status()).toBe(403);

  await page.getByRole('button', { name: 'Klaar' }).click();
  await expect(shown).toHaveCount(0);
  await page.getByRole('button', { name: 'Intrekken: HR-koppeling' }).click();
  await expect(page.getByText('Je hebt nog geen toegangstokens.')).toBeVisible();
  expect((await api.get(`${base}/api/user`, { headers: bearer })).status()).toBe(401);
  await ctx?.close();
});
