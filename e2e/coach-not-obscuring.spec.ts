import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi } from './helpers.ts';

/**
 * Issue 25 (WCAG 2.2 "focus not obscured"): the floating Coach button never hides a control. Every
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

  const covered: string[] = [];
  for (let i = 0; i < 45; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const button = document.querySelector('[data-coach-launcher]');
      if (!el || !button || el === button || el === document.body) return null;
      const a = el.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      const overlaps = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      return overlaps ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : null;
    });
    if (hit) covered.push(hit);
  }
  expect(covered).toEqual([]);

  await page.getByRole('button', { name: 'Nieuwe vacature' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe vacature' })).toBeVisible();
  await expect(launcher).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(launcher).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`a toast never covers the header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/subsidies');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Unauthorized' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(400); // the entrance transition
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    if (header && box) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  });
}
