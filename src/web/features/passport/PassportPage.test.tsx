import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIAL_PROBLEMS } from '../../../contracts/problems/credentials.ts';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import type { ApiAnswer } from '../../lib/api.ts';
import { scanResult } from '../../test/fixtures.ts';
import { aUser, type FakeApi, fakeApi, problem, renderScreen } from '../../test/render.tsx';
import PassportPage from './PassportPage.tsx';

type Page<P extends '/api/user/enrollments' | '/api/user/credentials'> = ApiAnswer<'get', P>;
const page = <T,>(items: T[]) => ({ items, nextCursor: null });

const enrollment = (
  id: number,
  title: string,
  status: 'enrolled' | 'passed',
  progress: number,
): Page<'/api/user/enrollments'>['items'][number] => ({
  id,
  courseId: 100 + id,
  progress,
  status,
  createdAt: '2026-09-01T09:00:00.000Z',
  completedAt: status === 'passed' ? '2026-10-01T09:00:00.000Z' : null,
  course: { title, category: 'Zorg', level: 'MBO 3', price: 0, duration: 40 },
  run: null,
  confirmedAt: null,
  confirmNote: null,
  canCancel: false,
});

/** A credential's JSON as a wallet or a file holds it (what the import sends on). */
const credentialJson = {
  '@context': ['https://www.w3.org/ns/credentials/v2'],
  id: 'urn:uuid:7f1c',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: { id: 'did:web:badges.example.org', name: 'Badges Noord' },
  credentialSubject: { id: 'did:example:sanne' },
  proof: { type: 'DataIntegrityProof', proofValue: 'z3abc' },
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi(aUser('talent'))
    .on('get', '/api/user/scan-result', () => scanResult)
    .on('get', '/api/user/enrollments', () => page([]))
    .on('get', '/api/user/skills', () => page([]))
    .on('get', '/api/user/credentials', () => page([]))
    .on('get', '/api/user/documents', () => page([]))
    .on('get', '/api/user/documents/usage', () => ({
      count: 0,
      bytes: 0,
      maxCount: 20,
      maxBytes: 50_000_000,
      uploadsPerHour: 20,
    }));
});

const show = () => renderScreen(<PassportPage />, { path: '/skills-passport' });

