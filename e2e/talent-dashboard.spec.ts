import { expect, test } from '@playwright/test';
import { RIASEC_LABELS } from '../src/domain/scan/dimensions.ts';
import { DEMO, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

test('the demo talent sees the greeting, tiles, courses, skills and activity', async ({ page }) => {
  await loginViaApi(page, DEMO.talent);
  const [enrollments, credentials, match, activity] = await Promise.all(
    [
      '/api/enrollments/user',
      '/api/user/credentials',
      '/api/user/skills-match',
      '/api/user/recent-activity',
    ].map(async (url) => (await page.request.get(url)).json()),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welkom terug, Sanne' })).toBeVisible();
  // The Certificaten tile counts valid credentials only: a revoked one is not a certificate.
  const certificates = (credentials.items as { status: string }[]).filter((c) => c.status === 'valid');

  const running = (enrollments.items as { status: string; course: { title: string } }[]).filter(
    (e) => e.status === 'enrolled',
  );
  const tiles = page.getByRole('region', { name: 'Kerncijfers' });
  await expect(tiles.getByText('Actieve cursussen')).toBeVisible();
  await expect(tiles.getByText(String(running.length), { exact: true })).toBeVisible();
  await expect(tiles.getByText('Certificaten')).toBeVisible();
  await expect(tiles.getByText(String(certificates.length), { exact: true })).toBeVisible();
  await expect(tiles.getByText(`${Math.round(match.matchPercentage)}%`)).toBeVisible();

  for (const e of running.slice(0, 3)) await expect(page.getByText(e.course.title).first()).toBeVisible();
  // The skills profile shows the three strongest interests of her stored scan (no sample values).
  const scan = (await (await page.request.get('/api/user/scan-result')).json()) as Record<string, number>;
  const top = (Object.keys(RIASEC_LABELS) as (keyof typeof RIASEC_LABELS)[])
    .map((k) => [RIASEC_LABELS[k], Math.round(scan[k])] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  for (const [label, value] of top) {
    await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute(
      'aria-valuenow',
      String(value),
    );
  }
  await expect(page.getByRole('link', { name: 'Vernieuw assessment' })).toHaveAttribute(
    'href',
    '/assessment',
  );
  await expect(page.getByRole('heading', { name: 'Recente activiteit' })).toBeVisible();
  expect(activity.items.length).toBeGreaterThan(0);
  await expect(page.getByText(activity.items[0].title).first()).toBeVisible();
  // The browser runs in Europe/Amsterdam (playwright.config.ts); this process may not (CI is UTC),
  // and between 23:00 and 01:00 UTC the two differ by a day.
  const date = new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(activity.items[0].timestamp));
  await expect(page.getByText(date).first()).toBeVisible();
  await screenshots(page, 'talent-dashboard');
});

test('a new talent is welcomed (not welcomed back) and sees Geen for the skills match and Start assessment', async ({
  page,
}) => {
  await registerViaApi(page, 'talent', 'Noor');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welkom, Noor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kerncijfers' }).getByText('Geen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start assessment' })).toHaveAttribute('href', '/assessment');
  await expect(page.getByText('Nog geen activiteit.')).toBeVisible();
});
