import { expect, type Page, test } from '@playwright/test';
import {
  apiAs,
  DEMO,
  expectNoSeriousA11yViolations,
  loginViaApi,
  registerViaApi,
  screenshots,
} from './helpers.ts';

const OPTIONS = ['Helemaal niet mee eens', 'Niet mee eens', 'Neutraal', 'Mee eens', 'Helemaal mee eens'];
/** n % 5 alone makes every interest score 50 (a flat profile without career matches): the
 * investigative items 2, 8, 39, 45 and 51 get full agreement so the profile has a shape. */
const INVESTIGATIVE = new Set([2, 8, 39, 45, 51]);
const optionFor = (n: number) => (INVESTIGATIVE.has(n) ? OPTIONS[4] : OPTIONS[n % 5]);

/**
 * Saves answers first…last of the scan in progress as the page does: answer n is (n % 5) + 1, or
 * `optionFor(n)`'s with `shaped`.
 */
async function saveDraftAnswers(page: Page, last: number, { first = 1, shaped = false } = {}) {
  for (let n = first; n <= last; n++) {
    const value = shaped ? OPTIONS.indexOf(optionFor(n)) + 1 : (n % 5) + 1;
    await apiAs(page, 'PUT', `/api/user/scan-draft/${n}`, { value });
  }
}

async function answer(page: Page, n: number, option: string) {
  await expect(page.getByText(`Vraag ${n} van 65`)).toBeVisible();
  await page.getByRole('radio', { name: option, exact: true }).click();
}

test('signed out: the Login Required card links to /auth', async ({ page }) => {
  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByText('Log in om je persoonlijke scan te starten')).toBeVisible();
  await page.getByRole('link', { name: 'Inloggen' }).last().click();
  await expect(page).toHaveURL(/\/auth$/);
});

