import { expect, type Page, test } from '@playwright/test';
import {
  apiAs,
  DEMO,
  expectNoRawKeys,
  expectNoSeriousA11yViolations,
  loginViaApi,
  loginViaUi,
  presetLanguage,
  registerViaApi,
  screenshots,
} from './helpers.ts';

/** First-time journeys: a new talent finds progress and recommendations; every value in the interface language. */

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** "18 december": a start date this close is written without its year. */
const dayMonth = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** A new course of the (verified) demo institute with one run, made through the API. */
async function courseWithRun(page: Page, title: string, start: string) {
  await page.goto('/robots.txt');
  await loginViaApi(page, DEMO.institute);
  const course = (await apiAs(page, 'POST', '/api/courses', {
    title,
    description: 'Leer het vak in vier weken.',
    category: 'Technology',
    level: 'Intermediate',
    duration: 4,
    price: 495,
  })) as { id: number };
  const run = (await apiAs(page, 'POST', `/api/courses/${course.id}/runs`, { startDate: start })) as {
    id: number;
  };
  return { courseId: course.id, runId: run.id };
}

test('a new talent: Welkom, the course row leads to its progress (Start <day>), Voortgang in the menu, focus on the heading, the scan result opens the recommended courses', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const start = inDays(30);
  const title = `Eerste stappen ${Date.now()}`;
  const institute = await (await browser.newContext()).newPage();
  const { courseId, runId } = await courseWithRun(institute, title, start);

  await page.addInitScript(() => {
    for (const key of ['tour.scan.completed', 'tour.passport.completed']) localStorage.setItem(key, 'done');
  });
  await page.goto('/robots.txt');
  await registerViaApi(page, 'talent', 'Ilse');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Ilse' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start assessment' })).toBeVisible();
  await apiAs(page, 'POST', `/api/courses/${courseId}/enroll`, { runId });
  await page.reload();
  await expectNoRawKeys(page, 'talent dashboard');
  await screenshots(page, 'first-dashboard');

  // The dashboard's course row is a link to that course's progress; the focus lands on the heading.
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/progress#course-${courseId}$`));
  const heading = page.getByRole('heading', { level: 1, name: 'Voortgang' });
  await expect(heading).toBeFocused();
  const card = page.getByTestId('progress-enrollment').filter({ hasText: title });
  await expect(card.getByText(`Start ${dayMonth(start)}`, { exact: true })).toBeVisible();
  await expect(card.getByText('Bezig', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Voortgang' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoRawKeys(page, 'progress');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'first-progress');

  // The course has no ratings yet: it says so, no "0.0" or "N/A".
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByRole('complementary').getByText('Nog geen beoordelingen')).toBeVisible();
  await expect(page.getByText('0.0/5.0')).toHaveCount(0);

  // A finished scan: "Bekijk Passende Cursussen" opens the catalogue with only the recommendations.
  const answers = Object.fromEntries(
    Array.from({ length: 65 }, (_, i) => [String(i + 1), ((i * 3) % 5) + 1]),
  );
  const result = (await apiAs(page, 'POST', '/api/enhanced-assessment/submit', { answers })) as {
    recommendations: { courses: { courseId: number }[]; careers: string[] };
  };
  const recommended = result.recommendations.courses.length;
  expect(recommended).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Scan' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Persoonlijkheids- en Carrièrescan' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Bekijk mijn resultaat' }).click();
  // No heading stands over nothing.
  if (result.recommendations.careers.length === 0)
    await expect(page.getByRole('heading', { name: 'Carrièrepaden' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Bekijk Passende Cursussen' }).click();
  await expect(page).toHaveURL(/\/courses\?aanbevolen=[\d,]+$/);
  await expect(page.getByTestId('course-count')).toContainText(`${recommended} `);
  await expect(page.getByTestId('course-count')).toContainText('bij je scan');
  await expect(page.locator('main ul > li a[href^="/courses/"]')).toHaveCount(recommended);
  await expectNoRawKeys(page, 'recommended courses');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'first-recommended');
  await page.getByRole('link', { name: 'Toon alle cursussen' }).click();
  await expect(page.getByLabel('Zoek cursussen')).toBeVisible();
});

test('enumerated values and admin actions in the interface language, Dutch and English; the institute hears of its verification', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Signing in moves the focus to the new page's heading, not the page body.
  const talent = await (await browser.newContext()).newPage();
  await loginViaUi(talent, DEMO.talent);
  await expect(talent.getByRole('heading', { level: 1 })).toBeFocused();
  await talent.context().close();
  // A fresh institute, verified by the admin: a notification for it, a sentence in the audit log.
  const inst = await (await browser.newContext()).newPage();
  await inst.goto('/robots.txt');
  const instEmail = await registerViaApi(inst, 'institute', 'Iris');
  await page.goto('/robots.txt');
  await loginViaApi(page, DEMO.admin);
  const pending = (
    (await apiAs(page, 'GET', '/api/admin/institutes?status=pending')) as {
      items: { id: string; email: string }[];
    }
  ).items;
  const fresh = pending.find((i) => i.email === instEmail);
  expect(fresh, 'the new institute waits for verification').toBeTruthy();
  await apiAs(page, 'POST', `/api/admin/institutes/${fresh?.id}/verify`);

  for (const lang of ['nl', 'en'] as const) {
    await presetLanguage(page, lang);
    await page.goto('/');
    const audit = page.getByTestId('audit-row').first();
    await expect(audit).toContainText(lang === 'nl' ? 'heeft instituut' : 'verified institute');
    await expect(audit).not.toContainText('institute.verify');
    await expectNoRawKeys(page, `admin home (${lang})`);
    await screenshots(page, `first-admin-home-${lang}`);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRawKeys(page, `admin settings (${lang})`);
  }

  await presetLanguage(inst, 'nl');
  await inst.goto('/institute');
  await inst.getByTestId('notification-bell').click();
  await expect(inst.getByText('Je instituut is geverifieerd')).toBeVisible();
  await inst.keyboard.press('Escape');
  // The new-course form offers categories and levels in the interface language.
  await inst.getByRole('button', { name: 'Nieuwe cursus' }).first().click();
  const dialog = inst.getByRole('dialog');
  const category = dialog.getByLabel('Categorie');
  await expect(category.locator('option', { hasText: 'Technologie' })).toHaveCount(1);
  await expect(category.locator('option', { hasText: 'Technology' })).toHaveCount(0);
  await expect(dialog.getByLabel('Niveau').locator('option', { hasText: 'Gevorderd' })).toHaveCount(1);
  await expectNoRawKeys(inst, 'new course form');
  await screenshots(inst, 'first-new-course');
  await presetLanguage(inst, 'en');
  await inst.goto('/institute');
  await inst.getByRole('button', { name: 'New course' }).first().click();
  await expect(
    inst.getByRole('dialog').getByLabel('Level').locator('option', { hasText: 'Advanced' }),
  ).toHaveCount(1);
  await expectNoRawKeys(inst, 'new course form (en)');
});
