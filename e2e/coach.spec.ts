import { expect, test } from '@playwright/test';
import { DEMO, expectNoA11yViolations, loginViaApi, registerViaApi, screenshots, tabTo } from './helpers.ts';

const euro = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ');

test('the Coach answers a budget question from the seeded subsidies and enrolments', async ({ page }) => {
  await loginViaApi(page, DEMO.talent);
  // Seeded: a levenlanglerenkrediet of € 1.200 approved (a loan, never counted as subsidy) and a
  // SLIM application pending.
  const applications = (await (await page.request.get('/api/user/subsidy-applications')).json()).items;
  const loanCents = (applications as { status: string; schemeId: string; approvedAmount: number }[])
    .filter((a) => a.status === 'approved' && a.schemeId === 'levenlanglerenkrediet')
    .reduce((sum, a) => sum + Math.round(a.approvedAmount * 100), 0);
  expect(loanCents).toBe(120_000);

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
  // Only money granted to the talent counts; the loan is said apart (decision 435).
  await expect(log).toContainText('Er is nog geen subsidie aan jou toegekend.');
  await expect(log).toContainText(`Apart, want het is een lening die je terugbetaalt: ${euro(loanCents)}.`);
  await expect(log).toContainText('1 aanvraag is nog in behandeling.');
  await expect(input).toHaveValue('');

  await input.fill('Welke cursussen raad je aan?');
  await panel.getByRole('button', { name: 'Versturen' }).click();
  await expect(log.locator('p')).toHaveCount(5);
  await expectNoA11yViolations(page, 'coach with answers', panel);
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
  await expect(panel.getByRole('log')).toContainText('Er is nog geen subsidie aan jou toegekend.');
});

