import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import Database from 'better-sqlite3';
import { authenticator } from 'otplib';

export const DEMO_PASSWORD = 'Welkom2026!';
export const DEMO = {
  talent: 'talent@example.nl',
  company: 'bedrijf@example.nl',
  institute: 'instituut@example.nl',
  admin: 'admin@example.nl',
  superadmin: 'superadmin@example.nl',
} as const;

/**
 * The authenticator-app secret of every seeded admin, superadmin and institute account (the
 * README's demo table), and of accounts `registerViaApi` set up.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const totpSecrets = new Map<string, string>();

/** The current code of an account's authenticator app (RFC 6238, as the server checks it). */
export const totpCode = (email: string) => authenticator.generate(totpSecrets.get(email) ?? DEMO_TOTP_SECRET);

/**
 * A code works once per account (decision 310), and parallel workers sign in as the same demo
 * institute within one 30-second step. Before each code the helpers stand in for time passing: they
 * clear the account's last used step in the e2e server's SQLite file (scripts/e2e-server.sh), and
 * send the code again when another worker used the step in between.
 */
function rewindCodeUse(email: string) {
  const db = new Database(`data/e2e-${process.env.E2E_PORT ?? 3100}.db`);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      'update user_totp set last_step = null where user_id = (select id from users where email = ?)',
    ).run(email);
  } finally {
    db.close();
  }
}

/** Signs in through the login form (with the code step for accounts with a second factor) and waits for the dashboard. */
export async function loginViaUi(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  const code = page.getByLabel('Code', { exact: true });
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first().or(code)).toBeVisible();
  for (let attempt = 0; attempt < 5 && (await code.isVisible()); attempt++) {
    rewindCodeUse(email);
    await code.fill(totpCode(email));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login/mfa'));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    if ((await answer).status() === 200) break;
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Uitloggen' }).first()).toBeVisible();
}

/** Signs in through the API (fast); the browser context gets the cookie. */
export async function loginViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const baseURL = test_baseURL(page);
  const res = await page.request.post('/api/login', {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  if (!(await res.json()).mfaRequired) return;
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    rewindCodeUse(email);
    const step = await page.request.post('/api/login/mfa', {
      data: { code: totpCode(email) },
      headers: { Origin: baseURL },
    });
    if (step.status() === 200) return;
    last = `${step.status()} ${await step.text()}`;
  }
  throw new Error(`second sign-in step for ${email} failed: ${last}`);
}

/**
 * Registers a new account with a unique e-mail through the API; returns the e-mail. An institute
 * gets its second factor at once unless `factor: false` (a test of the set-up gate itself).
 */
export async function registerViaApi(
  page: Page,
  userType: 'talent' | 'company' | 'institute' = 'talent',
  firstName = 'Eva',
  { factor = true }: { factor?: boolean } = {},
) {
  const email = `${userType}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.nl`;
  const res = await page.request.post('/api/register', {
    data: { email, password: 'Fietsbel-Oranje7', firstName, lastName: 'Tester', userType },
    headers: { Origin: test_baseURL(page) },
  });
  expect(res.status(), await res.text()).toBe(201);
  // An institute must have its second factor before anything else: set it up as a user would.
  if (userType === 'institute' && factor) await setUpTotpViaApi(page, email);
  return email;
}

