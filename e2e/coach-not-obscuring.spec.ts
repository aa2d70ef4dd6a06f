import { expect, type Page, test } from '@playwright/test';
import { DEMO, loginViaApi } from './helpers.ts';

/**
 * Presses Tab `presses` times; returns every focused control (and the card around it) that the
 * Coach button covers at that moment.
 */
async function coveredWhileTabbing(page: Page, presses: number): Promise<string[]> {
  const covered: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const button = document.querySelector('[data-coach-launcher]');
      if (!el || !button || el === button || el === document.body) return null;
      const a = el.getBoundingClientRect();
      // A focusable region taller than half the screen (a tab panel) cannot stay clear of a fixed
      // button anywhere; it is never hidden whole. Controls are what this checks.
      if (a.height > window.innerHeight / 2) return null;
      const b = button.getBoundingClientRect();
      const overlaps = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      return overlaps ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : null;
    });
    if (hit) covered.push(hit);
  }
  return covered;
}

/**
 * WCAG 2.2 "focus not obscured": the floating Coach button never hides a control. Every
 * control reached by Tab on the company dashboard at 390 px stays clear of it, and it steps aside
 * while a dialog is open (a dialog's own buttons sit where it would be).
 */
test('the Coach button never covers a focused control at 390 px, and steps aside for dialogs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, DEMO.company);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bedrijfsdashboard' })).toBeVisible();
  const launcher = page.locator('[data-coach-launcher]');
  await expect(launcher).toBeVisible();

  expect(await coveredWhileTabbing(page, 45)).toEqual([]);

  await page.getByRole('button', { name: 'Nieuwe vacature' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe vacature' })).toBeVisible();
  await expect(launcher).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(launcher).toBeVisible();
});

/**
 * The institute portal at 390 px (an audit found the button over the Analytics card and tab): at
 * rest, at the top of the page, it covers no control and no card; reached by Tab, no control is
 * under it (nor under the sticky header, where a phone's button sits); scrolled to the end, it is
 * still inside the header. Two phone heights.
 */
for (const height of [844, 667]) {
  test(`the Coach button hides nothing on the institute portal at 390 × ${height}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height });
    await loginViaApi(page, DEMO.institute);
    await page.goto('/institute');
    await expect(page.getByRole('heading', { name: /Welkom, / })).toBeVisible();
    const launcher = page.locator('[data-coach-launcher]');
    await expect(launcher).toBeVisible();
    await page.waitForTimeout(500);

    // At rest: nothing a user reads or presses lies under the button.
    const underAtRest = await page.evaluate(() => {
      const b = document.querySelector('[data-coach-launcher]')!.getBoundingClientRect();
      const main = document.querySelector('main')!;
      const hits = [
        ...main.querySelectorAll<HTMLElement>(
          'button, a, input, select, textarea, [role="tab"], [class*="rounded-xl"], [class*="rounded-2xl"]',
        ),
      ]
        .filter((el) => {
          const a = el.getBoundingClientRect();
          return a.width > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      return hits;
    });
    expect(underAtRest).toEqual([]);

    expect(await coveredWhileTabbing(page, 40)).toEqual([]);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    // Scrolled to the end it is still inside the sticky header, over none of the page.
    const header = await page.locator('header').first().boundingBox();
    const b = await launcher.boundingBox();
    expect(header && b).toBeTruthy();
    if (header && b) {
      expect(b.y).toBeGreaterThanOrEqual(header.y);
      expect(b.y + b.height).toBeLessThanOrEqual(header.y + header.height);
    }
  });
}

for (const width of [390, 1280]) {
  test(`a toast never covers the header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/subsidies');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Niet ingelogd' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(400); // the entrance transition
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    if (header && box) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  });
}
