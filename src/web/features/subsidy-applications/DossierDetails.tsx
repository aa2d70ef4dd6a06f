import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { DossierEvent, SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { t } from '../../i18n/index.ts';
import { formatEuro, formatShortDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { daysLeft, formatDay } from './format.ts';

/** A term and its value, skipped when there is no value. */
function Item({ term, children }: { term: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The deadline with the days left, or the scheme's own words on when to apply. */
export function Deadline({ dossier: d }: { dossier: SubsidyDossier }) {
  const s = t.dossiers;
  if (d.deadline) {
    const left = daysLeft(d.deadline);
    return (
      <span className={left <= 14 ? 'font-semibold text-amber-900' : undefined}>
        {formatDay(d.deadline)} ({s.daysLeft(Math.max(0, left))})
        {d.window?.kind === 'expected' && d.window.basedOn && (
          <span className="block font-normal text-slate-600">
            {s.expectedWindow(formatDay(d.window.basedOn.opens), formatDay(d.window.basedOn.closes))}
          </span>
        )}
      </span>
    );
  }
  return <span>{d.validityPeriod}</span>;
}

/** The facts of a dossier: provider and its page, who applies, when, amounts, dates. */
export function DossierFacts({ dossier: d }: { dossier: SubsidyDossier }) {
  const s = t.dossiers;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <Item term={s.provider}>
        {d.provider}
        {d.applicationUrl && (
          <>
            {' · '}
            <a href={d.applicationUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {s.providerPage}
              <ExternalLink className="ml-1 inline h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only"> {s.newTab}</span>
            </a>
          </>
        )}
      </Item>
      <Item term={s.whoApplies}>
        {d.applicant === 'employer' && d.employer
          ? s.employerApplies(d.employer.name)
          : s.appliedBy[d.appliedBy]}
      </Item>
      <Item term={d.deadline ? s.deadline : s.when}>
        {(d.deadline || d.validityPeriod) && <Deadline dossier={d} />}
      </Item>
      <Item term={s.course}>{d.course?.title ?? s.noCourse}</Item>
      <Item term={s.requested}>
        {d.requestedAmount === null ? s.noAmount : formatEuro(d.requestedAmount)}
      </Item>
      <Item term={s.approved}>{d.approvedAmount === null ? null : formatEuro(d.approvedAmount)}</Item>
      <Item term={s.submittedAt}>{d.submittedAt && formatDay(d.submittedAt)}</Item>
      <Item term={s.reference}>{d.reference}</Item>
      <Item term={s.decisionDate}>{d.decisionDate && formatDay(d.decisionDate)}</Item>
      <Item term={s.createdAt}>{formatShortDate(d.createdAt)}</Item>
    </dl>
  );
}

/** What the provider needs, and what is already known from the questionnaire and the course. */
export function DossierChecklist({
  dossier: d,
  forEmployer = false,
}: {
  dossier: SubsidyDossier;
  forEmployer?: boolean;
}) {
  const s = t.dossiers;
  return (
    <div className="grid gap-4 text-sm md:grid-cols-2">
      {d.documents.length > 0 && (
        <section>
          <h3 className="font-semibold text-slate-900">{s.documents}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {d.documents.map((doc) => (
              <li key={doc}>{doc}</li>
            ))}
          </ul>
        </section>
      )}
      {d.prefill.length > 0 && (
        <section>
          <h3 className="font-semibold text-slate-900">{forEmployer ? s.prefillEmployee : s.prefill}</h3>
          <dl className="mt-1 space-y-1">
            {d.prefill.map((p) => (
              <div key={p.label} className="flex flex-wrap gap-x-2">
                <dt className="text-slate-500">{p.label}:</dt>
                <dd className="text-slate-900">{p.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}

function lineText(e: DossierEvent) {
  const s = t.dossiers;
  if (e.kind === 'status') return s.historyLine.status(s.statusLabels[e.toStatus ?? 'concept']);
  return s.historyLine[e.kind];
}

/** Every recorded step, oldest first, behind a toggle. */
export function DossierHistory({
  dossier: d,
  open: initiallyOpen = false,
}: {
  dossier: SubsidyDossier;
  open?: boolean;
}) {
  const s = t.dossiers;
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? s.hideHistory : s.showHistory}
      </Button>
      {open && (
        <ol id={id} className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
          {d.history.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <p className="font-medium text-slate-900">{lineText(e)}</p>
              <p className="text-slate-600">
                {formatShortDate(e.at)} · {e.actorName ?? s.roles[e.actorRole]}
                {e.reference && ` · ${s.reference}: ${e.reference}`}
                {e.approvedAmount !== null && ` · ${formatEuro(e.approvedAmount)}`}
              </p>
              {e.note && <p className="text-slate-700">{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
