import { expect, type Locator, type Page, test } from '@playwright/test';
import { authenticator } from 'otplib';
import {
  addVirtualAuthenticator,
  DEMO,
  expectNoAxeFindings,
  expectNoRawKeys,
  loginViaApi,
  presetLanguage,
  registerViaApi,
  screenshots,
  uniqueKvk,
} from './helpers.ts';

/**
 * Issue 51: after every action that changes the page the focus moves to its result (the new
 * content's heading, the first invalid field, the dialog's opener) and the shell's one polite live
 * region says the outcome. The institute's and the talent's first journeys, by keyboard only: each
 * control is given the focus and pressed with Enter, Space or the arrow keys, and
 * `document.activeElement` is asserted after each action. Errors stand at their fields with a
 * description that exists, never with a status code.
 */

// A WebAuthn relying-party id must be a domain name (adding a passkey, below): localhost.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });

/** Gives a control the focus and presses a key on it, as a keyboard user does. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** Types into a field from the keyboard (no fill()). */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.type(text);
}

/** The field is marked invalid and described by an element that is on the page and says `text`. */
async function expectInvalid(field: Locator, text: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  expect(ids, 'aria-describedby').not.toBe('');
  for (const id of ids.split(' ')) await expect(field.page().locator(`[id="${id}"]`)).toHaveCount(1);
  await expect(field.page().locator(`[id="${ids.split(' ')[0]}"]`)).toContainText(text);
}

/**
 * Records every text that appears in a polite live region (the shell's, ui/announce.tsx, or the
 * toasts' list), so that a message is found even when a loaded machine checks after the toast has
 * gone again. Installed per page before it loads.
 */
