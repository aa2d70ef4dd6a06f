import { describe, expect, it } from 'vitest';
import { SCHEMES } from '../subsidies/schemes.ts';
import { currentWindow, documentsFor, dueForReminder, nextStep } from './dossier.ts';
import { checkChange, type DossierState, MESSAGES } from './rules.ts';
import { APPLICATION_STATUSES, type ApplicationStatus, canStep } from './status.ts';

const TODAY = '2026-11-24';
const dossier = (status: ApplicationStatus, more: Partial<DossierState> = {}): DossierState => ({
  status,
  requestedAmountCents: 200_000,
  schemeMaxCents: 2_499_900,
  submittedAt: status === 'concept' ? null : '2026-10-01',
  reference: null,
  ...more,
});

describe('the status machine', () => {
  const allowed: Record<ApplicationStatus, ApplicationStatus[]> = {
    concept: ['submitted', 'withdrawn'],
    submitted: ['submitted', 'approved', 'rejected', 'withdrawn'],
    approved: [],
    rejected: [],
    withdrawn: [],
  };
  for (const from of APPLICATION_STATUSES) {
    for (const to of APPLICATION_STATUSES) {
      const ok = allowed[from].includes(to);
      it(`${from} → ${to}: ${ok ? 'allowed' : 'refused (409)'}`, () => {
        expect(canStep(from, to)).toBe(ok);
        const r = checkChange(dossier(from), { status: to }, TODAY);
        if (ok) expect(r.ok).toBe(true);
        else expect(r).toMatchObject({ ok: false, code: 409, message: MESSAGES.step });
      });
    }
  }
  it("an admin's correction may take any step except to the same status", () => {
    expect(checkChange(dossier('approved'), { status: 'submitted' }, TODAY, true).ok).toBe(true);
    expect(checkChange(dossier('rejected'), { status: 'approved', approvedAmount: 10 }, TODAY, true).ok).toBe(
      true,
    );
    expect(checkChange(dossier('approved'), { status: 'approved' }, TODAY, true)).toMatchObject({
      code: 409,
    });
  });
});

describe('fields, dates and amounts', () => {
  it('defaults the submission and decision dates to today and keeps the reference', () => {
    expect(checkChange(dossier('concept'), { status: 'submitted', reference: 'UWV-1' }, TODAY)).toEqual({
      ok: true,
      value: {
        status: 'submitted',
        submittedAt: TODAY,
        reference: 'UWV-1',
        approvedAmountCents: null,
        decisionDate: null,
      },
    });
    const approved = checkChange(dossier('submitted', { reference: 'R' }), { status: 'approved' }, TODAY);
    expect(approved).toMatchObject({
      ok: true,
      value: { approvedAmountCents: 200_000, decisionDate: TODAY, submittedAt: '2026-10-01', reference: 'R' },
    });
  });
  it('refuses fields that belong to another status', () => {
    expect(checkChange(dossier('submitted'), { status: 'rejected', approvedAmount: 5 }, TODAY)).toMatchObject(
      {
        message: MESSAGES.amountOnly,
      },
    );
    expect(checkChange(dossier('submitted'), { status: 'approved', reference: 'x' }, TODAY)).toMatchObject({
      message: MESSAGES.submittedOnly,
    });
    expect(
      checkChange(dossier('concept'), { status: 'submitted', decisionDate: TODAY }, TODAY),
    ).toMatchObject({
      message: MESSAGES.decisionOnly,
    });
  });
  it('refuses dates in the future, unreal dates and a decision before the submission', () => {
    expect(
      checkChange(dossier('concept'), { status: 'submitted', submittedAt: '2026-11-25' }, TODAY),
    ).toMatchObject({
      code: 400,
      message: MESSAGES.futureDate,
    });
    expect(
      checkChange(dossier('concept'), { status: 'submitted', submittedAt: '2026-02-30' }, TODAY),
    ).toMatchObject({
      message: MESSAGES.badDate,
    });
    expect(
      checkChange(dossier('submitted'), { status: 'rejected', decisionDate: '2026-09-30' }, TODAY),
    ).toMatchObject({
      message: MESSAGES.decisionBeforeSubmission,
    });
    expect(checkChange(dossier('submitted'), { status: 'rejected', decisionDate: TODAY }, TODAY).ok).toBe(
      true,
    );
  });
  it('caps the approved amount at the requested amount, else at the scheme maximum', () => {
    expect(checkChange(dossier('submitted'), { status: 'approved', approvedAmount: 2000 }, TODAY).ok).toBe(
      true,
    );
    expect(
      checkChange(dossier('submitted'), { status: 'approved', approvedAmount: 2000.01 }, TODAY),
    ).toMatchObject({
      message: MESSAGES.overRequested,
    });
    const none = dossier('submitted', { requestedAmountCents: null });
    expect(checkChange(none, { status: 'approved' }, TODAY)).toMatchObject({
      message: MESSAGES.amountMissing,
    });
    expect(checkChange(none, { status: 'approved', approvedAmount: 24_999 }, TODAY).ok).toBe(true);
    expect(checkChange(none, { status: 'approved', approvedAmount: 25_000 }, TODAY)).toMatchObject({
      message: MESSAGES.overMaximum,
    });
    const open = dossier('submitted', { requestedAmountCents: null, schemeMaxCents: null });
    expect(checkChange(open, { status: 'approved', approvedAmount: 90_000 }, TODAY).ok).toBe(true);
  });
});

