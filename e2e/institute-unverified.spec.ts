import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

test('an unverified institute is told its courses wait for verification, and what it can do', async ({
  page,
}) => {
  await registerViaApi(page, 'institute', 'Ineke');
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Je instelling wacht op verificatie' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Tot die tijd zie alleen jij je cursussen.');

  await page.goto('/institute');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('KvK-nummer en website');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'institute-unverified');
  await notice.getByRole('button', { name: 'Naar Instellingen' }).click();
  await expect(page.getByRole('tab', { name: 'Instellingen' })).toHaveAttribute('aria-selected', 'true');
});

test('a verified institute sees no such notice', async ({ page }) => {
  await loginViaApi(page, DEMO.institute);
  await page.goto('/institute');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByText('Je instelling wacht op verificatie')).toHaveCount(0);
});
