import type { DossierEvent, SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { fromCents } from '../../../domain/courses.ts';
import {
  dutchToday,
  Q,
  questionnaireIn,
  SCHEMES,
  type SubsidyScheme,
  schemeTexts,
} from '../../../domain/subsidies/index.ts';
import {
  type ApplicationStatus,
  currentWindow,
  type DossierLanguage,
  documentsFor,
  dossierTexts,
  nextStep,
  STEPS,
} from '../../../domain/subsidy-applications/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { DossierRow, EventRow } from './store.ts';

export const schemeById = (id: string | null): SubsidyScheme | undefined =>
  id ? SCHEMES.find((s) => s.id === id) : undefined;

/**
 * Who reads a dossier: its talent, the employer the talent asked (while still their employer), or
 * an admin (correcting).
 */
export type Reader = 'talent' | 'employer' | 'admin';

/** What the reader may record now. */
export function allowedSteps(row: DossierRow, reader: Reader): ApplicationStatus[] {
  if (reader === 'admin') return [];
  if (reader === 'employer') return row.applicant === 'employer' ? [...STEPS[row.status]] : [];
  if (row.applicant === 'employer') return [];
  if (row.employerRequest === 'requested') return row.status === 'concept' ? ['withdrawn'] : [];
  return [...STEPS[row.status]];
}

export interface ViewContext {
  lang: DossierLanguage;
  reader: Reader;
  /** The talent's newest questionnaire answers (read only for the talent's own view). */
  responses: Record<string, unknown> | null;
  /** The talent's linked employer now, if any. */
  linkedEmployer: { companyId: string; name: string } | undefined;
  today?: string;
}

const optionLabel = (lang: DossierLanguage, questionId: number, value: unknown) => {
  if (typeof value !== 'string' || value === '') return null;
  const q = questionnaireIn(lang).find((x) => x.id === questionId);
  return q?.options.find((o) => o.value === value)?.label ?? null;
};

function prefill(row: DossierRow, ctx: ViewContext): SubsidyDossier['prefill'] {
  const t = dossierTexts(ctx.lang).prefill;
  const r = ctx.reader === 'talent' ? ctx.responses : null;
  const birth =
    (typeof r?.[String(Q.birthDate)] === 'string' ? r[String(Q.birthDate)] : null) ?? row.talentBirthDate;
  const items: [string, string | null][] = [
    [
      t.name,
      fullName({
        firstName: row.talentFirstName,
        tussenvoegsel: row.talentTussenvoegsel,
        lastName: row.talentLastName,
        email: row.talentEmail,
      }),
    ],
    ...(ctx.reader === 'talent'
      ? ([
          [t.birthDate, typeof birth === 'string' ? formatDay(birth.slice(0, 10), ctx.lang) : null],
          [t.municipality, optionLabel(ctx.lang, Q.municipality, r?.[String(Q.municipality)])],
          [t.employment, optionLabel(ctx.lang, Q.employment, r?.[String(Q.employment)])],
          [t.education, optionLabel(ctx.lang, Q.education, r?.[String(Q.education)])],
          [t.cao, r?.[String(Q.cao)] === 'none' ? null : optionLabel(ctx.lang, Q.cao, r?.[String(Q.cao)])],
        ] as [string, string | null][])
      : []),
    [t.employer, row.companyName ?? ctx.linkedEmployer?.name ?? null],
    [t.course, row.courseTitle],
    [t.institute, row.instituteName],
    [
      t.coursePrice,
      row.coursePriceCents === null ? null : formatEuro(fromCents(Number(row.coursePriceCents)), ctx.lang),
    ],
    [
      t.amountRequested,
      row.requestedAmountCents === null ? null : formatEuro(fromCents(row.requestedAmountCents), ctx.lang),
    ],
  ];
  return items.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

const formatDay = (day: string, lang: DossierLanguage) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', { timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      )
    : day;

const formatEuro = (euros: number, lang: DossierLanguage) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'nl-NL', { style: 'currency', currency: 'EUR' })
    .format(euros)
    .replace(/[\u00a0\u202f]/g, ' ');

function historyLine(e: EventRow): DossierEvent {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(e.details) as Record<string, unknown>;
  } catch {
    details = {};
  }
  const str = (k: string) => (typeof details[k] === 'string' ? (details[k] as string) : null);
  const actorName =
    e.actorRole === 'employer'
      ? (e.actorCompanyName ?? null)
      : e.actorRole === 'talent' && e.actorEmail
        ? fullName({
            firstName: e.actorFirstName,
            tussenvoegsel: e.actorTussenvoegsel,
            lastName: e.actorLastName,
            email: e.actorEmail,
          })
        : null;
  return {
    at: e.createdAt,
    actorRole: e.actorRole,
    actorName,
    kind: e.kind,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    note: str('note') ?? str('reason') ?? str('message'),
    reference: str('reference'),
    approvedAmount:
      typeof details.approvedAmountCents === 'number' ? fromCents(details.approvedAmountCents) : null,
    date: str('decisionDate') ?? str('submittedAt'),
  };
}