describe('what a dossier lists', () => {
  const scheme = (id: string) => SCHEMES.find((s) => s.id === id)!;
  it('names the documents per scheme, and by who applies otherwise', () => {
    expect(documentsFor(scheme('slim'))).toContain('eherkenning');
    expect(documentsFor(scheme('uwv-scholing'))).toContain('uwvAgreement');
    expect(documentsFor(scheme('oom'))).toContain('caoProof');
    expect(documentsFor({ id: 'x', appliedBy: 'person', tags: [] })).toContain('digid');
  });
  it('gives the next step from the reader’s side', () => {
    const d = { status: 'concept' as const, applicant: 'talent' as const, appliedBy: 'employer' as const };
    expect(nextStep({ ...d, employerRequest: null }, 'talent')).toBe('askEmployer');
    expect(nextStep({ ...d, employerRequest: 'requested' }, 'talent')).toBe('waitForEmployer');
    expect(nextStep({ ...d, employerRequest: 'requested' }, 'employer')).toBe('decideRequest');
    expect(nextStep({ ...d, employerRequest: 'declined' }, 'talent')).toBe('employerDeclined');
    const accepted = { ...d, applicant: 'employer' as const, employerRequest: 'accepted' as const };
    expect(nextStep(accepted, 'talent')).toBe('employerApplies');
    expect(nextStep(accepted, 'employer')).toBe('prepareAndSubmit');
    expect(nextStep({ ...d, appliedBy: 'person', employerRequest: null }, 'talent')).toBe('prepareAndSubmit');
    expect(nextStep({ ...d, status: 'submitted', employerRequest: null }, 'talent')).toBe('waitForDecision');
    expect(nextStep({ ...d, status: 'approved', employerRequest: null }, 'talent')).toBe('none');
  });
  it('reminds once for a concept whose open window closes within 14 days', () => {
    const table = {
      slim: { windows: [{ from: '2026-11-01', to: '2026-12-08' }], sourceUrl: 'x', checkedOn: TODAY },
    };
    const w = currentWindow(scheme('slim'), TODAY, table);
    expect(w).toMatchObject({ opens: '2026-11-01', closes: '2026-12-08', kind: 'published', sourceUrl: 'x' });
    expect(dueForReminder({ status: 'concept', remindedFor: null }, w, TODAY)).toBe(true);
    expect(dueForReminder({ status: 'concept', remindedFor: '2026-12-08' }, w, TODAY)).toBe(false);
    expect(dueForReminder({ status: 'submitted', remindedFor: null }, w, TODAY)).toBe(false);
    expect(dueForReminder({ status: 'concept', remindedFor: null }, w, '2026-11-23')).toBe(false);
    expect(dueForReminder({ status: 'concept', remindedFor: null }, w, '2026-12-09')).toBe(false);
    // A continuous scheme has no window.
    expect(currentWindow(scheme('uwv-scholing'), TODAY)).toBeNull();
  });
  it('reads the catalogue’s dated windows (praktijkleren 2026: 2 June to 17 September), then expects the next', () => {
    expect(currentWindow(scheme('praktijkleren'), '2026-09-10')).toMatchObject({
      opens: '2026-06-02',
      closes: '2026-09-17',
      kind: 'published',
      basedOn: null,
    });
    expect(currentWindow(scheme('praktijkleren'), '2026-09-18')).toMatchObject({
      opens: '2027-06-02',
      closes: '2027-09-17',
      kind: 'expected',
      basedOn: { opens: '2026-06-02', closes: '2026-09-17' },
    });
  });
  it('on 28 November 2026 every scheme with rounds has a window, so reminders can fire', () => {
    const windowed = ['slim', 'slim-ontwikkelpaden', 'praktijkleren', 'praktijkleren-derde-leerweg'];
    for (const id of windowed) expect(currentWindow(scheme(id), '2026-11-28'), id).not.toBeNull();
    // The derde leerweg's expected November window closes that very day: a reminder is due.
    const derde = currentWindow(scheme('praktijkleren-derde-leerweg'), '2026-11-20');
    expect(derde).toMatchObject({ opens: '2026-11-03', closes: '2026-11-28', kind: 'expected' });
    expect(dueForReminder({ status: 'concept', remindedFor: null }, derde, '2026-11-20')).toBe(true);
  });
});