/** Turns on an authenticator app for the signed-in account of `page`; later sign-ins answer its step. */
export async function setUpTotpViaApi(page: Page, email: string) {
  const origin = { Origin: test_baseURL(page) };
  const start = await page.request.post('/api/user/mfa/totp', { headers: origin });
  expect(start.status(), await start.text()).toBe(200);
  const { secret } = (await start.json()) as { secret: string };
  totpSecrets.set(email, secret);
  const confirm = await page.request.post('/api/user/mfa/totp/confirm', {
    data: { code: totpCode(email) },
    headers: origin,
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

function test_baseURL(page: Page): string {
  const url = page.context().pages()[0]?.url();
  return url?.startsWith('http') ? new URL(url).origin : `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
}

/**
 * axe-core run inside the page, made cheaper without checking less (CI time; decisions 291
 * and 292):
 * - its source (550 kB) is evaluated once per document and kept there: @axe-core/playwright sent
 *   and compiled it twice for every analysis, and a route sweep or a dialog check analyses one
 *   document many times;
 * - it runs and reports in the page (what @axe-core/playwright calls legacy mode): the app has no
 *   frames to combine results from, so no extra blank page per analysis;
 * - only violations are worked out in full: axe otherwise builds a selector and an HTML excerpt for
 *   every node that passes each rule too, which no test reads.
 * Every rule (of `tags`, when given) still runs on every node of the document.
 */
type AxeWindow = { axe: typeof axeCore };

/**
 * Runs in the page once axe is there: axe's colour parse keeps each colour string's result for the
 * document. color-contrast is most of an analysis, and it parses the same few computed colours
 * (`rgb(…)`, `oklch(…)`) again for every text node, each time through colorjs and a gamut mapping.
 * That parse depends on the string only, so the kept result is what a new parse would give. A
 * string axe cannot parse is passed to axe's own parse every time, which throws and notes it as
 * before.
 */
function keepParsedColours() {
  type Colour = { r: number; g: number; b: number; alpha: number; parseString(text: string): Colour };
  const { Color } = (window as unknown as { axe: { commons: { color: { Color: { prototype: Colour } } } } })
    .axe.commons.color;
  const parse = Color.prototype.parseString;
  const parsed = new Map<string, [number, number, number, number]>();
  Color.prototype.parseString = function (this: Colour, text: string) {
    const known = parsed.get(text);
    if (!known) {
      parse.call(this, text);
      parsed.set(text, [this.r, this.g, this.b, this.alpha]);
      return this;
    }
    [this.r, this.g, this.b, this.alpha] = known;
    return this;
  };
}

/**
 * `within`: a dialog, panel or menu checked on its own (decision 526). Under a modal the page
 * behind is the page that its own check or a route sweep already judged; axe then runs every rule
 * on the nodes of that element only (its page-level rules, such as landmarks and one h1, need the
 * whole document and are left to those checks).
 */
async function axe(page: Page, tags?: string[], within?: Locator): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as unknown as AxeWindow).axe?.run === 'function');
  if (!loaded) {
    await page.evaluate(axeCore.source);
    await page.evaluate(keepParsedColours);
  }
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
  };
  // Transitions and animations end at once while axe runs: a toast that its timer dismisses during
  // the analysis (or that a second toast sends back) is judged in its final state, never half faded.
  // The whole document, or only the element `within` names.
  return (within ?? page.locator('html')).evaluate(async (scope, opts) => {
    const still = document.createElement('style');
    still.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
    document.head.append(still);
    try {
      const context = scope === document.documentElement ? document : scope;
      return await (window as unknown as AxeWindow).axe.run(context, opts);
    } finally {
      still.remove();
    }
  }, options);
}

/** Runs axe and fails on serious or critical violations (after any toast has finished fading). */
export async function expectNoSeriousA11yViolations(page: Page) {
  await toastsSettled(page);
  const results = await axe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Saves desktop and 390 px screenshots of the current page into screenshots/, for a person to
 * look at (`SCREENSHOTS=1 npx playwright test …`). No test asserts anything with them, so `npm test`
 * and CI skip them: 97 full-page pairs cost minutes of a run that must stay short.
 */
export async function screenshots(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  const size = page.viewportSize();
  await page.screenshot({ path: `screenshots/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/${name}-mobile.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The WCAG rule sets every screen must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no toast is fading. A toast that is still fading in (0.4 s) is half transparent: axe
 * would judge its contrast against a blend (sonner loads with the first toast, so one may just be
 * appearing). A toast being dismissed fades out the same way: wait until it has left the page too.
 */
async function toastsSettled(page: Page) {
  await page.waitForFunction(async () => {
    const settled = () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (el) =>
          // Mounted: a toast just added is drawn transparent until sonner marks it mounted and its
          // fade-in starts (a check before that saw no animation yet).
          el.getAttribute('data-mounted') === 'true' &&
          el.getAttribute('data-removed') !== 'true' &&
          el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
      );
    if (!settled()) return false;
    // Still settled two frames later: a second toast sends the first one back (its text fades to
    // transparent) a frame after it mounts, which a single look could fall between.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return settled();
  });
}

/**
 * Strictest: every axe rule (best practices too: heading-order, landmark-unique, …), any impact
 * (issue 51's "axe 0 at any impact").
 */
export async function expectNoAxeFindings(page: Page, context = '', within?: Locator) {
  await toastsSettled(page);
  const results = await axe(page, undefined, within);
  expect(
    results.violations.map(
      (v) => `${context} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Strict: axe over the WCAG 2.0/2.1/2.2 A+AA rules; fails on a violation of any impact. */
export async function expectNoA11yViolations(page: Page, context = '', within?: Locator) {
  await toastsSettled(page);
  const results = await axe(page, WCAG_TAGS, within);
  expect(
    results.violations.map(
      (v) => `${context} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** No catalogue key, `undefined` or `[object …]` rendered as text (a missing translation). */
export async function expectNoRawKeys(page: Page, context = '') {
  const shown = await page.locator('body').innerText();
  // What a screen reader says besides the text: the names and tooltips (issue 51), of elements that
  // are not hidden from it.
  const names = await page.evaluate(() =>
    [...document.body.querySelectorAll('[aria-label], [title]')]
      .filter((el) => !el.closest('[aria-hidden="true"], [hidden]'))
      .flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('title')])
      .filter((v): v is string => !!v),
  );
  const text = [shown, ...names].join('\n');
  // Dotted keys (auth.password_reset) and snake_case values (under_review) are caught too.
  const raw =
    text.match(
      /\b(undefined|null|NaN|\[object \w+\])\b|\b[a-z_]+(\.[a-z][A-Za-z_]+){1,3}\b|\b[a-z]+_[a-z_]+\b/g,
    ) ?? [];
  // A notification type's key (achievement, …) as a whole name, a token scope (vacancies:read) anywhere.
  const keys = names.filter((n) => /^(achievement|reminder|social|system)$/.test(n));
  keys.push(...(text.match(/\b[a-z]+(-[a-z]+)*:(read|write)\b/g) ?? []));
  // Domain names and e-mail addresses are not keys.
  keys.push(
    ...raw.filter(
      (r) => !/\.(nl|com|org|eu|ts|tsx)$/.test(r) && !text.includes(`@${r}`) && !text.includes(`${r}@`),
    ),
  );
  // A status code before a message ("401: Onjuist …") is never for people (issue 51).
  keys.push(...(text.match(/(?<![\d.,:])\b[1-5]\d\d: \S+/g) ?? []));
  expect(keys, `${context} renders raw text`).toEqual([]);
}

/** Presses Tab until `target` has focus (fails after `max` presses): proves keyboard reachability. */
export async function tabTo(page: Page, target: import('@playwright/test').Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`could not reach ${target} with Tab in ${max} presses`);
}

/** Opens the app in a language (as if chosen before) for the next page loads of this context. */
export async function presetLanguage(page: Page, lang: 'nl' | 'en') {
  await page.addInitScript((l) => {
    window.localStorage.setItem('language', l);
    for (const key of ['tour.scan.completed', 'tour.passport.completed'])
      window.localStorage.setItem(key, 'done');
  }, lang);
}

/** The e2e server's own origin: API writes carry it (the CSRF check compares Origin). */
const e2eOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** One API call in the page's session; fails the test on any answer of 300 or more. */
export async function apiAs(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  data?: object,
) {
  const res = await page.request.fetch(url, { method, data, headers: { Origin: e2eOrigin() } });
  const body = await res.text();
  expect(res.status(), `${method} ${url}: ${body}`).toBeLessThan(300);
  return body ? JSON.parse(body) : null;
}

/**
 * A fresh company and a fresh talent linked to it (invited and accepted), each in its own browser;
 * `names` are their first names (the talent's full name is "<name> Tester").
 */
export async function companyWithEmployee(
  browser: Browser,
  names: { company: string; talent: string },
  lang: 'nl' | 'en' = 'nl',
) {
  const company = await (await browser.newContext()).newPage();
  const talent = await (await browser.newContext()).newPage();
  if (lang === 'en') {
    await presetLanguage(company, 'en');
    await presetLanguage(talent, 'en');
  }
  await registerViaApi(company, 'company', names.company);
  const talentEmail = await registerViaApi(talent, 'talent', names.talent);
  await apiAs(company, 'POST', '/api/company/employees/invite', { email: talentEmail });
  const {
    items: [invitation],
  } = await apiAs(talent, 'GET', '/api/user/employer-invitations');
  await apiAs(talent, 'POST', `/api/user/employer-invitations/${invitation.id}/accept`);
  return { company, talent };
}

/**
 * Opens `route` the way a user moving through the app does: through the router (pushState +
 * popstate) once an app page is loaded, so the app and axe stay loaded in the page; every screen is
 * still rendered by its own route (decision 292). It loads in full when no app page is open yet (a
 * public page a visitor gets from the server is not the app, decision 500), or
 * when the page's path is the route's (only the query differs): that page keeps its h1, and the wait
 * for a new one below could not see the new render.
 */
export async function openRoute(page: Page, route: string) {
  const h1 = page.locator('main h1').first();
  const here = new URL(page.url());
  const onApp = here.protocol.startsWith('http'); // about:blank before the first load
  // A public page a visitor gets from the server has no router (decision 500): its links load pages.
  const routed = onApp && (await page.locator('#root[data-ssr]').count()) === 0;
  if (!routed || new URL(route, here).pathname === here.pathname || (await h1.count()) === 0) {
    await page.goto(route);
    return;
  }
  await h1.evaluate((el) => el.setAttribute('data-previous-route', ''));
  await page.evaluate((r) => {
    history.pushState(null, '', r);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page.locator('main h1:not([data-previous-route])').first()).toBeVisible();
}

/**
 * A KvK number no other test uses: an institute's KvK number is unique on the platform, and
 * parallel workers share one server (a fixed 12345678 made one of them fail with kvk_taken).
 */
export const uniqueKvk = () => String(10_000_000 + Math.floor(Math.random() * 90_000_000));

/** A virtual platform authenticator (Chromium's WebAuthn domain) that verifies the user at once. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
