import { expect, test } from '@playwright/test';
import { authenticator } from 'otplib';
import {
  DEMO,
  expectNoSeriousA11yViolations,
  loginViaApi,
  registerViaApi,
  screenshots,
  setUpTotpViaApi,
} from './helpers.ts';

/**
 * Issue 47 part 6: an institute's forced set-up shows the recovery codes once (copy, download,
 * "Ik heb ze bewaard") before the app opens; an admin resets a user's factor in Beheer with a
 * reason. Part 1: making a token asks for the password. The focus goes to each action's result.
 */
test('an institute sees and stores its recovery codes in the forced set-up', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page, 'institute', 'Iris', { factor: false });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stel eerst tweestapsverificatie in' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Authenticator-app instellen' }).click();
  // The code field takes the focus once the QR code is there.
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  await page.getByLabel('Code', { exact: true }).fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Aanzetten' }).click();

  // The codes stay on screen (the gate does not open yet) and their heading has the focus.
  const heading = page.getByRole('heading', { name: 'Je herstelcodes' });
  await expect(heading).toBeFocused();
  const codes = page.getByRole('list', { name: 'Je herstelcodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  const shown = await codes.allTextContents();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'recovery-codes-institute');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('herstelcodes-skillsplatform.txt');
  const text = await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8'));
  for (const c of shown) expect(text).toContain(c.trim());

  // A reload of the factor's state (as a window refocus would do) does not hide them.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(page.getByRole('heading', { name: 'Stel eerst tweestapsverificatie in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A recovery code is a working second factor (the one just stored).
  const status = await page.request.get('/api/user/mfa');
  expect((await status.json()).recoveryCodesLeft).toBe(10);
});

test('an admin resets a user’s second factor in Beheer, with a reason', async ({ browser, page }) => {
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto('/');
  const email = await registerViaApi(userPage, 'talent', 'Lotte');
  await setUpTotpViaApi(userPage, email);
  expect((await (await userPage.request.get('/api/user/mfa')).json()).totp).toBe(true);

  await page.goto('/');
  await loginViaApi(page, DEMO.admin);
  await page.goto('/profile?tab=admin');
  const form = page.getByRole('form', { name: 'Tweestapsverificatie resetten' });
  await expect(form).toBeVisible();
  // Without a user and reason the focus goes to the first field that needs one.
  await form.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
  await expect(form.getByLabel('Gebruiker', { exact: true })).toBeFocused();
  await form.getByLabel('Zoek gebruiker op naam of e-mail').fill(email);
  const select = form.getByLabel('Gebruiker', { exact: true });
  await expect(select.locator('option', { hasText: email })).toHaveCount(1);
  await select.selectOption({
    label: (await select.locator('option', { hasText: email }).textContent()) ?? '',
  });
  await form.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
  await expect(form.getByLabel('Reden')).toBeFocused();
  await expect(form.getByText('Geef een reden')).toBeVisible();
  await form.getByLabel('Reden').fill('Telefoon kwijt; identiteit gecontroleerd via videobellen');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-mfa-reset');
  await form.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
  const done = page.getByRole('status').filter({ hasText: 'is gereset' });
  await expect(done).toBeFocused();
  await expect(done).toContainText(email);
  // Audited with the reason; the user is signed out everywhere.
  await expect(
    page.getByText(/heeft de tweestapsverificatie van .* gereset \(reden: Telefoon kwijt/),
  ).toBeVisible();
  expect((await userPage.request.get('/api/user')).status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
  await userContext.close();
});

test('making a token asks for the password; turning the factor off asks for password and code', async ({
  page,
}) => {
  await page.goto('/');
  const email = await registerViaApi(page, 'talent', 'Tim');
  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Token aanmaken' }).click();
  const form = page.getByRole('form', { name: 'Token aanmaken' });
  await form.getByLabel('Naam').fill('HR-koppeling');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Token aanmaken' }).click();
  await expect(form.getByLabel('Je wachtwoord')).toBeFocused();
  await form.getByLabel('Je wachtwoord').fill('Niet-Het-Wachtwoord-9');
  await form.getByRole('button', { name: 'Token aanmaken' }).click();
  await expect(form.getByText('Het huidige wachtwoord is onjuist')).toBeVisible();
  await expect(form.getByLabel('Je wachtwoord')).toBeFocused();
  await form.getByLabel('Je wachtwoord').fill('Fietsbel-Oranje7');
  await form.getByRole('button', { name: 'Token aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'Je nieuwe token' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'token-created');

  await setUpTotpViaApi(page, email);
  await page.reload();
  const off = page.getByRole('form', { name: 'Uitzetten' });
  await off.getByLabel('Je wachtwoord').fill('Fietsbel-Oranje7');
  await off.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(off.getByLabel('Code uit je authenticator-app of herstelcode')).toBeFocused();
  await off.getByLabel('Code uit je authenticator-app of herstelcode').fill('000000');
  await off.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(off.getByText('Onjuiste of al gebruikte code')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'mfa-turn-off');
});