// Every one of the 65 questions is answered in the page by keyboard in a11y.spec.ts's keyboard journey;
// here the page's own parts (blocks, Vorige, keys, the last answer) are answered in it and the middle
// is saved as the page saves it (about 12 core-seconds of CI, decision 530).
test('a new talent answers the scan and sees the result in the scan and the passport', async ({ page }) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Persoonlijkheids- en Carrièrescan' })).toBeVisible();
  for (const fact of ['65 vragen', '10-15 minuten', 'Big Five & RIASEC'])
    await expect(page.getByText(fact)).toBeVisible();
  await expect(page.getByText('Je hebt al een scan voltooid')).toHaveCount(0);
  // The tour appears once, after a second, on the intro; starting the scan closes it, so it is
  // never on top of the answers, and it does not come back.
  await expect(page.getByText('Stap 1 van 4')).toBeVisible();

  await page.getByRole('button', { name: 'Start scan', exact: true }).click();
  await expect(page.getByText('Stap 1 van 4')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Persoonlijkheids- en Carrièrescan' }),
  ).toBeVisible();
  await expect(page.getByText('Blok 1 van 5')).toBeVisible();
  await expect(page.getByText('0 van 65 beantwoord')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vorige' })).toBeDisabled();

  for (let n = 1; n <= 12; n++) await answer(page, n, optionFor(n));
  // Into block 2, then Vorige crosses back into block 1 with the answer kept.
  await expect(page.getByText('Vraag 13 van 65')).toBeVisible();
  await expect(page.getByText('Blok 2 van 5')).toBeVisible();
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(page.getByText('Vraag 12 van 65')).toBeVisible();
  await expect(page.getByText('Blok 1 van 5')).toBeVisible();
  await expect(page.getByRole('radio', { name: OPTIONS[12 % 5], exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByText('12 van 65 beantwoord')).toBeVisible();
  await answer(page, 12, OPTIONS[12 % 5]);

  // Keyboard: number keys choose, arrow keys + space choose too.
  await expect(page.getByText('Vraag 13 van 65')).toBeVisible();
  await page.keyboard.press('4');
  await expect(page.getByText('Vraag 14 van 65')).toBeVisible();
  await page.getByRole('radio', { name: OPTIONS[0], exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await answer(page, 15, optionFor(15));
  await expect(page.getByText('Vraag 16 van 65')).toBeVisible();
  await expect(page.getByText('15 van 65 beantwoord')).toBeVisible();
  await saveDraftAnswers(page, 64, { first: 16, shaped: true });
  await page.goto('/scan');
  await page.getByRole('button', { name: 'Verder waar je was (64 beantwoord)' }).click();
  await expect(page.getByText('64 van 65 beantwoord')).toBeVisible();
  await answer(page, 65, OPTIONS[2]);

  await expect(page.getByRole('heading', { name: 'Scan Compleet!' })).toBeVisible({ timeout: 15_000 });
  for (const heading of [
    'Profiel Samenvatting',
    'Passende Carrières',
    'Jouw Sterke Punten',
    'Ontwikkelkansen',
    'Aanbevelingen',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  // The catalogue filtered to the recommended courses.
  await expect(page.getByRole('link', { name: 'Bekijk Passende Cursussen' })).toHaveAttribute(
    'href',
    /^\/courses\?aanbevolen=[\d,]+$/,
  );

  const res = await page.request.get('/api/user/scan-result');
  const result = await res.json();
  expect(result.careerMatches.length).toBeGreaterThan(0);
  await expect(page.getByText(result.careerMatches[0].title).first()).toBeVisible();
  await screenshots(page, 'scan-result');

  await page.goto('/skills-passport');
  await expect(page.getByRole('heading', { name: 'Mijn Paspoort' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Overslaan' })
    .click({ timeout: 5000 })
    .catch(() => {});
  await page.getByRole('tab', { name: 'Persoonlijkheid' }).click();
  const bigFive: [string, number][] = [
    ['Openheid', result.openness],
    ['Betrouwbaarheid', result.conscientiousness],
    ['Extraversie', result.extraversion],
    ['Empathie', result.agreeableness],
    ['Stabiliteit', 100 - result.neuroticism],
  ];
  for (const [label, value] of bigFive) {
    await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute(
      'aria-valuenow',
      String(value),
    );
    await expect(page.getByRole('tabpanel').getByText(`${value}%`).first()).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Interesses' }).click();
  const riasec: [string, number][] = [
    ['Realistisch', result.realistic],
    ['Onderzoekend', result.investigative],
    ['Artistiek', result.artistic],
    ['Sociaal', result.social],
    ['Ondernemend', result.enterprising],
    ['Conventioneel', result.conventional],
  ];
  for (const [label, value] of riasec) {
    await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute(
      'aria-valuenow',
      String(value),
    );
  }

  // Back on the intro: the previous-result notice and the restart button.
  await page.goto('/scan');
  await expect(page.getByText('Je hebt al een scan voltooid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start scan opnieuw' })).toBeVisible();
});

test('a failing submit shows an error and keeps the answers for a retry', async ({ page }) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  await page.addInitScript(() => localStorage.setItem('tour.scan.completed', 'done'));
  let fail = true;
  await page.route('**/api/enhanced-assessment/submit', (route) =>
    fail ? route.fulfill({ status: 500, body: '{"message":"Tijdelijke storing"}' }) : route.continue(),
  );
  // Answering is the subject of the tests above; here 64 answers are saved as the scan saves them
  // (a minute less of CI), the last one is given in the page and its submit fails.
  await saveDraftAnswers(page, 64);
  await page.goto('/scan');
  await page.getByRole('button', { name: 'Verder waar je was (64 beantwoord)' }).click();
  await expect(page.getByText('Vraag 65 van 65')).toBeVisible();
  await expect(page.getByText('64 van 65 beantwoord')).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByRole('alert')).toContainText('Tijdelijke storing');
  await expect(page.getByText('65 van 65 beantwoord')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(page.getByRole('heading', { name: 'Scan Compleet!' })).toBeVisible({ timeout: 15_000 });
});

test('the scan intro shows a previous result; a question has no serious accessibility violations', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.talent);
  await page.addInitScript(() => localStorage.setItem('tour.scan.completed', 'done'));
  await page.goto('/scan');
  await expect(page.getByText('Je hebt al een scan voltooid')).toBeVisible();
  await page.getByRole('button', { name: 'Start scan opnieuw' }).click();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'scan-question');
});

test('the scan keeps every answer: the menu, a reload and another device offer to continue at the first unanswered question', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await registerViaApi(page);
  // The first 29 answers as the page saves them (CI time); the page then gives and saves
  // 30 and 31 itself.
  await saveDraftAnswers(page, 29);
  await page.addInitScript(() => localStorage.setItem('tour.scan.completed', 'done'));
  await page.goto('/scan');
  await page.getByRole('button', { name: 'Verder waar je was (29 beantwoord)' }).click();
  await expect(page.getByText('Vraag 30 van 65')).toBeVisible();
  // Starting moves the focus to the question's answers.
  await expect(page.getByRole('radio', { name: OPTIONS[0], exact: true })).toBeFocused();
  for (let n = 30; n <= 31; n++) {
    await expect(page.getByText(`Vraag ${n} van 65`)).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/user/scan-draft/${n}`) && r.ok());
    await page.keyboard.press(String((n % 5) + 1));
    await saved;
  }
  await expect(page.getByText('Vraag 32 van 65')).toBeVisible();

  // Away through the menu and back through the menu: the intro offers the 31 answers, and
  // "Opnieuw beginnen" asks before it deletes anything.
  const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
  await nav.getByRole('link', { name: 'Paspoort' }).click();
  await expect(page).toHaveURL(/\/skills-passport$/);
  await nav.getByRole('link', { name: 'Scan', exact: true }).click();
  await expect(page.getByText('Je hebt 31 van de 65 vragen al beantwoord')).toBeVisible();
  await page.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opnieuw beginnen?' });
  await expect(dialog).toContainText('Je 31 bewaarde antwoorden worden gewist');
  await screenshots(page, 'scan-start-over');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  const draft = (await apiAs(page, 'GET', '/api/user/scan-draft')) as { answers: object };
  expect(Object.keys(draft.answers)).toHaveLength(31);
  await screenshots(page, 'scan-intro-draft');
  // The dashboard resumes a half-done scan instead of offering to start one.
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Verder met de scan' })).toHaveAttribute('href', '/assessment');
  await expect(page.getByRole('link', { name: 'Start assessment' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Scan', exact: true }).click();
  await page.getByRole('button', { name: 'Verder waar je was (31 beantwoord)' }).click();
  await expect(page.getByText('Vraag 32 van 65')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Verder waar je was (31 beantwoord)' }).click();
  await expect(page.getByText('Vraag 32 van 65')).toBeVisible();
  await expect(page.getByText('31 van 65 beantwoord')).toBeVisible();
  await expect(page.getByText('Je gaat verder waar je was gebleven')).toBeVisible();
  // Block 1 (12 questions) is done: its dot is drawn in a colour, not left transparent.
  const doneDot = page.getByRole('list', { name: 'Blokken' }).getByRole('listitem').first();
  await expect(doneDot).toContainText('afgerond');
  expect(await doneDot.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // The tour never opens over the answers.
  await page.waitForTimeout(1500);
  await expect(page.getByText('Stap 1 van 4')).toHaveCount(0);
  // Vorige shows the saved answer of question 31.
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(page.getByRole('radio', { name: OPTIONS[31 % 5], exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await screenshots(page, 'scan-resumed');

  // Another device: a fresh browser signed in to the same account continues at question 32.
  const other = await browser.newContext({ locale: 'nl-NL' });
  const phone = await other.newPage();
  await phone.goto('/robots.txt');
  const signedIn = await phone.request.post('/api/login', {
    data: { email, password: 'Fietsbel-Oranje7' },
    headers: { Origin: new URL(phone.url()).origin },
  });
  expect(signedIn.status()).toBe(200);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/scan');
  await phone.getByRole('button', { name: 'Verder waar je was (31 beantwoord)' }).click();
  await expect(phone.getByText('Vraag 32 van 65')).toBeVisible();
  await expect(phone.getByText('31 van 65 beantwoord')).toBeVisible();
  await other.close();
});

test('Big Five, RIASEC and the Holland code are explained in plain words where they first appear', async ({
  page,
}) => {
  await loginViaApi(page, DEMO.talent);
  await page.addInitScript(() => localStorage.setItem('tour.scan.completed', 'done'));
  await page.goto('/scan');
  const intro = page.getByRole('region', { name: 'Wat betekenen deze woorden?' });
  await expect(intro).toContainText('Big Five: Vijf brede kanten van je persoonlijkheid');
  await expect(intro).toContainText('RIASEC: Zes soorten werk');
  await screenshots(page, 'scan-intro-terms');
  await page.getByRole('button', { name: 'Bekijk mijn resultaat' }).click();
  await expect(page.getByRole('heading', { name: 'Scan Compleet!' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Wat betekenen deze woorden?' });
  await expect(result).toContainText('Holland-code: De twee of drie RIASEC-letters');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'scan-result-terms');
});
