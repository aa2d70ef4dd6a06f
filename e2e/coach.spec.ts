import { expect, test } from '@playwright/test';
import { DEMO, expectNoA11yViolations, loginViaApi, registerViaApi, screenshots, tabTo } from './helpers.ts';

const euro = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ');

test('the Coach answers a budget question from the seeded subsidies and enrolments', async ({ page }) => {
  await loginViaApi(page, DEMO.talent);
  // Seeded: SLIM-subsidie € 1.500 and Scholingsbudget werkgever € 750 approved; one pending, one rejected.
  const applications = await (await page.request.get('/api/user/subsidy-applications')).json();
  const enrollments = await (await page.request.get('/api/user/enrollments')).json();
  const approvedCents = (applications as { status: string; approvedAmount: number }[])
    .filter((a) => a.status === 'approved')
    .reduce((sum, a) => sum + Math.round(a.approvedAmount * 100), 0);
  expect(approvedCents).toBe(225_000);
  const enrolledCents = (enrollments as { status: string; course: { price: number } }[])
    .filter((e) => e.status === 'enrolled')
    .reduce((sum, e) => sum + Math.round(e.course.price * 100), 0);

  await page.goto('/');
  await page.getByRole('button', { name: 'Coach', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Coach' });
  await expect(panel.getByText('Hoi! Hoe kan ik je helpen?')).toBeVisible();
  const input = panel.getByPlaceholder('Typ je vraag...');
  await expect(input).toBeFocused();

  const log = panel.getByRole('log');
  await input.fill('   ');
  await input.press('Enter');
  await expect(log.locator('p')).toHaveCount(1);

  await input.fill('Hoeveel budget heb ik nog?');
  await input.press('Enter');
  await expect(log).toContainText(`Je hebt ${euro(approvedCents)} aan goedgekeurde subsidie.`);
  await expect(log).toContainText(`je resterende budget is ${euro(approvedCents - enrolledCents)}`);
  await expect(log).toContainText('1 aanvraag in behandeling');
  await expect(input).toHaveValue('');

  await input.fill('Welke cursussen raad je aan?');
  await panel.getByRole('button', { name: 'Versturen' }).click();
  await expect(log.locator('p')).toHaveCount(5);
  await screenshots(page, 'coach');

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Coach', exact: true })).toBeFocused();
});

test('the Coach also helps a new user without data', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Coach', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Coach' });
  await panel.getByPlaceholder('Typ je vraag...').fill('Wat is mijn budget?');
  await panel.getByPlaceholder('Typ je vraag...').press('Enter');
  await expect(panel.getByRole('log')).toContainText('nog geen goedgekeurde subsidie');
});

test('every suggestion chip gets its own topic’s answer, never the greeting', async ({ page }) => {
  const chips: [string, RegExp][] = [
    ['Hoeveel budget heb ik?', /goedgekeurde subsidie/],
    ['Welke cursussen passen bij mij?', /aanbevelingen/],
    ['Hoe sta ik ervoor?', /voortgang/i],
  ];
  for (const [chip, answer] of chips) {
    await loginViaApi(page, DEMO.talent);
    await page.goto('/');
    await page.getByRole('button', { name: 'Coach', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Coach' });
    await panel.getByRole('button', { name: chip }).click();
    const log = panel.getByRole('log');
    await expect(log.locator('p')).toHaveCount(3);
    const reply = log.locator('p').nth(2);
    await expect(reply).toContainText(answer);
    await expect(reply).not.toContainText('Hoi! Hoe kan ik je helpen?');
    await expect(reply).not.toContainText('Vraag me bijvoorbeeld');
  }
});

test('in English, a new talent asks the Coach by keyboard via a chip and by typing, and gets English answers', async ({
  page,
}) => {
  // The browser is Dutch; the account's stored choice (English) decides once signed in.
  await page.goto('/robots.txt');
  await registerViaApi(page, 'talent', 'Robin');
  const saved = await page.request.patch('/api/user/settings', {
    data: { language: 'en' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const open = page.getByRole('button', { name: 'Coach', exact: true });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Coach' });
  await expect(panel.getByText('Hi! How can I help you?')).toBeVisible();
  const input = panel.getByPlaceholder('Type your question...');
  await expect(input).toBeFocused();

  // Shift+Tab from the input reaches the last chip; Enter asks it and focus returns to the input.
  const chip = panel.getByRole('button', { name: 'How am I doing?' });
  await page.keyboard.press('Shift+Tab');
  await expect(chip).toBeFocused();
  await page.keyboard.press('Enter');
  const log = panel.getByRole('log');
  await expect(log).toContainText('You aren’t enrolled on a course yet.');
  await expect(input).toBeFocused();

  await page.keyboard.type('what courses suit me');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('You don’t have any personal recommendations yet. Take the scan at /scan');
  await expect(log).toContainText('Popular with other talents:');

  await page.keyboard.type('subsidy?');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('You have no approved subsidy yet. Apply for a subsidy');
  await expect(log).not.toContainText(/Je hebt|Vraag me|Hoi!/);
  await expectNoA11yViolations(page, 'en coach with answers');

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
});
