import { Brain, CheckCircle2, Clock, History, ListChecks, LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import { section } from '../../i18n/index.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
import { Dialog, DialogClose, DialogContent } from '../../ui/Dialog.tsx';
import { ScanTerms } from './ScanTerms.tsx';

const scanText = section((m) => m.scan);

export function LoginRequiredCard() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <LogIn className="h-10 w-10 text-brand-600" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-slate-900">{scanText.loginRequiredTitle}</h1>
        <CardDescription>{scanText.loginRequiredBody}</CardDescription>
      </CardHeader>
      <CardContent>
        <ButtonLink to="/auth">{scanText.login}</ButtonLink>
      </CardContent>
    </Card>
  );
}

export function ScanIntro({
  hasResult,
  canTake,
  draftCount,
  onResume,
  onStart,
  onViewResult,
}: {
  hasResult: boolean;
  canTake: boolean;
  /** Answers saved in the scan in progress (0: none). */
  draftCount: number;
  onResume: () => void;
  onStart: () => void;
  onViewResult: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const inProgress = canTake && draftCount > 0;
  const facts = [
    { icon: ListChecks, text: scanText.facts.questions },
    { icon: Clock, text: scanText.facts.duration },
    { icon: Brain, text: scanText.facts.model },
  ];
  return (
    <Card className="mx-auto max-w-2xl" data-tour="scan-intro">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {scanText.introTitle}
        </h1>
        <CardDescription className="text-base">{scanText.introBody}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="grid gap-3 sm:grid-cols-3">
          {facts.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-3 text-sm font-medium text-brand-900"
            >
              <Icon className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <ScanTerms terms={['bigFive', 'riasec']} />
        {hasResult && (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
              {scanText.previousNotice}
            </p>
            <p className="mt-1">{scanText.previousHint}</p>
          </div>
        )}
        {inProgress && (
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
            <p className="flex items-center gap-2 font-semibold">
              <History className="h-5 w-5" aria-hidden="true" />
              {scanText.draftNotice(draftCount, SCAN_QUESTION_COUNT)}
            </p>
            <p className="mt-1">{scanText.draftHint}</p>
          </div>
        )}
        {!canTake && (
          <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{scanText.notForRole}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {inProgress ? (
            <>
              <Button size="lg" onClick={onResume}>
                {scanText.resume(draftCount)}
              </Button>
              <Button size="lg" variant="outline" onClick={() => setConfirming(true)}>
                {scanText.startOver}
              </Button>
            </>
          ) : (
            canTake && (
              <Button size="lg" onClick={onStart}>
                {hasResult ? scanText.restart : scanText.start}
              </Button>
            )
          )}
          {hasResult && (
            <Button size="lg" variant="outline" onClick={onViewResult}>
              {scanText.viewResult}
            </Button>
          )}
        </div>
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {scanText.privacy}
        </p>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming && (
          <DialogContent title={scanText.startOverTitle} description={scanText.startOverText(draftCount)}>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{scanText.startOverCancel}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  setConfirming(false);
                  onStart();
                }}
              >
                {scanText.startOverConfirm}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
