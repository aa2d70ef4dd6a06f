import { expect, type Page, test } from '@playwright/test';
import { DEMO, loginViaApi, openRoute, presetLanguage, registerViaApi } from './helpers.ts';

/** Elements that stick out to the right of the viewport (for a readable failure). */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth) return [];
    const width = doc.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 1) {
        const inner = el.querySelector('*');
        if (inner && inner.getBoundingClientRect().right > width + 1) continue; // report the deepest
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(r.right)}px)`,
        );
      }
      if (out.length >= 5) break;
    }
    return out.length ? out : [`scrollWidth ${doc.scrollWidth} > ${width}`];
  });
}

/** The addresses the mobile side menu offers, plus the profile link it holds. */
async function menuRoutes(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Mijn profiel' })).toBeVisible();
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

/**
 * Opens each route once (through the router once the app is loaded: decision 292) and checks
 * it at every width by resizing the window (a third of the page loads of one load per
 * width); the layout, and the components that follow the width, answer a resize as they answer a
 * load at that width.
 */
async function expectNoHorizontalScroll(page: Page, routes: string[], widths: number[]) {
  for (const route of routes) {
    await page.setViewportSize({ width: widths[0], height: 844 });
    await openRoute(page, route);
    await page.waitForLoadState('networkidle');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(200);
      expect(await horizontalOverflow(page), `${route} at ${width}px`).toEqual([]);
    }
  }
}

const ROLES = [
  ['talent', DEMO.talent, ['/courses/1', '/vacatures', '/bronnen', '/toegankelijkheid']],
  ['company', DEMO.company, ['/profile?tab=security', '/courses/1']],
  ['institute', DEMO.institute, ['/profile?tab=courses', '/courses/1']],
  ['admin', DEMO.admin, ['/profile?tab=courses']],
] as const;

// 320–1280 px — the narrowest phone (and WCAG 1.4.10's reflow width, 1280 px at 400 %: the only
// sideways-scroll check of the suite, decision 530), the common one and the widest bar layout.
for (const [role, email, extra] of ROLES) {
  test(`${role}: every screen of the menu is reachable at 390 px and none scrolls sideways at 390, 320 or 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await presetLanguage(page, 'nl');
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, email);
    const routes = await menuRoutes(page);
    expect(routes).toContain('/profile');
    await expectNoHorizontalScroll(page, [...routes, ...extra], [390, 320, 1280]);
  });
}

test('signed out: no screen scrolls sideways at 320 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await expectNoHorizontalScroll(
    page,
    ['/', '/courses', '/courses/1', '/auth', '/scan', '/bronnen'],
    [320, 390],
  );
});

test('the menus offer each role its own screens: no Scan or Paspoort for company, institute and admin', async ({
  page,
}) => {
  const nav = () => page.getByRole('navigation', { name: 'Hoofdnavigatie' });
  const expected: [string, string[], string[]][] = [
    [DEMO.talent, ['Scan', 'Paspoort', 'Vacatures'], ['Werknemers', 'Beheer', 'Instituut Portal']],
    [DEMO.company, ['Vacatures', 'Werknemers'], ['Scan', 'Paspoort', 'Beheer']],
    [DEMO.institute, ['Instituut Portal'], ['Scan', 'Paspoort', 'Vacatures', 'Werknemers']],
    [DEMO.admin, ['Beheer', 'Instellingen'], ['Scan', 'Paspoort', 'Werknemers']],
  ];
  for (const [email, shown, hidden] of expected) {
    await loginViaApi(page, email);
    await page.goto('/courses');
    for (const name of shown)
      await expect(nav().getByRole('link', { name, exact: true }), email).toHaveCount(1);
    for (const name of hidden)
      await expect(nav().getByRole('link', { name, exact: true }), email).toHaveCount(0);
  }
  // Werknemers opens the company's employee tab.
  await loginViaApi(page, DEMO.company);
  await page.goto('/');
  await nav().getByRole('link', { name: 'Werknemers' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=employees$/);
  await expect(page.getByRole('tab', { name: 'Werknemers' })).toHaveAttribute('aria-selected', 'true');
  await expect(nav().getByRole('link', { name: 'Werknemers' })).toHaveAttribute('aria-current', 'page');
  // At 390 px a card per employee (the table left a character per line), Ontkoppelen whole.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId('employee-cards');
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const unlink = cards.getByRole('button', { name: /ontkoppelen$/ }).first();
  await expect(unlink).toBeVisible();
  expect(
    await unlink.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth && r.right <= window.innerWidth && r.width >= 80;
    }),
  ).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(cards).toBeHidden();
});

test('the floating Coach button keeps clear of the page at 1280 px; a link to /auth opens at its top', async ({
  page,
}) => {
  // At 1280 px no button of the institute dashboard or portal lies under the Coach button, wherever
  // the page is scrolled (Snelle acties, Niet geslaagd sit at the right edge of their cards).
  await page.setViewportSize({ width: 1280, height: 720 });
  await loginViaApi(page, DEMO.institute);
  for (const [route, loaded] of [
    ['/', 'Snelle acties'],
    ['/institute?tab=learners', 'Cursisten en resultaten'],
  ]) {
    await page.goto(route);
    await expect(page.getByText(loaded, { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const under = await page.evaluate(() => {
      const b = document.querySelector('[data-coach-launcher]')!.getBoundingClientRect();
      const main = document.querySelector('main')!;
      // Every control in the button's column: scrolled to the button's height it would lie under it.
      return [...main.querySelectorAll<HTMLElement>('button, a, select, input')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > b.left && r.left < b.right;
        })
        .map((el) => (el.textContent ?? '').trim().slice(0, 40));
    });
    expect(under, route).toEqual([]);
  }

  // Landing → Opleider → Registreren opens /auth at its top, the heading on screen.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: /Opleider/ }).click();
  await page.getByRole('link', { name: 'Registreren', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register&type=institute/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the profile is reachable from the side menu and from the avatar menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, DEMO.talent);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Mijn profiel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'Persoonlijk' })).toBeVisible();

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Gebruikersmenu' }).click();
  await page.getByRole('menuitem', { name: 'Mijn profiel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a long name never pushes Uitloggen off the header at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerViaApi(page, 'talent', 'Maximiliaan-Alexander-Christiaan-Frederik');
  await page.goto('/');
  const logout = page.getByRole('banner').getByRole('button', { name: 'Uitloggen' });
  await expect(logout).toBeVisible({ timeout: 30_000 });
  const box = await logout.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
  expect(await horizontalOverflow(page)).toEqual([]);
});
