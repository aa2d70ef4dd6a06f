import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScanResult } from '../../../contracts/scan.ts';
import { canTakeAssessment } from '../../../domain/roles.ts';
import type { ScanAnswers } from '../../../domain/scan/types.ts';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tour } from '../../ui/Tour.tsx';
import { scanResultQuery, useSubmitScan } from './api.ts';
import { LoginRequiredCard, ScanIntro } from './ScanIntro.tsx';
import { ScanQuestions } from './ScanQuestions.tsx';
import { ScanResultView } from './ScanResultView.tsx';

const scanText = section((m) => m.scan);

export const SCAN_TOUR_KEY = 'tour.scan.completed';

type View = { name: 'intro' } | { name: 'questions' } | { name: 'result'; result: ScanResult };

/** /scan, /assessment and /enhanced-assessment (spec §2.9, §4 Scan flow). */
export default function ScanPage() {
  const { user } = useSession();
  const stored = useQuery({ ...scanResultQuery(), enabled: !!user });
  const submit = useSubmitScan();
  const [view, setView] = useState<View>({ name: 'intro' });
  const [answers, setAnswers] = useState<ScanAnswers>({});

  if (!user) return <LoginRequiredCard />;

  const send = (all: ScanAnswers) =>
    submit.mutate(all, { onSuccess: (result) => setView({ name: 'result', result }) });

  let content: React.ReactNode;
  if (stored.isLoading) content = <Spinner />;
  else if (view.name === 'questions')
    content = (
      <ScanQuestions
        answers={answers}
        onAnswers={setAnswers}
        onSubmit={send}
        submitting={submit.isPending}
        error={submit.isError ? errorText(submit.error) : null}
      />
    );
  else if (stored.isError && view.name === 'intro') content = <QueryError query={stored} />;
  else if (view.name === 'result')
    content = <ScanResultView result={view.result} onBack={() => setView({ name: 'intro' })} />;
  else
    content = (
      <ScanIntro
        hasResult={!!stored.data}
        canTake={canTakeAssessment(user)}
        onStart={() => {
          setAnswers({});
          submit.reset();
          setView({ name: 'questions' });
        }}
        onViewResult={() => stored.data && setView({ name: 'result', result: stored.data })}
      />
    );

  return (
    <div className="mx-auto max-w-4xl">
      {content}
      <Tour steps={scanText.tour} storageKey={SCAN_TOUR_KEY} enabled={!stored.isLoading} />
    </div>
  );
}
