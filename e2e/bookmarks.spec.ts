import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, registerViaApi } from './helpers.ts';

test('a talent saves a course on its page, finds it under Bewaard and removes it there', async ({ page }) => {
  await registerViaApi(page, 'talent');
  const {
    items: [course],
  } = (await (await page.request.get('/api/courses?limit=1')).json()) as {
    items: { id: number; title: string }[];
  };

  await page.goto(`/courses/${course.id}`);
  await page.getByRole('button', { name: 'Cursus bewaren' }).click();
  await expect(page.getByText('Cursus bewaard', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Niet meer bewaren' })).toBeFocused();

  await page
    .getByRole('navigation', { name: 'Hoofdnavigatie' })
    .getByRole('link', { name: 'Bewaard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Bewaarde cursussen', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bookmarks').getByRole('link', { name: course.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Niet meer bewaren: ${course.title}` }).click();
  await expect(page.getByText('Je hebt nog geen cursussen bewaard.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Naar het studieaanbod' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
