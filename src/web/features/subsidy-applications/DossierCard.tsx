import { useState } from 'react';
import { Link } from 'react-router';
import type { ApplicationStatus, SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { AskEmployerDialog } from './AskEmployerDialog.tsx';
import { DossierChecklist, DossierFacts, DossierHistory } from './DossierDetails.tsx';
import { RecordStepDialog } from './RecordStepDialog.tsx';

export const STATUS_TONES: Record<ApplicationStatus, 'neutral' | 'amber' | 'green' | 'red' | 'blue'> = {
  concept: 'blue',
  submitted: 'amber',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="shrink-0">
      {t.dossiers.statusLabels[status]}
    </Badge>
  );
}

/**
 * One dossier with its next step and deadline, what the provider needs, and the actions its reader
 * may take now: record a step, ask the employer, or print the summary for an employer off the platform.
 */
export function DossierCard({
  dossier: d,
  headingLevel = 2,
  forEmployer = false,
}: {
  dossier: SubsidyDossier;
  headingLevel?: 2 | 3;
  /** The employer's view (Subsidieverzoeken): the talent's details are the employee's. */
  forEmployer?: boolean;
}) {
  const s = t.dossiers;
  const [dialog, setDialog] = useState<'record' | 'ask' | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const offPlatformEmployer =
    d.appliedBy === 'employer' && d.status === 'concept' && d.applicant === 'talent' && !d.hasLinkedEmployer;
  return (
    <Card className="min-w-0 space-y-4 p-5" data-dossier={d.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 font-semibold break-words text-slate-900">{d.subsidyType}</Heading>
        <StatusBadge status={d.status} />
      </div>
      <div className="rounded-xl bg-brand-50 p-3 text-sm">
        <p className="font-medium text-slate-900">{s.nextStep}</p>
        <p className="text-slate-800">{d.nextStep}</p>
        {d.employer?.request === 'declined' && d.applicant === 'talent' && (
          <p className="mt-1 text-slate-800">{s.requestDeclined(d.employer.reason)}</p>
        )}
        {d.applicant === 'employer' && !forEmployer && <p className="mt-1 text-slate-700">{s.followOnly}</p>}
      </div>
      {offPlatformEmployer && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-amber-900">{s.noEmployerTitle}</p>
          <p className="text-slate-800">{s.noEmployerText}</p>
        </div>
      )}
      <DossierFacts dossier={d} />
      <DossierChecklist dossier={d} forEmployer={forEmployer} />
      <div className="flex flex-wrap gap-2">
        {d.allowedSteps.length > 0 && (
          <Button size="sm" onClick={() => setDialog('record')}>
            {s.recordStep}
          </Button>
        )}
        {d.canAskEmployer && (
          <Button size="sm" variant="secondary" onClick={() => setDialog('ask')}>
            {s.askEmployer}
          </Button>
        )}
        <Link to={`/subsidies/dossiers/${d.id}`} className={buttonClass('outline', 'sm')}>
          {offPlatformEmployer ? s.printSummary : s.openDossier}
        </Link>
      </div>
      <DossierHistory dossier={d} />
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog === 'record' && <RecordStepDialog dossier={d} onDone={() => setDialog(null)} />}
        {dialog === 'ask' && (
          <AskEmployerDialog
            dossier={d}
            employerName={d.linkedEmployerName ?? ''}
            onDone={() => setDialog(null)}
          />
        )}
      </Dialog>
    </Card>
  );
}