async function listenToLiveRegions(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    const REGION = '[aria-live="polite"], [data-testid="live-region"]';
    new MutationObserver((records) => {
      for (const r of records) {
        const at = r.target instanceof Element ? r.target : r.target.parentElement;
        // A change inside a region, or a region added whole with its first text (the toast list
        // mounts with its first toast).
        const regions = new Set<Element>();
        const around = at?.closest(REGION);
        if (around) regions.add(around);
        for (const node of r.addedNodes)
          if (node instanceof Element)
            for (const region of [node, ...node.querySelectorAll(REGION)])
              if (region.matches(REGION)) regions.add(region);
        for (const region of regions) if (region.textContent) said.push(region.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** A polite live region said `text` at some moment since the page loaded. */
const expectSaid = (page: Page, text: string | RegExp) =>
  expect
    .poll(
      async () => {
        const said = await page.evaluate(() => (window as unknown as { __said?: string[] }).__said ?? []);
        return said.some((t) => (typeof text === 'string' ? t.includes(text) : text.test(t)));
      },
      { message: `a live region said ${text}` },
    )
    .toBe(true);

/**
 * The authenticator app by keyboard: its code field takes the focus, a wrong code stands at the
 * field, the right one shows the recovery codes (their heading focused), "Ik heb ze bewaard" closes.
 */
async function setUpAuthenticatorByKeyboard(page: Page) {
  await press(page.getByRole('button', { name: 'Authenticator-app instellen' }));
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeFocused();
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(code).toBeFocused();
  await expectInvalid(code, /code/i);
  const secret = (await page.locator('code.font-mono').innerText()).trim();
  await code.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(authenticator.generate(secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Je herstelcodes' })).toBeFocused();
  await press(page.getByRole('button', { name: 'Ik heb ze bewaard' }));
}

/** An API call in the page's session, from its own origin (localhost here, not helpers' 127.0.0.1). */
async function apiAs(page: Page, method: 'POST' | 'GET', url: string, data?: object) {
  const res = await page.request.fetch(url, {
    method,
    data,
    headers: { Origin: new URL(page.url()).origin },
  });
  const body = await res.text();
  expect(res.status(), `${method} ${url}: ${body}`).toBeLessThan(300);
  return body ? JSON.parse(body) : null;
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

test('institute: sign-in errors, forgot password, the authenticator app, settings, verification and a confirmed pass', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await (await browser.newContext()).newPage();
  await listenToLiveRegions(page);

  // Sign-in error: at the fields (first one focused), no toast-only message, no status code.
  await page.goto('/auth');
  const email = page.getByLabel('E-mailadres');
  await typeInto(email, `niemand-${unique()}@test.nl`);
  await typeInto(page.getByLabel('Wachtwoord'), 'Verkeerd-wachtwoord1');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expectInvalid(email, 'horen niet bij elkaar');
  await expectInvalid(page.getByLabel('Wachtwoord'), 'Wachtwoord vergeten?');
  await expectSaid(page, 'Inloggen mislukt');
  await expectNoRawKeys(page, 'sign-in error');

  // Forgot password: the form's heading, then its answer.
  await press(page.getByRole('button', { name: 'Wachtwoord vergeten?' }));
  await expect(page.getByRole('heading', { name: 'Wachtwoord herstellen', level: 1 })).toBeFocused();
  await typeInto(page.getByLabel('E-mailadres'), `niemand-${unique()}@test.nl`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Als er een account' })).toBeFocused();
  await press(page.getByRole('button', { name: 'Terug naar inloggen' }));
  await expect(page.getByRole('heading', { name: 'Welkom', level: 1 })).toBeFocused();

  // Registering with an address that has an account: at the e-mail field, which takes the focus.
  await page.goto('/auth?tab=register');
  await typeInto(page.getByLabel('Voornaam'), 'Ines');
  await typeInto(page.getByLabel('Achternaam'), 'Tester');
  await typeInto(page.getByLabel('E-mailadres'), DEMO.talent);
  await typeInto(page.getByLabel('Wachtwoord'), 'Fietsbel-Oranje7');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expectInvalid(page.getByLabel('E-mailadres'), 'Er bestaat al een account');

  // A new institute must set up its authenticator app first.
  const address = `instituut-${unique()}@test.nl`;
  const name = `Focusacademie ${unique()}`;
  const registered = await page.request.post('/api/register', {
    data: {
      email: address,
      password: 'Fietsbel-Oranje7',
      firstName: 'Ines',
      lastName: 'Tester',
      userType: 'institute',
      instituteName: name,
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/');
  await setUpAuthenticatorByKeyboard(page);
  // The gate opens: the page's own heading.
  await expect(page.locator('#main h1')).toBeFocused();

  // A course of its own (the API; making one is another journey), then Instellingen: Opslaan.
  const course = await apiAs(page, 'POST', '/api/courses', {
    title: `Toetsen met focus ${unique()}`,
    description: 'Leer toetsen maken in vier weken.',
    category: 'Education',
    level: 'Beginner',
    duration: 4,
    price: 395,
    skills: ['Didactiek'],
    studyHours: 40,
  });
  await page.goto('/institute?tab=settings');
  const kvk = page.getByLabel('KvK-nummer');
  await kvk.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(uniqueKvk());
  await page.keyboard.press('Enter');
  const settingsForm = kvk.locator('xpath=ancestor::form');
  await expect(
    page
      .getByTestId('settings-pending')
      .or(settingsForm.getByRole('button', { name: 'Opslaan', exact: true })),
  ).toBeFocused();
  await expectSaid(page, /opgeslagen/i);

  // The administrator verifies it: the dialog, then the list's heading (its row has left).
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/auth');
  await loginViaApi(admin, DEMO.admin);
  await admin.goto('/');
  await press(admin.getByRole('button', { name: `Verifiëren: ${name}` }));
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Verifiëren' }));
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('heading', { name: 'Instituten wachtend op verificatie' })).toBeFocused();
  await admin.context().close();

  // Verified: the portal has no heading that skips a level (axe, every rule).
  await page.goto('/institute?tab=courses');
  await expect(page.getByRole('heading', { name: course.title })).toBeVisible();
  await expectNoAxeFindings(page, 'institute portal, verified');
  await screenshots(page, 'keyboard-institute-portal');

  // A learner enrols; the institute confirms the pass: the focus goes to the learner.
  const learner = await (await browser.newContext()).newPage();
  await learner.goto('/');
  await registerViaApi(learner, 'talent', 'Lotte');
  await apiAs(learner, 'POST', `/api/courses/${course.id}/enroll`, {});
  await learner.context().close();
  await page.goto('/institute?tab=learners');
  await page.getByLabel('Cursus', { exact: true }).selectOption(String(course.id));
  await press(page.getByRole('button', { name: 'Geslaagd: Lotte Tester', exact: true }));
  const confirm = page.getByRole('dialog');
  await press(confirm.getByRole('button', { name: 'Bevestig: geslaagd' }));
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('learner').getByText('Lotte Tester', { exact: true })).toBeFocused();
  await expectNoRawKeys(page, 'learners after a pass');
});

test('talent: token form, authenticator app, passkey, invitation, applying, progress and the Coach', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await listenToLiveRegions(page);
  await addVirtualAuthenticator(page);
  await page.goto('/auth');
  const talentEmail = await registerViaApi(page, 'talent', 'Tara');

  // A company that invites her, with a vacancy; a course of the demo institute to follow.
  const company = await (await browser.newContext()).newPage();
  await company.goto('/');
  await registerViaApi(company, 'company', 'Kees');
  await apiAs(company, 'POST', '/api/company/employees/invite', { email: talentEmail });
  const vacancy = await apiAs(company, 'POST', '/api/company/vacancies', {
    title: `Planner ${unique()}`,
    description: 'Je plant de ritten van onze bezorgers.',
    location: 'Zwolle',
    hours: 32,
    skills: ['Planning'],
    hollandCode: null,
  });
  await company.context().close();
  const institute = await (await browser.newContext()).newPage();
  await institute.goto('/');
  await loginViaApi(institute, DEMO.institute);
  const course = await apiAs(institute, 'POST', '/api/courses', {
    title: `Plannen met focus ${unique()}`,
    description: 'Leer plannen in vier weken.',
    category: 'Education',
    level: 'Beginner',
    duration: 4,
    price: 295,
    skills: ['Planning'],
    studyHours: 40,
  });
  await institute.context().close();
  await apiAs(page, 'POST', `/api/courses/${course.id}/enroll`, {});

  // Beveiliging: opening the token form puts the focus in it; Annuleren gives it back.
  await page.goto('/profile?tab=security');
  const open = page.getByRole('button', { name: 'Token aanmaken' });
  await press(open);
  await expect(page.getByRole('form', { name: 'Token aanmaken' }).getByLabel('Naam')).toBeFocused();
  await press(page.getByRole('form', { name: 'Token aanmaken' }).getByRole('button', { name: 'Annuleren' }));
  await expect(open).toBeFocused();

  // The authenticator app: its code field, a wrong code at the field, the recovery codes, the new state.
  await setUpAuthenticatorByKeyboard(page);
  await expect(page.getByText(/^Aan: bij het inloggen/)).toBeFocused();

  // A passkey: the new one in the list.
  await typeInto(page.getByLabel('Naam van de passkey'), 'Werklaptop');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Je passkeys' }).getByText('Werklaptop')).toBeFocused();
  await expectSaid(page, /passkey/i);

  // The employer's invitation: accepted, the focus is on the new employer.
  await page.goto('/profile');
  await press(page.getByRole('button', { name: 'Accepteren' }));
  await expect(page.locator('#my-employer-title')).toBeFocused();

  // Applying: too short a motivation stands at the field (in Dutch, with what to do); then sent.
  await page.goto(`/vacatures/${vacancy.id}`);
  const motivation = page.getByLabel('Motivatie');
  await typeInto(motivation, 'Kort');
  await press(page.getByRole('button', { name: 'Verstuur sollicitatie' }));
  await expect(motivation).toBeFocused();
  await expectInvalid(motivation, 'Schrijf minimaal 20 tekens: vertel');
  await typeInto(motivation, ' maar ik plan al jaren ritten voor bezorgers.');
  await press(page.getByRole('button', { name: 'Verstuur sollicitatie' }));
  await expect(page.getByRole('heading', { name: 'Solliciteren' })).toBeFocused();
  await expectSaid(page, 'Sollicitatie verstuurd');

  // Progress: the slider by the arrow keys, Opslaan, then what is still to do.
  await page.goto('/progress');
  const card = page.getByTestId('progress-enrollment').filter({ hasText: course.title });
  await press(card.getByRole('slider'), 'ArrowRight');
  await press(card.getByRole('button', { name: 'Opslaan' }));
  await expect(card.getByText('Nog te doen voor een certificaat').locator('..')).toBeFocused();
  await expectSaid(page, /5%/);

  // The subsidy result (a stored analysis): no heading that skips a level (axe, every rule).
  await apiAs(page, 'POST', '/api/subsidies/submit', {
    responses: {
      '1': '1990-06-15',
      '2': 'employee',
      '3': 'mbo4',
      '4': 'GM0153',
      '6': true,
      '7': 'above_150',
      '8': 'metaal-techniek',
      '9': 'career_advice',
    },
    sessionId: 'e2e-focus',
  });
  await page.goto('/subsidies');
  await expect(page.getByRole('heading', { name: 'Feiten en bronnen' }).first()).toBeVisible();
  await expectNoAxeFindings(page, 'subsidy result');
  await screenshots(page, 'keyboard-subsidy-result');

  // The Coach open: no landmark twice, no unnamed duplicate (axe, every rule).
  await press(page.getByRole('button', { name: 'Coach' }));
  await expect(page.getByRole('dialog', { name: 'Coach' })).toBeVisible();
  await expectNoAxeFindings(page, 'Coach open');
  await screenshots(page, 'keyboard-coach-open');
});

test('English: the motivation error and a sign-in error in the interface language, no status code', async ({
  page,
}) => {
  await presetLanguage(page, 'en');
  await page.goto('/auth');
  const email = page.getByLabel('Email address');
  await typeInto(email, `nobody-${unique()}@test.nl`);
  await typeInto(page.getByLabel('Password'), 'Wrong-password1');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expectInvalid(email, 'This email address and password do not match');
  await expectNoRawKeys(page, 'en sign-in error');

  await registerViaApi(page, 'talent', 'Emma');
  const { items } = await apiAs(page, 'GET', '/api/vacancies?limit=1');
  await page.goto(`/vacatures/${items[0].id}`);
  const motivation = page.getByLabel('Motivation');
  await typeInto(motivation, 'Short');
  await press(page.getByRole('button', { name: 'Send application' }));
  await expect(motivation).toBeFocused();
  await expectInvalid(motivation, 'Write at least 20 characters');
  await expect(page.getByText('Schrijf')).toHaveCount(0);
});
