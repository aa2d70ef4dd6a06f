import { Brain, CheckCircle2, Clock, ListChecks, LogIn, ShieldCheck } from 'lucide-react';
import { section } from '../../i18n/index.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
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
  onStart,
  onViewResult,
}: {
  hasResult: boolean;
  canTake: boolean;
  onStart: () => void;
  onViewResult: () => void;
}) {
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
        {!canTake && (
          <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{scanText.notForRole}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {canTake && (
            <Button size="lg" onClick={onStart}>
              {hasResult ? scanText.restart : scanText.start}
            </Button>
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
    </Card>
  );
}
