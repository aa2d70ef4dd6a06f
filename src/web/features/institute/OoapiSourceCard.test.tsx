import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OOAPI_MESSAGES } from '../../../contracts/messages/ooapi.ts';
import type { OoapiPreview, OoapiRun } from '../../../contracts/ooapi.ts';
import { OOAPI_PROBLEMS } from '../../../contracts/problems/ooapi.ts';
import { aUser, type FakeApi, fakeApi, problem, renderScreen } from '../../test/render.tsx';
import { OoapiSourceCard } from './OoapiSourceCard.tsx';

const plan = (over: Partial<OoapiPreview> = {}): OoapiPreview => ({
  create: [{ sourceId: 'c-1', title: 'Verpleegkunde niveau 4', runs: 2 }],
  update: [{ courseId: 7, sourceId: 'c-2', title: 'EHBO', changes: ['price', 'duration'] }],
  archive: [],
  skipped: [{ sourceId: 'c-3', title: 'Stage', reason: 'Geen prijs in de bron' }],
  notes: [],
  needsConfirmation: false,
  ...over,
});

const run = (id: number, created: number): OoapiRun => ({
  id,
  trigger: 'manual',
  status: 'ok',
  created,
  updated: 1,
  archived: 0,
  skipped: 1,
  error: null,
  skippedItems: [],
  notes: [],
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:05.000Z',
});

let api: FakeApi;
let runs: OoapiRun[];
beforeEach(() => {
  runs = [];
  api = fakeApi(aUser('institute'))
    .on('get', '/api/institute/ooapi-source', () => ({
      source: { baseUrl: 'https://api.roc-noord.nl/ooapi', organisationId: null, hasToken: true },
    }))
    .on('get', '/api/institute/ooapi-source/runs', () => ({ items: runs, nextCursor: null }))
    .on('post', '/api/institute/ooapi-source/preview', () => plan())
    .on('post', '/api/institute/ooapi-source/import', () => {
      runs = [run(1, 1)];
      return { created: 1, updated: 1, archived: 0, skipped: 1, skippedItems: [], notes: [] };
    });
});

const show = () => renderScreen(<OoapiSourceCard />, { path: '/institute/settings' });

describe('the OOAPI source card (decision 326)', () => {
  it('shows the saved source, previews what an import would do, then imports and lists the run', async () => {
    const { user } = show();
    expect(await screen.findByDisplayValue('https://api.roc-noord.nl/ooapi')).toBeTruthy();
    expect(screen.getByText('Er is een token opgeslagen. Laat leeg om het te houden.')).toBeTruthy();
    expect(screen.getByText('Nog geen imports.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Voorbeeld' }));
    const preview = await screen.findByTestId('ooapi-preview');
    expect(within(preview).getByRole('heading', { name: 'Nieuw (1)' })).toBeTruthy();
    expect(within(preview).getByText('Verpleegkunde niveau 4')).toBeTruthy();
    expect(within(preview).getByText('— 2 uitvoeringen')).toBeTruthy();
    expect(within(preview).getByText('— prijs, duur')).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'Gearchiveerd (0)' })).toBeTruthy();
    expect(within(preview).getByText('— Geen prijs in de bron')).toBeTruthy();
    // A preview changes nothing.
    expect(api.callsOf('post', '/api/institute/ooapi-source/import')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(
      await screen.findByText('Geïmporteerd: 1 nieuw, 1 gewijzigd, 0 gearchiveerd, 1 overgeslagen'),
    ).toBeTruthy();
    // The preview is gone; the run is in the history.
    await waitFor(() => expect(screen.queryByTestId('ooapi-preview')).toBeNull());
    expect(await screen.findByText('1 nieuw · 1 gewijzigd · 0 gearchiveerd · 1 overgeslagen')).toBeTruthy();
    expect(screen.queryByText('Nog geen imports.')).toBeNull();
    expect(api.callsOf('post', '/api/institute/ooapi-source/import')[0].url.search).toBe('');
  });

  it('asks to confirm an import that archives more than half, and imports with the confirmation', async () => {
    api.on('post', '/api/institute/ooapi-source/import', (call) => {
      if (call.url.searchParams.get('confirmArchive') !== 'true')
        return problem(OOAPI_PROBLEMS['ooapi.confirm_archive'], { archive: 3, of: 5 });
      return { created: 0, updated: 0, archived: 3, skipped: 0, skippedItems: [], notes: [] };
    });
    api.on('post', '/api/institute/ooapi-source/preview', () =>
      plan({
        create: [],
        update: [],
        skipped: [],
        archive: [1, 2, 3].map((i) => ({ courseId: i, sourceId: `a-${i}`, title: `Oude cursus ${i}` })),
        needsConfirmation: true,
      }),
    );
    const { user } = show();
    await screen.findByDisplayValue('https://api.roc-noord.nl/ooapi');
    await user.click(screen.getByRole('button', { name: 'Importeren' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bevestig het archiveren')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Deze import archiveert 3 cursussen: meer dan de helft van wat uit je bron kwam. Klopt je bron? Dan kun je het bevestigen.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Oude cursus 2')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Importeren en archiveren bevestigen' }));
    expect(
      await screen.findByText('Geïmporteerd: 0 nieuw, 0 gewijzigd, 3 gearchiveerd, 0 overgeslagen'),
    ).toBeTruthy();
    const imports = api.callsOf('post', '/api/institute/ooapi-source/import');
    expect(imports.map((c) => c.url.searchParams.get('confirmArchive'))).toEqual([null, 'true']);
  });

  it('says why a preview failed', async () => {
    api.on('post', '/api/institute/ooapi-source/preview', () =>
      problem(OOAPI_PROBLEMS['ooapi.source_failed'], {
        reason: OOAPI_MESSAGES['ooapi.source_did_not_answer'],
      }),
    );
    const { user } = show();
    await screen.findByDisplayValue('https://api.roc-noord.nl/ooapi');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld' }));
    expect(await screen.findByText('Dat lukte niet')).toBeTruthy();
    expect(
      screen.getByText('De OOAPI-bron kon niet worden gelezen: De bron antwoordde niet op tijd'),
    ).toBeTruthy();
    expect(screen.queryByTestId('ooapi-preview')).toBeNull();
  });
});
