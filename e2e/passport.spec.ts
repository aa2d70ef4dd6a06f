import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi, registerViaApi, screenshots } from './helpers.ts';

test('signed out: redirected to /auth', async ({ page }) => {
  await page.goto('/skills-passport');
  await expect(page).toHaveURL(/\/auth$/);
});

test('without a scan: the empty state, and the tour shows once until completed', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/skills-passport');
  await expect(page.getByText('Nog geen paspoort beschikbaar')).toBeVisible();
  await expect(
    page.getByText('Voltooi eerst uw persoonlijkheidsscan om uw paspoort te genereren'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Persoonlijkheidsscan' })).toHaveAttribute(
    'href',
    '/scan',
  );

  const tour = page.getByRole('dialog');
  await expect(tour.getByText('Stap 1 van 4')).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Vorige' })).toBeDisabled();
  for (const n of [2, 3, 4]) {
    await tour.getByRole('button', { name: 'Volgende' }).click();
    await expect(tour.getByText(`Stap ${n} van 4`)).toBeVisible();
  }
  await tour.getByRole('button', { name: 'Vorige' }).click();
  await expect(tour.getByText('Stap 3 van 4')).toBeVisible();
  await tour.getByRole('button', { name: 'Volgende' }).click();
  await tour.getByRole('button', { name: 'Voltooien' }).click();
  await expect(tour).toHaveCount(0);

  // Shown once: not again on the next visit.

  await page.reload();
  await expect(page.getByText('Nog geen paspoort beschikbaar')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByText('Stap 1 van 4')).toHaveCount(0);
});

test('the demo talent sees every tab filled from her scan and enrolments', async ({ page }) => {
  await loginViaApi(page, DEMO.talent);
  await page.addInitScript(() => localStorage.setItem('tour.passport.completed', 'done'));
  const result = await (await page.request.get('/api/user/scan-result')).json();
  const enrollments = (await (await page.request.get('/api/user/enrollments')).json()).items;
  await page.goto('/skills-passport');

  await expect(page.getByText(result.primaryDrive)).toBeVisible();
  await expect(page.getByText(result.learningStyle)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(
    Math.min(4, result.careerMatches.length),
  );
  await screenshots(page, 'passport-overview');

  await page.getByRole('tab', { name: 'Persoonlijkheid' }).click();
  await expect(page.getByRole('progressbar', { name: 'Stabiliteit' })).toHaveAttribute(
    'aria-valuenow',
    String(100 - result.neuroticism),
  );
  await page.getByRole('tab', { name: 'Vaardigheden' }).click();
  await expect(page.getByRole('heading', { name: 'Sterke Punten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Groeiareas' })).toBeVisible();
  for (const skill of result.softSkills) await expect(page.getByText(skill, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Voortgang' }).click();
  await expect(page.getByRole('heading', { name: 'Voltooide Cursussen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lopende Cursussen' })).toBeVisible();
  for (const e of enrollments as { progress: number; course: { title: string } }[]) {
    await expect(page.getByRole('tabpanel').getByText(e.course.title)).toBeVisible();
    if (e.progress < 100) {
      await expect(
        page.getByRole('progressbar', { name: `Voortgang van ${e.course.title}` }),
      ).toHaveAttribute('aria-valuenow', String(e.progress));
    }
  }
  await screenshots(page, 'passport-progress');
});