test('the Coach answers a course price from the catalogue and a subsidy question from the matcher', async ({
  page,
}) => {
  await registerViaApi(page);
  const { items } = (await (await page.request.get('/api/courses?limit=1')).json()) as {
    items: { id: number; title: string; price: number }[];
  };
  const course = items[0];
  await page.goto('/');
  await page.getByRole('button', { name: 'Coach', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Coach' });
  const input = panel.getByPlaceholder('Typ je vraag...');
  const log = panel.getByRole('log');

  await input.fill(`Wat kost de cursus ${course.title}?`);
  await input.press('Enter');
  await expect(log).toContainText('Volgens de cursuscatalogus van het platform');
  await expect(log).toContainText(`${course.title}`);
  await expect(log).toContainText(euro(Math.round(course.price * 100)));
  await expect(log.getByRole('link', { name: course.title })).toHaveAttribute(
    'href',
    `/courses/${course.id}`,
  );

  await input.fill('Ik heb een bijstandsuitkering, kan de gemeente mijn cursus betalen?');
  await input.press('Enter');
  await expect(log).toContainText('Volgens de subsidiecheck passen bij werkzoekend met bijstandsuitkering');
  await expect(log).toContainText('Scholing vanuit de bijstand');
  await expect(log).toContainText('klantmanager');

  await input.fill('Ik ben 58, kan ik nog lenen bij DUO?');
  await input.press('Enter');
  await expect(log).toContainText('Met wat je vertelt (58 jaar) past Levenlanglerenkrediet niet.');
  await expect(log).toContainText('bron: https://duo.nl/particulier/levenlanglerenkrediet/');

  await input.fill('Wat is de hoofdstad van Frankrijk?');
  await input.press('Enter');
  await expect(log).toContainText('Dat weet ik niet: ik beantwoord alleen vragen over leren');
  await expectNoA11yViolations(page, 'coach with course and subsidy answers', panel);
  await screenshots(page, 'coach-answers');
});

test('every suggestion chip gets its own topic’s answer and links to its screen', async ({ page }) => {
  const chips: [string, RegExp, string][] = [
    ['Hoeveel budget heb ik?', /Er is nog geen subsidie aan jou toegekend/, 'Subsidiecheck'],
    ['Welke subsidie kan ik krijgen?', /Volgens de subsidiecheck|hangt af van je situatie/, 'Subsidiecheck'],
    ['Welke cursussen passen bij mij?', /aanbevelingen/, 'Naar het Studieaanbod'],
    ['Hoe sta ik ervoor?', /voortgang/i, 'Naar Mijn voortgang'],
    ['Hoe schrijf ik me uit?', /Je schrijft je uit op de pagina van de cursus/, ''],
  ];
  await loginViaApi(page, DEMO.talent);
  for (const [chip, answer, link] of chips) {
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
    const links = log.getByRole('list', { name: 'Ga naar' }).getByRole('link');
    if (link) await expect(links.filter({ hasText: link })).toHaveCount(1);
    else await expect(links.first()).toHaveAttribute('href', /^\/courses\/\d+$/);
  }
  // A link goes to its screen and closes the panel.
  await page.getByRole('dialog', { name: 'Coach' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('dialog', { name: 'Coach' })).toHaveCount(0);
});

test('a typed phrasing of every topic reaches that topic’s answer', async ({ page }) => {
  const typed: [string, RegExp][] = [
    ['Hoeveel geld heb ik nog over?', /Er is nog geen subsidie aan jou toegekend/],
    ['Wat kost het allemaal?', /Over welke cursus gaat het\?/],
    ['Kan ik het STAP-budget nog aanvragen?', /STAP-budget bestaat niet meer/],
    ['Wat vindt de koning van kaas?', /Dat weet ik niet/],
    ['Kom ik in aanmerking voor een regeling?', /subsidiecheck/],
    ['Hoe kan ik me inschrijven voor een cursus?', /bevestigt je inschrijving pas na die stap/],
    ['Ik wil mijn inschrijving annuleren', /Je schrijft je uit op de pagina van de cursus/],
    ['Hoe solliciteer ik?', /Op de pagina Vacatures/],
    ['Welke opleiding raad je aan?', /aanbevelingen/],
    ['Hoe ver ben ik?', /gemiddelde voortgang/],
    ['Wat zegt mijn persoonlijkheidstest?', /Uit je scan/],
    ['Ik heb hulp nodig', /Ik ben je Coach\. Je kunt me vragen stellen/],
    ['Wat kun je allemaal?', /Ik kan je goedgekeurde subsidie/],
    ['Heb je een studietip?', /overhoor jezelf/],
    ['Maak een rooster voor me', /Voorstel voor deze week/],
    ['Ik heb geen zin meer', /motivatie soms wegzakt/],
    ['Welk beroep past bij mij?', /interesseprofiel/],
    ['Goedemorgen', /Vraag me bijvoorbeeld/],
  ];
  await loginViaApi(page, DEMO.talent);
  await page.goto('/');
  await page.getByRole('button', { name: 'Coach', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Coach' });
  const input = panel.getByPlaceholder('Typ je vraag...');
  const replies = panel.getByRole('log').locator('p');
  for (const [i, [question, answer]] of typed.entries()) {
    await input.fill(question);
    await input.press('Enter');
    await expect(replies).toHaveCount(3 + 2 * i);
    await expect(replies.nth(2 + 2 * i), question).toContainText(answer);
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
  const chip = panel.getByRole('button', { name: 'How do I unenrol?' });
  await page.keyboard.press('Shift+Tab');
  await expect(chip).toBeFocused();
  await page.keyboard.press('Enter');
  const log = panel.getByRole('log');
  await expect(log).toContainText(
    'You aren’t enrolled on a course at the moment, so there is nothing to unenrol from.',
  );
  await expect(input).toBeFocused();

  await page.keyboard.type('what courses suit me');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('You don’t have any personal recommendations yet. Take the scan at /scan');

  await page.keyboard.type('Which subsidy can I get?');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('How much you can get depends on your situation');
  await expect(log.getByRole('link', { name: 'Subsidy check' }).first()).toBeVisible();

  await page.keyboard.type('How much budget do I have?');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('No subsidy has been granted to you yet.');
  await expect(log).not.toContainText(/Je hebt|Vraag me|Hoi!/);
  await expectNoA11yViolations(page, 'en coach with answers', panel);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
});
