import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, screenshots } from './helpers.ts';

// Runs first, alone (the `fresh-seed` project in playwright.config.ts): the figures are computed
// from the data, so they are the spec's only before other journeys enrol in the demo courses.
test('the demo institute dashboard shows the spec figures', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, DEMO.institute);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Instituut Dashboard' })).toBeVisible();
  await expect(page.getByText('Beheer je cursusaanbod en monitor student voortgang.')).toBeVisible();
  await expect(page.getByText('342', { exact: true })).toBeVisible();
  // The spec's short form (€12.5k) in the locale's format.
  await expect(page.getByText(/^€\s?12,5K$/)).toBeVisible();
  const perf = page.getByTestId('performance');
  for (const v of ['+15%', '82%', '4.7/5', '127'])
    await expect(perf.getByText(v, { exact: true })).toBeVisible();
  const activity = page.getByTestId('student-activity');
  for (const b of ['Actief', 'Nieuw', 'Certificaat'])
    await expect(activity.getByText(b, { exact: true })).toBeVisible();
  await expect(page.getByText('Concept', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'institute-dashboard');
});
