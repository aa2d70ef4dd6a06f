import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

type View = 'intro' | 'questions' | 'result';

/** /scan, /assessment and /enhanced-assessment (spec §2.9, §4 Scan flow). */
export default function ScanPage() {
  const { user } = useSession();
  const stored = useQuery({ ...scanResultQuery(), enabled: !!user });
  const submit = useSubmitScan();
  const [view, setView] = useState<View>('intro');
  const [answers, setAnswers] = useState<ScanAnswers>({});

  if (!user) return <LoginRequiredCard />;

  const send = (all: ScanAnswers) => submit.mutate(all, { onSuccess: () => setView('result') });

  let content: React.ReactNode;
  // The questions stay mounted (and keep their place) while a language switch refetches the result.
  if (view === 'questions')
    content = (
      <ScanQuestions
        answers={answers}
        onAnswers={setAnswers}
        onSubmit={send}
        submitting={submit.isPending}
        error={submit.isError ? errorText(submit.error) : null}
      />
    );
  else if (stored.isLoading) content = <Spinner />;
  // The result comes from the query (keyed by language, set at once by a submission), so the
  // picker re-renders it in the other language.
  else if (view === 'result' && stored.data)
    content = <ScanResultView result={stored.data} onBack={() => setView('intro')} />;
  else if (stored.isError) content = <QueryError query={stored} />;
  else
    content = (
      <ScanIntro
        hasResult={!!stored.data}
        canTake={canTakeAssessment(user)}
        onStart={() => {
          setAnswers({});
          submit.reset();
          setView('questions');
        }}
        onViewResult={() => stored.data && setView('result')}
      />
    );

  return (
    <div className="mx-auto max-w-4xl">
      {content}
      <Tour steps={scanText.tour} storageKey={SCAN_TOUR_KEY} enabled={!stored.isLoading} />
    </div>
  );
}
