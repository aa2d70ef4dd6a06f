import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  expectNoA11yViolations,
  loginViaApi,
  presetLanguage,
  registerViaApi,
  screenshots,
} from './helpers.ts';

/**
 * A confirmed pass gives a certificate the learner downloads (PDF, JSON) and anyone
 * checks on /verify/{id} signed out; a finished learner reviews the course and the institute reads it;
 * an uploaded certificate shows as "Zelf toegevoegd". Every test makes its own course and learner.
 */

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** A new course of the demo institute (verified, so public), made through the API. */
async function newCourse(institute: Page, title: string): Promise<number> {
  await institute.goto('/');
  await loginViaApi(institute, DEMO.institute);
  const res = await institute.request.post('/api/courses', {
    headers: origin(institute),
    data: {
      title,
      description: 'Leer het vak in vier weken.',
      category: 'Education',
      level: 'Beginner',
      duration: 4,
      price: 495,
      skills: ['Didactiek'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function enrol(request: APIRequestContext, page: Page, courseId: number): Promise<number> {
  const res = await request.post(`/api/courses/${courseId}/enroll`, { headers: origin(page), data: {} });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { enrollment: { id: number } }).enrollment.id;
}

/** A learner who finished a new course, and the institute that confirmed the pass. */
async function passedLearner(browser: import('@playwright/test').Browser, title: string) {
  const institute = await (await browser.newContext()).newPage();
  const courseId = await newCourse(institute, title);
  const learner = await (await browser.newContext()).newPage();
  await learner.goto('/');
  await registerViaApi(learner, 'talent', 'Noor');
  const enrollmentId = await enrol(learner.request, learner, courseId);
  const progress = await learner.request.patch(`/api/enrollments/${enrollmentId}/progress`, {
    headers: origin(learner),
    data: { progress: 100 },
  });
  expect(progress.status(), await progress.text()).toBe(200);
  const done = await institute.request.post(`/api/institute/enrollments/${enrollmentId}/complete`, {
    headers: origin(institute),
    data: { passed: true },
  });
  expect(done.status(), await done.text()).toBeLessThan(300);
  return { institute, learner, courseId };
}

test('a confirmed pass: the learner downloads PDF and JSON, anyone verifies it signed out in NL and EN', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Didactiek ${Date.now()}`;
  const { learner } = await passedLearner(browser, title);

  await presetLanguage(learner, 'nl');
  await learner.goto('/skills-passport');
  const mine = learner.getByRole('link', { name: new RegExp(`^Bekijken\\s*: ${title}$`) });
  await expect(mine).toHaveAttribute('href', /^\/verify\//);
  const href = (await mine.getAttribute('href')) ?? '';
  await learner.goto(href);
  await expect(learner.getByText('Geldig', { exact: true })).toBeVisible();

  const [pdf] = await Promise.all([
    learner.waitForEvent('download'),
    learner.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^certificaat-.+\.pdf$/);
  const pdfBytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(pdfBytes).subarray(0, 5).toString()).toBe('%PDF-');
  const [json] = await Promise.all([
    learner.waitForEvent('download'),
    learner.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^certificaat-.+\.json$/);
  const credential = JSON.parse(Buffer.concat(await (await json.createReadStream()).toArray()).toString());
  expect(credential.type).toContain('OpenBadgeCredential');

  // Signed out, in a fresh browser: the public page shows who earned what, from whom, and that it is valid.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(href);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Certificaat controleren' })).toBeVisible();
  await expect(stranger.getByText('Geldig', { exact: true })).toBeVisible();
  await expect(stranger.getByText('Noor Tester')).toBeVisible();
  await expect(stranger.getByText(title)).toBeVisible();
  await expectNoA11yViolations(stranger, 'verify nl');
  await screenshots(stranger, 'verify-signed-out');

  // The downloaded JSON verifies; changing the name makes it invalid.
  const ok = await stranger.request.post('/api/credentials/verify', {
    headers: origin(stranger),
    data: credential,
  });
  expect((await ok.json()).valid).toBe(true);
  const tampered = structuredClone(credential);
  tampered.credentialSubject.name = 'Iemand Anders';
  const bad = await stranger.request.post('/api/credentials/verify', {
    headers: origin(stranger),
    data: tampered,
  });
  expect((await bad.json()).valid).toBe(false);

  const english = await (await browser.newContext()).newPage();
  await presetLanguage(english, 'en');
  await english.goto(href);
  await expect(english.getByRole('heading', { level: 1, name: 'Check a certificate' })).toBeVisible();
  await expect(english.getByText('Valid', { exact: true })).toBeVisible();
  await expectNoA11yViolations(english, 'verify en');
});

test('a learner who finished reviews the course; the institute reads it under Reviews en feedback', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Beoordeelbaar ${Date.now()}`;
  const { learner, institute, courseId } = await passedLearner(browser, title);

  await learner.goto(`/courses/${courseId}`);
  const reviews = learner.getByRole('heading', { name: 'Reviews', exact: true });
  await reviews.scrollIntoViewIfNeeded();
  // The reviews section's empty text (the course's facts say the same of its rating).
  await expect(learner.locator('p', { hasText: 'Nog geen beoordelingen' })).toBeVisible();
  await learner.getByRole('button', { name: 'Review plaatsen' }).click();
  await expect(learner.getByText('Kies 1 tot 5 sterren.')).toBeVisible();
  await learner.locator('label').filter({ hasText: '4 sterren' }).click();
  await learner.getByLabel('Toelichting (optioneel)').fill('Praktisch en goed uitgelegd.');
  await learner.getByRole('button', { name: 'Review plaatsen' }).click();
  await expect(learner.getByText('Bedankt voor je review')).toBeVisible();
  const mine = learner.getByTestId('course-reviews').getByTestId('review');
  await expect(mine.getByText('Praktisch en goed uitgelegd.')).toBeVisible();
  await expect(mine.getByText('Jouw review')).toBeVisible();
  await expect(mine.getByText('Geverifieerde deelnemer')).toBeVisible();
  await expect(learner.getByText('4.0 van 5 · 1 beoordeling')).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Review bijwerken' })).toBeVisible();
  await expectNoA11yViolations(learner, 'course reviews nl');
  await screenshots(learner, 'course-reviews');

  // The institute's dashboard quick action opens the portal's Reviews tab.
  await institute.goto('/');
  await institute.getByRole('link', { name: 'Reviews en feedback' }).click();
  await expect(institute).toHaveURL(/\/institute\?tab=reviews$/);
  await expect(institute.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  const item = institute.getByTestId('institute-reviews').getByTestId('review').filter({ hasText: title });
  await expect(item.getByText('Praktisch en goed uitgelegd.')).toBeVisible();
  await expect(item.getByText('Noor T.')).toBeVisible();
  await expectNoA11yViolations(institute, 'institute reviews nl');
  await screenshots(institute, 'institute-reviews');

  await presetLanguage(learner, 'en');
  await learner.goto(`/courses/${courseId}`);
  await expect(learner.getByText('4.0 out of 5 · 1 rating')).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Update review' })).toBeVisible();
  await expectNoA11yViolations(learner, 'course reviews en');
  await presetLanguage(institute, 'en');
  await institute.goto('/institute?tab=reviews');
  await expect(institute.getByRole('heading', { name: 'Reviews and feedback' })).toBeVisible();
  await expectNoA11yViolations(institute, 'institute reviews en');
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a learner uploads a certificate and sees it as Zelf toegevoegd, niet geverifieerd', async ({
  page,
}) => {
  await presetLanguage(page, 'nl');
  await page.goto('/');
  await registerViaApi(page, 'talent', 'Sami');
  await page.goto('/skills-passport');
  const panel = page.getByRole('heading', { name: 'Mijn documenten' }).locator('xpath=ancestor::*[3]');
  await page.getByLabel('Titel', { exact: true }).fill('EHBO-diploma');
  await page
    .getByLabel('Bestand', { exact: true })
    .setInputFiles({ name: 'ehbo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(page.getByText('Document toegevoegd')).toBeVisible();
  await expect(panel.getByText('EHBO-diploma', { exact: true })).toBeVisible();
  await expect(panel.getByText('Zelf toegevoegd, niet geverifieerd')).toBeVisible();
  await expectNoA11yViolations(page, 'documents nl');
  await screenshots(page, 'passport-documents');

  // A file that only claims to be a PNG is refused by its content (the API tests cover every type).
  const fake = await page.request.post('/api/user/documents', {
    headers: origin(page),
    multipart: {
      kind: 'certificate',
      title: 'Nep',
      file: { name: 'nep.png', mimeType: 'image/png', buffer: Buffer.from('geen plaatje') },
    },
  });
  expect(fake.status()).toBe(415);

  await presetLanguage(page, 'en'); // runs after the Dutch preset on the next load
  await page.reload();
  await expect(page.getByText('Added by you, not verified').first()).toBeVisible();
  await expectNoA11yViolations(page, 'documents en');
});

test('the demo talent’s Vaardigheden tab shows each skill with its evidence', async ({ page }) => {
  await presetLanguage(page, 'nl');
  await page.goto('/');
  await loginViaApi(page, DEMO.talent);
  await page.goto('/skills-passport');
  await page.getByRole('tab', { name: 'Vaardigheden' }).click();
  const skills = page.getByTestId('passport-skills');
  await expect(skills.getByText('Geverifieerd').first()).toBeVisible();
  // The source names the certificate and its issuer with its trust level (decision 405).
  await expect(skills.getByText(/Bron: .+\(certificaat, /).first()).toBeVisible();
  await screenshots(page, 'passport-skills');
});

test('in English: the course edit, start dates, enrol confirmation and result dialogs pass axe', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Dialogs ${Date.now()}`;
  const institute = await (await browser.newContext()).newPage();
  await presetLanguage(institute, 'en');
  const courseId = await newCourse(institute, title);
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const run = await institute.request.post(`/api/courses/${courseId}/runs`, {
    headers: origin(institute),
    data: { startDate: start, location: 'Utrecht', seats: 10 },
  });
  expect(run.status(), await run.text()).toBe(201);

  await institute.goto('/institute');
  const row = institute.getByTestId('institute-course').filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = institute.getByRole('dialog', { name: 'Edit course' });
  await expect(edit).toBeVisible();
  await expectNoA11yViolations(institute, 'edit course en', edit);
  await institute.keyboard.press('Escape');
  await row.getByRole('button', { name: /^Start dates/ }).click();
  await expect(institute.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(institute, 'start dates en', institute.getByRole('dialog'));
  await institute.keyboard.press('Escape');

  const learner = await (await browser.newContext()).newPage();
  await presetLanguage(learner, 'en');
  await learner.goto('/');
  await registerViaApi(learner, 'talent', 'Ada');
  await learner.goto(`/courses/${courseId}`);
  await learner.getByRole('button', { name: 'Enrol', exact: true }).click();
  const confirm = learner.getByRole('dialog', { name: 'Confirm enrolment' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(learner, 'enrol confirm en', confirm);
  await confirm.getByRole('button', { name: 'Confirm enrolment' }).click();
  await expect(confirm).toBeHidden();

  await institute.goto('/institute');
  await institute.getByRole('tab', { name: 'Learners' }).click();
  await institute.getByLabel('Course', { exact: true }).selectOption({ label: title });
  const learnerRow = institute.getByTestId('learner').filter({ hasText: 'Ada Tester' });
  await learnerRow.getByRole('button', { name: /^Passed/ }).click();
  await expect(institute.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(institute, 'confirm result en', institute.getByRole('dialog'));
});

test('the downloaded JSON checks out on /verify; revoked by the institute, the learner is told why', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Toetsen ${Date.now()}`;
  const { learner, institute } = await passedLearner(browser, title);
  await presetLanguage(learner, 'nl');
  await learner.goto('/skills-passport');
  const href =
    (await learner
      .getByRole('link', { name: new RegExp(`^Bekijken\\s*: ${title}$`) })
      .getAttribute('href')) ?? '';
  const id = href.split('/').pop() ?? '';
  await learner.goto(href);
  await expect(learner.getByRole('link', { name: 'Toevoegen aan LinkedIn' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&.*certId=/,
  );
  const [json] = await Promise.all([
    learner.waitForEvent('download'),
    learner.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const text = Buffer.concat(await (await json.createReadStream()).toArray()).toString();
  expect(JSON.parse(text).proof).toHaveLength(1);

  // Anyone, signed out, pastes the file's text on /verify.
  const stranger = await (await browser.newContext()).newPage();
  await presetLanguage(stranger, 'nl');
  await stranger.goto('/verify');
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Een certificaat controleren' }),
  ).toBeVisible();
  await stranger.getByLabel('JSON van het certificaat').fill(text);
  await stranger.getByRole('button', { name: 'Controleren' }).click();
  const result = stranger.getByTestId('verify-result');
  await expect(result.getByText('Geldig', { exact: true })).toBeVisible();
  await expect(result.getByTestId('verification-checks')).toContainText('Digitale handtekening');
  await expectNoA11yViolations(stranger, 'verify paste nl');
  await screenshots(stranger, 'verify-paste');

  const revoke = await institute.request.post(`/api/credentials/${id}/revoke`, {
    headers: origin(institute),
    data: { reason: 'Examen opnieuw beoordeeld' },
  });
  expect(revoke.status(), await revoke.text()).toBe(200);

  await stranger.getByRole('button', { name: 'Controleren' }).click();
  await expect(result.getByText('Ingetrokken', { exact: true })).toBeVisible();
  // The date is public; the reason only for the holder and the issuer (decision 405).
  await expect(result.getByText(/ingetrokken op/)).toBeVisible();
  await expect(result.getByText('Reden: Examen opnieuw beoordeeld')).toHaveCount(0);
  await stranger.goto(`/verify/${id}`);
  await expect(stranger.getByText('Ingetrokken', { exact: true })).toBeVisible();
  await expect(stranger.getByText('Reden: Examen opnieuw beoordeeld')).toHaveCount(0);
  await screenshots(stranger, 'verify-revoked');
  await learner.goto(`/verify/${id}`);
  await expect(learner.getByText('Reden: Examen opnieuw beoordeeld')).toBeVisible();

  await learner.goto('/');
  await learner.getByTestId('notification-bell').click();
  const panel = learner.getByRole('dialog', { name: 'Meldingen' });
  await expect(panel.getByText('Certificaat ingetrokken').first()).toBeVisible();
  await expect(panel.getByText(/Reden: Examen opnieuw beoordeeld/).first()).toBeVisible();
});

test('a learner adds a credential from elsewhere (did:key) in the passport: its issuer is unknown, its name only a claim', async ({
  page,
}) => {
  await presetLanguage(page, 'nl');
  await page.goto('/');
  const email = await registerViaApi(page, 'talent', 'Noor');
  const { signed, did } = await didKeyCredential(email);
  await page.goto('/skills-passport');
  // Choosing a file fills the field; nothing is added until the button is pressed.
  let imported = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/user/credentials/import')) imported++;
  });
  await page.getByLabel('Of kies een JSON-bestand').setInputFiles({
    name: 'certificaat.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(signed)),
  });
  await expect(page.getByLabel('JSON van het certificaat')).toHaveValue(JSON.stringify(signed));
  await page.waitForTimeout(300);
  expect(imported).toBe(0);
  await expect(page.getByText(/^Toegevoegd/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Controleren en toevoegen' }).click();
  await expect(
    page.getByText(/Toegevoegd: de handtekening klopt, maar deze uitgever kennen we niet/),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Heftruck rijden buiten' });
  await expect(item.getByText(`Uitgever noemt zich 'Open Leerhuis' (niet bevestigd) · ${did}`)).toBeVisible();
  await expect(item.getByText('Handtekening klopt, maar deze uitgever kennen we niet')).toBeVisible();
  await expect(item.getByText('Van elders')).toBeVisible();
  await expect(item.getByText(did, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'import nl');
  await screenshots(page, 'passport-import');
});

test('a genuine credential past its validUntil reads Verlopen on /verify, not Ongeldig', async ({ page }) => {
  const { signed } = await didKeyCredential('verlopen@example.org', '2026-03-01T00:00:00Z');
  await presetLanguage(page, 'nl');
  await page.goto('/verify');
  await page.getByLabel('JSON van het certificaat').fill(JSON.stringify(signed));
  await page.getByRole('button', { name: 'Controleren' }).click();
  const result = page.getByTestId('verify-result');
  await expect(result.getByText('Verlopen', { exact: true })).toBeVisible();
  await expect(
    result.getByText('De handtekening klopt, maar dit certificaat is verlopen (de geldigheid is voorbij).'),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'verify expired nl');
  await screenshots(page, 'verify-expired');
});

/** An Open Badges 3.0 credential of another issuer naming `email`, signed here with a fresh did:key. */
async function didKeyCredential(email: string, validUntil?: string) {
  const Ed25519Multikey = await import('@digitalbazaar/ed25519-multikey');
  const { buildOpenBadgeCredential, badgeImageDataUri } = await import('../src/domain/credentials/index.ts');
  const { signCredential } = await import('../src/server/features/credentials/signing.ts');
  const pair = await Ed25519Multikey.generate();
  const key = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
  const did = `did:key:${key.publicKeyMultibase}`;
  const { credentialStatus: _none, ...unsigned } = buildOpenBadgeCredential({
    id: crypto.randomUUID(),
    institute: { id: 'elders', did, name: 'Open Leerhuis' },
    learnerName: 'Noor Tester',
    learnerIdentity: {
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: `sha256$${createHash('sha256').update(`${email}e2e`).digest('hex')}`,
      salt: 'e2e',
    },
    course: { id: 1, title: 'Heftruck rijden buiten', description: 'Elders behaald', skills: [] },
    alignments: [{ name: 'Heftruck', url: 'https://leerhuis.example.org/heftruck' }],
    image: badgeImageDataUri('Heftruck'),
    status: { listUrl: 'https://leerhuis.example.org/status', index: 0 },
    issuedAt: '2026-02-01T09:00:00Z',
  });
  const signed = await signCredential(validUntil ? { ...unsigned, validUntil } : unsigned, {
    publicKeyMultibase: key.publicKeyMultibase as string,
    secretKeyMultibase: key.secretKeyMultibase as string,
  });
  return { signed, did };
}