/** One dossier as its reader sees it, texts in the reader's language. */
export function dossierView(row: DossierRow, events: EventRow[], ctx: ViewContext): SubsidyDossier {
  const scheme = schemeById(row.schemeId);
  const texts = scheme ? schemeTexts(scheme, ctx.lang) : null;
  const today = ctx.today ?? dutchToday();
  const window = scheme ? currentWindow(scheme, today) : null;
  const appliedBy = scheme?.appliedBy ?? 'person';
  const step = nextStep(
    { status: row.status, applicant: row.applicant, appliedBy, employerRequest: row.employerRequest },
    ctx.reader === 'employer' ? 'employer' : 'talent',
  );
  const steps = allowedSteps(row, ctx.reader);
  return {
    id: Number(row.id),
    subsidyType: texts?.name ?? row.subsidyType,
    course:
      row.courseId !== null && row.courseTitle !== null
        ? {
            id: Number(row.courseId),
            title: row.courseTitle,
            instituteName: row.instituteName,
            price: fromCents(Number(row.coursePriceCents ?? 0)),
          }
        : null,
    motivation: row.motivation,
    requestedAmount: row.requestedAmountCents === null ? null : fromCents(row.requestedAmountCents),
    approvedAmount: row.approvedAmountCents === null ? null : fromCents(row.approvedAmountCents),
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? row.createdAt,
    schemeId: row.schemeId,
    provider: texts?.provider ?? null,
    applicationUrl: scheme?.applicationUrl ?? null,
    appliedBy,
    maxAmount: scheme?.maxAmount ?? null,
    validityPeriod: texts?.validityPeriod ?? null,
    window: window
      ? {
          opens: window.opens,
          closes: window.closes,
          kind: window.kind ?? 'published',
          sourceUrl: window.sourceUrl ?? scheme?.sourceUrl ?? '',
          sourceIssued: window.sourceDate ?? null,
          basedOn: window.basedOn ?? null,
        }
      : null,
    deadline: window?.closes ?? null,
    applicant: row.applicant,
    talentName: fullName({
      firstName: row.talentFirstName,
      tussenvoegsel: row.talentTussenvoegsel,
      lastName: row.talentLastName,
      email: row.talentEmail,
    }),
    employer: row.companyId
      ? {
          name: row.companyName ?? '',
          request: row.employerRequest,
          requestedAt: row.employerRequestedAt,
          decidedAt: row.employerDecidedAt,
          reason: row.employerReason,
        }
      : null,
    hasLinkedEmployer: !!ctx.linkedEmployer,
    linkedEmployerName: ctx.reader === 'talent' ? (ctx.linkedEmployer?.name ?? null) : null,
    submittedAt: row.submittedAt,
    reference: row.reference,
    decisionDate: row.decisionDate,
    documents: scheme ? documentsFor(scheme).map((k) => dossierTexts(ctx.lang).documents[k]) : [],
    prefill: prefill(row, ctx),
    nextStepKey: step,
    nextStep: dossierTexts(ctx.lang).nextSteps[step],
    allowedSteps: steps,
    canAskEmployer:
      ctx.reader === 'talent' &&
      appliedBy === 'employer' &&
      row.status === 'concept' &&
      row.applicant === 'talent' &&
      row.employerRequest !== 'requested' &&
      !!ctx.linkedEmployer,
    history: events.map(historyLine),
  };
}
