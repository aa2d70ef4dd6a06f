import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import { SCAN_BLOCKS, SCAN_QUESTION_COUNT, SCAN_QUESTIONS } from '../../../domain/scan/index.ts';
import { scanResult } from '../../test/fixtures.ts';
import { aUser, type FakeApi, fakeApi, problem, renderScreen } from '../../test/render.tsx';
import ScanPage from './ScanPage.tsx';

/** The saved answers of the first `n` questions (all "Neutraal"), as GET /api/user/scan-draft gives them. */
const draftOf = (n: number) => ({
  answers: Object.fromEntries(SCAN_QUESTIONS.slice(0, n).map((q) => [String(q.volgnummer), 3])),
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const firstBlockSize = SCAN_QUESTIONS.filter((q) => q.bloknummer === 1).length;

let api: FakeApi;
beforeEach(() => {
  api = fakeApi(aUser('talent'))
    .on('get', '/api/user/scan-result', () => null)
    .on('get', '/api/user/scan-draft', () => ({ answers: {}, updatedAt: null }))
    .on('put', '/api/user/scan-draft/{question}', () => null)
    .on('delete', '/api/user/scan-draft', () => null);
});

const show = () => renderScreen(<ScanPage />, { path: '/scan' });

describe('the scan (spec §2.9, §4 Scan flow)', () => {
  it('asks the first question after Start scan, saves an answer as it is given and moves on by itself', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Start scan' }));

    expect(screen.getByText(`Vraag 1 van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    expect(screen.getByText(SCAN_QUESTIONS[0].vraagtekst)).toBeTruthy();
    expect(screen.getByText(`0 van ${SCAN_QUESTION_COUNT} beantwoord`)).toBeTruthy();
    // Nothing saved to resume: starting afresh deletes nothing.
    expect(api.callsOf('delete', '/api/user/scan-draft')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Mee eens' }));
    expect(screen.getByRole('radio', { name: 'Mee eens' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(`1 van ${SCAN_QUESTION_COUNT} beantwoord`)).toBeTruthy();
    await waitFor(() => expect(api.callsOf('put', '/api/user/scan-draft/{question}')).toHaveLength(1));
    const [saved] = api.callsOf('put', '/api/user/scan-draft/{question}');
    expect(saved.params.question).toBe('1');
    expect(saved.body).toEqual({ value: 4 });

    // Half a second later the next question, without a click.
    expect(await screen.findByText(`Vraag 2 van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    expect(screen.getByText(SCAN_QUESTIONS[1].vraagtekst)).toBeTruthy();
    // Vorige goes back and shows the answer given.
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByText(`Vraag 1 van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Mee eens' }).getAttribute('aria-checked')).toBe('true');
  });

  it('answers with the number keys 1 to 5', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Start scan' }));
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'Niet mee eens' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect(api.callsOf('put', '/api/user/scan-draft/{question}').map((c) => c.body)).toEqual([
        { value: 2 },
      ]),
    );
    expect(await screen.findByText(`Vraag 2 van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    // Other keys choose nothing.
    await user.keyboard('7');
    expect(screen.getByText(`1 van ${SCAN_QUESTION_COUNT} beantwoord`)).toBeTruthy();
  });

  it('offers to continue saved answers, resumes at the first open question and crosses into the next block', async () => {
    api.on('get', '/api/user/scan-draft', () => draftOf(firstBlockSize - 1));
    const { user } = show();
    const n = firstBlockSize - 1;
    expect(
      await screen.findByText(`Je hebt ${n} van de ${SCAN_QUESTION_COUNT} vragen al beantwoord`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start scan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: `Verder waar je was (${n} beantwoord)` }));

    expect(screen.getByText(`Vraag ${firstBlockSize} van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    expect(screen.getByText('Je gaat verder waar je was gebleven: je antwoorden zijn bewaard.')).toBeTruthy();
    expect(screen.getByText(new RegExp(`^Blok 1 van ${SCAN_BLOCKS.length}`))).toBeTruthy();
    const dots = screen.getByRole('list', { name: 'Blokken' });
    expect(within(dots).getByText(`Blok 1: ${SCAN_BLOCKS[0].titel} (huidig)`)).toBeTruthy();

    // The block's last answer leads to the second block: its title and the dots follow.
    await user.keyboard('5');
    expect(await screen.findByText(`Vraag ${firstBlockSize + 1} van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^Blok 2 van ${SCAN_BLOCKS.length}`))).toBeTruthy();
    expect(within(dots).getByText(`Blok 1: ${SCAN_BLOCKS[0].titel} (afgerond)`)).toBeTruthy();
    expect(within(dots).getByText(`Blok 2: ${SCAN_BLOCKS[1].titel} (huidig)`)).toBeTruthy();
    expect(within(dots).getByText(`Blok 3: ${SCAN_BLOCKS[2].titel} (nog te doen)`)).toBeTruthy();
  });

  it('deletes the saved answers only after "Opnieuw beginnen" is confirmed', async () => {
    api.on('get', '/api/user/scan-draft', () => draftOf(3));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Opnieuw beginnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opnieuw beginnen?' });
    expect(
      within(dialog).getByText('Je 3 bewaarde antwoorden worden gewist. Dit kun je niet ongedaan maken.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(api.callsOf('delete', '/api/user/scan-draft')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    await user.click(await screen.findByRole('button', { name: 'Wis antwoorden en begin opnieuw' }));
    await waitFor(() => expect(api.callsOf('delete', '/api/user/scan-draft')).toHaveLength(1));
    expect(screen.getByText(`Vraag 1 van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    expect(screen.getByText(`0 van ${SCAN_QUESTION_COUNT} beantwoord`)).toBeTruthy();
  });

  it('says when an answer was not saved and saves it again on "Opnieuw bewaren"', async () => {
    let fail = true;
    api.on('put', '/api/user/scan-draft/{question}', () =>
      fail ? problem(HTTP_PROBLEMS['server.internal']) : null,
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Start scan' }));
    await user.keyboard('4');
    expect(
      await screen.findByText('Je laatste antwoord is nog niet bewaard. Controleer je verbinding.'),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw bewaren' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Je laatste antwoord is nog niet bewaard. Controleer je verbinding.'),
      ).toBeNull(),
    );
    expect(api.callsOf('put', '/api/user/scan-draft/{question}').map((c) => c.params.question)).toEqual([
      '1',
      '1',
    ]);
  });

  it('sends after the last question, shows a failed submission with its reason and sends again on retry', async () => {
    api.on('get', '/api/user/scan-draft', () => draftOf(SCAN_QUESTION_COUNT - 1));
    let attempts = 0;
    let stored: typeof scanResult | null = null;
    api.on('get', '/api/user/scan-result', () => stored);
    api.on('post', '/api/enhanced-assessment/submit', () => {
      attempts += 1;
      if (attempts === 1) return problem(HTTP_PROBLEMS['server.internal']);
      stored = scanResult;
      return scanResult;
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: /^Verder waar je was/ }));
    expect(screen.getByText(`Vraag ${SCAN_QUESTION_COUNT} van ${SCAN_QUESTION_COUNT}`)).toBeTruthy();
    await user.keyboard('1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Je scan kon niet worden verwerkt')).toBeTruthy();
    expect(
      within(alert).getByText('Er is een interne fout opgetreden. Probeer het later opnieuw.'),
    ).toBeTruthy();
    expect(within(alert).getByText('Je antwoorden zijn bewaard. Probeer het opnieuw.')).toBeTruthy();
    const [sent] = api.callsOf('post', '/api/enhanced-assessment/submit');
    const answers = (sent.body as { answers: Record<string, number> }).answers;
    expect(Object.keys(answers)).toHaveLength(SCAN_QUESTION_COUNT);
    expect(answers[String(SCAN_QUESTION_COUNT)]).toBe(1);

    await user.click(within(alert).getByRole('button', { name: 'Opnieuw versturen' }));
    expect(await screen.findByRole('heading', { name: 'Scan Compleet!' })).toBeTruthy();
    expect(screen.getAllByText('Verpleegkundige').length).toBeGreaterThan(0);
    expect(api.callsOf('post', '/api/enhanced-assessment/submit')).toHaveLength(2);
  });

  it('asks a visitor who is not signed in to log in', async () => {
    fakeApi(null);
    show();
    expect(await screen.findByText('Log in om je persoonlijke scan te starten')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/auth');
  });
});
