import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi, loginViaUi, screenshots } from './helpers.ts';

const mainNav = (page: import('@playwright/test').Page) =>
  page.locator('header nav[aria-label="Hoofdnavigatie"]');

test('landing → Talent → Registreren → register → dashboard greeting, then logout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ik ben een...' })).toBeVisible();
  for (const card of ['Begeleiding', 'Voorsprong', 'Relevantie', 'Platform']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: /Talent/ }).click();
  await expect(page.getByRole('button', { name: /Bedrijf/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Opleider/ })).toHaveCount(0);
  await expect(page.getByTestId('welcome-text')).toContainText('Welkom, talent!');
  await page.getByRole('link', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register/);
  await expect(page.getByRole('radio', { name: 'Talent' })).toBeChecked();
  const email = `eva-${Date.now()}@test.nl`;
  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill('de Boer');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Fietsbel-Oranje7');
  await expect(page.getByText(/^Minimaal 10 tekens met een hoofdletter/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welkom, Eva' })).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Ik ben een...' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  // The old session is gone on the server too.
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('the landing choice preselects the user type on the register tab', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Opleider/ }).click();
  await expect(page.getByTestId('welcome-text')).toContainText('Welkom, opleider!');
  await page.getByRole('link', { name: 'Registreren' }).click();
  await expect(page.getByRole('radio', { name: 'Opleider' })).toBeChecked();
});

test('a failed login shows the Inloggen mislukt toast and the message at the fields', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(DEMO.talent);
  await page.getByLabel('Wachtwoord').fill('verkeerd-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page.getByText('Inloggen mislukt')).toBeVisible();
  // No status code before the server's sentence (issue 51); the fields say what to do.
  await expect(page.getByText('Onjuist e-mailadres of wachtwoord')).toBeVisible();
  await expect(page.getByText(/^\d{3}: /)).toHaveCount(0);
  await expect(page.getByLabel('Wachtwoord')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth/);
});

test('login validation, reset-password mode and Bezig...', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page.getByText('E-mailadres is verplicht')).toBeVisible();
  await expect(page.getByText('Wachtwoord is verplicht')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('geen-email');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page.getByText('Voer een geldig e-mailadres in')).toBeVisible();

  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('tab')).toHaveCount(0);
  let calls = 0;
  page.on('request', (r) => r.url().includes('/api/') && r.method() === 'POST' && calls++);
  await page.getByLabel('E-mailadres').fill('iemand@example.nl');
  await page.getByRole('button', { name: 'Herstellink versturen' }).click();
  // The reset request is sent once and answered with the same neutral text for any address.
  await expect(
    page.getByRole('status').filter({ hasText: 'Als er een account met dit e-mailadres bestaat' }),
  ).toBeVisible();
  expect(calls).toBe(1);
  await page.getByRole('button', { name: 'Terug naar inloggen' }).click();
  await expect(page.getByRole('tab', { name: 'Inloggen' })).toBeVisible();

  // The submit button reads Bezig... while the request is pending.
  await page.route('**/api/login', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByLabel('E-mailadres').fill(DEMO.talent);
  await page.getByLabel('Wachtwoord').fill('Welkom2026!');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Bezig...' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('navigation for a signed-out visitor', async ({ page }) => {
  await page.goto('/');
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Studieaanbod']);
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/auth');
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
});

test('navigation for a talent: items, active state, bell, name chip, user menu', async ({ page }) => {
  await loginViaUi(page, DEMO.talent);
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'Scan',
    'Paspoort',
    'Voortgang',
    // The talent's saved courses (bookmarks, decision 505).
    'Bewaard',
    'Studieaanbod',
    'Community',
    'Subsidies',
    // Talent may view and apply to vacancies (spec §6).
    'Vacatures',
  ]);
  await expect(page.getByRole('link', { name: 'Sanne', exact: true })).toHaveAttribute('href', '/profile');
  await page.goto('/courses');
  await expect(mainNav(page).getByRole('link', { name: 'Studieaanbod' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Gebruikersmenu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Sanne')).toBeVisible();
  await expect(menu.getByText('Talent', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Uitloggen' })).toBeVisible();
  await page.keyboard.press('Escape');
  // A signed-in user visiting /auth goes to /.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('navigation for an institute shows Instituut Portal', async ({ page }) => {
  await loginViaApi(page, DEMO.institute);
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Instituut Portal' })).toHaveAttribute(
    'href',
    '/institute',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Instellingen' })).toHaveCount(0);
});

test('navigation for an admin shows Instellingen; an admin lands on the admin home', async ({ page }) => {
  await loginViaApi(page, DEMO.admin);
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Instellingen' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Instituut Portal' })).toHaveCount(0);
  // Admins get their own home, never "Onbekende gebruikersrol".
  await expect(page.getByRole('heading', { level: 1, name: /^Welkom, / })).toBeVisible();
  await expect(page.getByText('Onbekende gebruikersrol')).toHaveCount(0);
});

test('mobile side menu shows initials, name and role label', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, DEMO.talent);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const user = page.getByTestId('mobile-user');
  await expect(user).toContainText('SvB');
  await expect(user).toContainText('Sanne van den Berg');
  await expect(user).toContainText('Werknemer');
  await page.getByRole('dialog').getByRole('link', { name: 'Studieaanbod' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('/dashboard signed out, unknown routes and /skills-passport-pdf show 404 Page Not Found', async ({
  page,
}) => {
  for (const path of ['/dashboard', '/bestaat-niet/echt', '/skills-passport-pdf']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  }
  await loginViaApi(page, DEMO.talent);
  await page.goto('/skills-passport-pdf');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welkom terug/ })).toBeVisible();
});

test('signed-out visitors of protected pages get a toast and go to /auth', async ({ page }) => {
  await page.goto('/subsidies');
  await expect(page.getByText('Niet ingelogd')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/social');
  await expect(page.getByText('Login vereist')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the API answers JSON 404s and the SPA falls back to index.html', async ({ request }) => {
  const api = await request.get('/api/onbekend');
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toContain('Onbekend API-pad');
  const spa = await request.get('/een/diepe/route');
  expect(spa.status()).toBe(200);
  expect(spa.headers()['content-type']).toContain('text/html');
  expect(spa.headers()['content-security-policy']).toContain("script-src 'self'");
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent');
});

test('landing page and /auth: screenshots', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ik ben een...' })).toBeVisible();
  await screenshots(page, 'landing');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Inloggen' })).toBeVisible();
  await screenshots(page, 'auth');
  await page.goto('/auth?tab=register');
  await screenshots(page, 'auth-register');
});
