import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBSIDY_PROBLEMS } from '../../../contracts/problems/subsidies.ts';
import type { SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { aUser, type FakeApi, fakeApi, problem, renderScreen } from '../../test/render.tsx';
import { ApplicationsTab } from './ApplicationsTab.tsx';
import DossierPage from './DossierPage.tsx';
import { dutchToday } from './format.ts';

/** A talent's dossier as GET /api/user/subsidy-applications lists it. */
const dossier = (over: Partial<SubsidyDossier> = {}): SubsidyDossier => ({
  id: 12,
  subsidyType: 'STAP-budget',
  course: { id: 3, title: 'Verpleegkunde niveau 4', instituteName: 'ROC Noord', price: 1500 },
  motivation: 'Ik wil verpleegkundige worden.',
  requestedAmount: 1000,
  approvedAmount: null,
  status: 'concept',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  schemeId: 'stap',
  provider: 'UWV',
  applicationUrl: 'https://www.uwv.nl/stap',
  appliedBy: 'person',
  maxAmount: 1000,
  validityPeriod: 'Doorlopend',
  window: null,
  deadline: null,
  applicant: 'talent',
  talentName: 'Sanne de Vries',
  employer: null,
  hasLinkedEmployer: false,
  linkedEmployerName: null,
  submittedAt: null,
  reference: null,
  decisionDate: null,
  documents: ['Offerte van de opleiding'],
  prefill: [{ label: 'Naam', value: 'Sanne de Vries' }],
  nextStepKey: 'prepareAndSubmit',
  nextStep: 'Dien je aanvraag in op de site van UWV.',
  allowedSteps: ['submitted', 'withdrawn'],
  canAskEmployer: false,
  history: [
    {
      at: '2026-11-01T09:00:00.000Z',
      actorRole: 'talent',
      actorName: 'Sanne de Vries',
      kind: 'created',
      fromStatus: null,
      toStatus: null,
      note: null,
      reference: null,
      approvedAmount: null,
      date: null,
    },
  ],
  ...over,
});

let api: FakeApi;
let dossiers: SubsidyDossier[];
beforeEach(() => {
  dossiers = [dossier()];
  api = fakeApi(aUser('talent')).on('get', '/api/user/subsidy-applications', () => ({
    items: dossiers,
    nextCursor: null,
  }));
});

describe('Aanvragen: the dossiers and their steps (spec §2.14)', () => {
  it('says when there is no dossier yet', async () => {
    dossiers = [];
    renderScreen(<ApplicationsTab />, { path: '/subsidies' });
    expect(await screen.findByText('Nog geen aanvragen gedaan')).toBeTruthy();
  });

  it('records "ingediend": only the allowed steps, the fields each step needs, then the new state', async () => {
    api.on('patch', '/api/subsidies/applications/{id}', (call) => {
      const updated = dossier({
        status: 'submitted',
        submittedAt: dutchToday(),
        reference: 'UWV-77',
        nextStepKey: 'waitForDecision',
        nextStep: 'Wacht op het besluit van UWV.',
        allowedSteps: ['submitted', 'approved', 'rejected', 'withdrawn'],
      });
      expect(call.params.id).toBe('12');
      dossiers = [updated];
      return updated;
    });
    const { user } = renderScreen(<ApplicationsTab />, { path: '/subsidies' });
    expect(await screen.findByRole('heading', { name: 'STAP-budget' })).toBeTruthy();
    expect(screen.getByText('Concept')).toBeTruthy();
    expect(screen.getByText('Dien je aanvraag in op de site van UWV.')).toBeTruthy();
    expect(screen.getByText('Offerte van de opleiding')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Stap vastleggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stap vastleggen' });
    const status = within(dialog).getByLabelText('Nieuwe status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ingediend bij de aanbieder', 'Ingetrokken']);
    // Withdrawing needs no date or reference; submitting asks for both.
    await user.selectOptions(status, 'withdrawn');
    expect(within(dialog).queryByLabelText(/Datum van indienen/)).toBeNull();
    expect(within(dialog).queryByLabelText('Kenmerk van de aanbieder (optioneel)')).toBeNull();
    await user.selectOptions(status, 'submitted');
    expect((within(dialog).getByLabelText(/Datum van indienen/) as HTMLInputElement).value).toBe(
      dutchToday(),
    );
    await user.type(within(dialog).getByLabelText('Kenmerk van de aanbieder (optioneel)'), 'UWV-77');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Wacht op het besluit van UWV.')).toBeTruthy();
    expect(screen.getByText('In behandeling')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Dossier bijgewerkt')).toBeTruthy();
    expect(api.callsOf('patch', '/api/subsidies/applications/{id}')[0].body).toEqual({
      status: 'submitted',
      submittedAt: dutchToday(),
      reference: 'UWV-77',
    });
  });

  it('asks the approved amount for "Goedgekeurd" and keeps the dialog open with the server’s refusal', async () => {
    dossiers = [
      dossier({ status: 'submitted', allowedSteps: ['submitted', 'approved', 'rejected', 'withdrawn'] }),
    ];
    api.on('patch', '/api/subsidies/applications/{id}', () =>
      problem(SUBSIDY_PROBLEMS['subsidy_application.amount_over_maximum'], { of: 'approved' }),
    );
    const { user } = renderScreen(<ApplicationsTab />, { path: '/subsidies' });
    await user.click(await screen.findByRole('button', { name: 'Stap vastleggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stap vastleggen' });
    expect(within(dialog).queryByLabelText('Toegekend bedrag in euro')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Nieuwe status'), 'approved');
    expect(within(dialog).getByLabelText(/Datum van het besluit/)).toBeTruthy();
    const amount = within(dialog).getByLabelText('Toegekend bedrag in euro') as HTMLInputElement;
    expect(amount.value).toBe('1000');
    expect(within(dialog).getByText(/^Hoogstens .*1\.000/)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1200,50');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog).findByText(
        'Het toegekende bedrag mag niet hoger zijn dan het maximum van de regeling',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Stap vastleggen' })).toBeTruthy();
    expect(api.callsOf('patch', '/api/subsidies/applications/{id}')[0].body).toMatchObject({
      status: 'approved',
      approvedAmount: 1200.5,
      decisionDate: dutchToday(),
    });
  });

  it('an employer scheme without a linked employer: says so and offers the summary to print', async () => {
    dossiers = [dossier({ appliedBy: 'employer', subsidyType: 'SLIM' })];
    renderScreen(<ApplicationsTab />, { path: '/subsidies' });
    expect(await screen.findByText('Geen werkgever gekoppeld')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Samenvatting afdrukken' }).getAttribute('href')).toBe(
      '/subsidies/dossiers/12',
    );
  });
});

describe('/subsidies/dossiers/{id}', () => {
  const show = (id: string) =>
    renderScreen(<DossierPage />, { path: `/subsidies/dossiers/${id}`, route: '/subsidies/dossiers/:id' });

  it('a decided dossier: read-only, its history open', async () => {
    api.on('get', '/api/subsidies/applications/{id}', () =>
      dossier({
        status: 'approved',
        approvedAmount: 900,
        allowedSteps: [],
        nextStepKey: 'none',
        nextStep: 'Niets meer te doen.',
        history: [
          ...dossier().history,
          {
            at: '2026-11-20T09:00:00.000Z',
            actorRole: 'talent',
            actorName: null,
            kind: 'status',
            fromStatus: 'submitted',
            toStatus: 'approved',
            note: null,
            reference: null,
            approvedAmount: 900,
            date: '2026-11-20',
          },
        ],
      }),
    );
    show('12');
    expect(await screen.findByText('Samenvatting subsidieaanvraag')).toBeTruthy();
    expect(screen.getAllByText('Goedgekeurd').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Stap vastleggen' })).toBeNull();
    expect(screen.getByText('Status: Goedgekeurd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verberg geschiedenis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar Aanvragen' }).getAttribute('href')).toBe(
      '/subsidies?tab=aanvragen',
    );
  });

  it('an id that is not a number: not found, without asking the server', async () => {
    show('abc');
    expect(await screen.findByText('Dit dossier bestaat niet of is niet van jou.')).toBeTruthy();
    expect(api.callsOf('get', '/api/subsidies/applications/{id}')).toHaveLength(0);
  });

  it('a dossier the server does not give: not found, with a retry', async () => {
    api.on('get', '/api/subsidies/applications/{id}', () =>
      problem(SUBSIDY_PROBLEMS['subsidy_application.not_found']),
    );
    show('99');
    expect(await screen.findByText('Dit dossier bestaat niet of is niet van jou.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    expect(api.callsOf('get', '/api/subsidies/applications/{id}')[0].params.id).toBe('99');
  });
});