describe('the passport (spec §2.10)', () => {
  it('without a scan: says so and links to the scan', async () => {
    api.on('get', '/api/user/scan-result', () => null);
    show();
    expect(await screen.findByText('Nog geen paspoort beschikbaar')).toBeTruthy();
    expect(
      screen.getByText('Voltooi eerst uw persoonlijkheidsscan om uw paspoort te genereren'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Persoonlijkheidsscan' }).getAttribute('href')).toBe(
      '/scan',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    // The certificates and documents show their own empty states below.
    expect(
      await screen.findByText(
        'Nog geen certificaten. Je krijgt er een zodra het instituut bevestigt dat je geslaagd bent.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Nog geen documenten toegevoegd.')).toBeTruthy();
  });

  it('shows the scan in five tabs, each with its own content', async () => {
    api.on('get', '/api/user/enrollments', () =>
      page([enrollment(1, 'Zorg en welzijn', 'passed', 100), enrollment(2, 'EHBO', 'enrolled', 40)]),
    );
    const { user } = show();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overzicht',
      'Persoonlijkheid',
      'Interesses',
      'Vaardigheden',
      'Voortgang',
    ]);
    // Overzicht: the drive, the completed count and the careers.
    expect(screen.getByRole('tab', { name: 'Overzicht' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Impact op anderen')).toBeTruthy();
    expect(screen.getByText('Verpleegkundige')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Persoonlijkheid' }));
    expect(screen.getByText('Big Five persoonlijkheid')).toBeTruthy();
    expect(screen.queryByText('Verpleegkundige')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Interesses' }));
    expect(screen.getByText('RIASEC werkinteresses')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Vaardigheden' }));
    expect(screen.getByText('Empathie')).toBeTruthy();
    expect(screen.getByText('Plannen')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Voortgang' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Zorg en welzijn' }).getAttribute('href')).toBe(
      '/courses/101',
    );
    expect(within(panel).getByText('EHBO')).toBeTruthy();
    expect(within(panel).queryByText('Nog geen cursussen voltooid.')).toBeNull();
  });

  it('Voortgang without courses: both empty states and a way to the courses', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('tab', { name: 'Voortgang' }));
    expect(screen.getByText('Nog geen cursussen voltooid.')).toBeTruthy();
    expect(screen.getByText('Geen lopende cursussen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zoek een cursus' }).getAttribute('href')).toBe('/courses');
  });

  it('says when it could not load and loads again on retry', async () => {
    let failing = true;
    api.on('get', '/api/user/enrollments', () =>
      failing ? problem(HTTP_PROBLEMS['server.internal']) : page([]),
    );
    const { user } = show();
    expect(await screen.findByText('Je paspoort kon niet worden geladen.')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('tab', { name: 'Overzicht' })).toBeTruthy();
  });
});

describe('Certificaat van elders toevoegen (the passport’s import)', () => {
  const importField = () => screen.getByLabelText('JSON van het certificaat');
  const addButton = () => screen.getByRole('button', { name: 'Controleren en toevoegen' });

  it('a chosen file fills the field and waits for the button; then the credential is added', async () => {
    const imported: ApiAnswer<'post', '/api/user/credentials/import'> = {
      id: 'c-9',
      status: 'verified',
      issuer: { id: 'did:web:badges.example.org', name: 'Badges Noord' },
      issuerTrust: 'listed',
    };
    api.on('post', '/api/user/credentials/import', () => imported);
    const { user } = show();
    await screen.findByText('Certificaat van elders toevoegen');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);

    const file = new File([JSON.stringify(credentialJson)], 'badge.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Of kies een JSON-bestand'), file);
    await waitFor(() => expect((importField() as HTMLTextAreaElement).value).toContain('urn:uuid:7f1c'));
    // Choosing a file sends nothing: adding to the passport waits for the button.
    expect(api.callsOf('post', '/api/user/credentials/import')).toHaveLength(0);
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);

    await user.click(addButton());
    expect(await screen.findByText('Toegevoegd en geverifieerd: uitgegeven door Badges Noord.')).toBeTruthy();
    const [sent] = api.callsOf('post', '/api/user/credentials/import');
    expect(sent.body).toEqual(credentialJson);
    // A new, empty form after the import.
    expect((importField() as HTMLTextAreaElement).value).toBe('');
  });

  it('says what is wrong with what was pasted, and shows the server’s refusal', async () => {
    api.on('post', '/api/user/credentials/import', () => problem(CREDENTIAL_PROBLEMS['credential.tampered']));
    const { user } = show();
    await screen.findByText('Certificaat van elders toevoegen');

    await user.type(importField(), 'geen json');
    await user.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe('Dit is geen geldige JSON.');

    await user.clear(importField());
    await user.click(importField());
    await user.paste(JSON.stringify({ id: 'urn:uuid:1', issuer: 'did:web:x' }));
    await user.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Dit is geen volledig certificaat: id, issuer, credentialSubject of proof ontbreekt.',
    );
    expect(api.callsOf('post', '/api/user/credentials/import')).toHaveLength(0);

    await user.clear(importField());
    await user.click(importField());
    await user.paste(JSON.stringify(credentialJson));
    await user.click(addButton());
    expect(
      await screen.findByText('De handtekening klopt niet: het certificaat is na ondertekening gewijzigd.'),
    ).toBeTruthy();
    expect(screen.queryByText(/geen volledig certificaat/)).toBeNull();
    expect(api.callsOf('post', '/api/user/credentials/import')).toHaveLength(1);
  });
});
