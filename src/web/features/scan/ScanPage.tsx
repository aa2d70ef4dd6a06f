import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { canTakeAssessment } from '../../../domain/roles.ts';
import type { LikertValue, ScanAnswers } from '../../../domain/scan/types.ts';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tour } from '../../ui/Tour.tsx';
import {
  scanDraftQuery,
  scanResultQuery,
  useClearScanDraft,
  useSaveScanAnswer,
  useSubmitScan,
} from './api.ts';
import { LoginRequiredCard, ScanIntro } from './ScanIntro.tsx';
import { ScanQuestions } from './ScanQuestions.tsx';
import { ScanResultView } from './ScanResultView.tsx';
import { answeredCount, draftAnswers } from './scan-flow.ts';

const scanText = section((m) => m.scan);

export const SCAN_TOUR_KEY = 'tour.scan.completed';

type View = 'intro' | 'questions' | 'result';

/**
 * /scan, /assessment and /enhanced-assessment (spec §2.9, §4 Scan flow). Each answer is saved on the
 * server as it is given. However the talent arrives (menu, reload, another device), the intro offers
 * to continue the saved answers; only a confirmed "Opnieuw beginnen" deletes them.
 */
export default function ScanPage() {
  const { user } = useSession();
  const canTake = canTakeAssessment(user);
  const stored = useQuery({ ...scanResultQuery(), enabled: !!user });
  // Read afresh on every visit: answers given on another device (or in another tab) count too.
  const draft = useQuery({ ...scanDraftQuery(), enabled: canTake, refetchOnMount: 'always' });
  const submit = useSubmitScan();
  const save = useSaveScanAnswer();
  const clear = useClearScanDraft();
  const [view, setView] = useState<View>('intro');
  const [answers, setAnswers] = useState<ScanAnswers>({});
  const [resumed, setResumed] = useState(false);
  /** Answers the server has not confirmed yet (a failed save is sent again with the next one). */
  const unsaved = useRef(new Map<number, LikertValue>());
  const [saveFailed, setSaveFailed] = useState(false);

  /** The saved answers of the scan in progress (none: nothing to continue). */
  const saved = draftAnswers(draft.data?.answers ?? {});
  const savedCount = answeredCount(saved);

  if (!user) return <LoginRequiredCard />;

  const send = (all: ScanAnswers) => submit.mutate(all, { onSuccess: () => setView('result') });

  const keep = (question: number, value: LikertValue) => {
    unsaved.current.set(question, value);
    for (const [q, v] of [...unsaved.current]) {
      save.mutate(
        { question: q, value: v },
        {
          onSuccess: () => {
            if (unsaved.current.get(q) === v) unsaved.current.delete(q);
            if (unsaved.current.size === 0) setSaveFailed(false);
          },
          onError: () => setSaveFailed(true),
        },
      );
    }
  };
  const retrySave = () => {
    const [first] = [...unsaved.current];
    if (first) keep(first[0], first[1]);
  };

  /** Continues the scan in progress at its first unanswered question. */
  const resume = () => {
    setAnswers(saved);
    setResumed(true);
    setView('questions');
  };

  /** Starts with no answers: only from the intro's start button or a confirmed "Opnieuw beginnen". */
  const startAfresh = () => {
    setAnswers({});
    unsaved.current.clear();
    setSaveFailed(false);
    submit.reset();
    if (savedCount > 0) clear.mutate();
    setResumed(false);
    setView('questions');
  };

  let content: React.ReactNode;
  // The questions stay mounted (and keep their place) while a language switch refetches the result.
  if (view === 'questions')
    content = (
      <ScanQuestions
        answers={answers}
        onAnswers={setAnswers}
        onAnswer={keep}
        onSubmit={send}
        submitting={submit.isPending}
        error={submit.isError ? errorText(submit.error) : null}
        saveFailed={saveFailed}
        onRetrySave={retrySave}
        resumed={answeredCount(answers) > 0 && resumed}
        focusFirst
      />
    );
  else if (stored.isLoading || (canTake && draft.isLoading)) content = <Spinner />;
  // The result comes from the query (keyed by language, set at once by a submission), so the
  // picker re-renders it in the other language.
  else if (view === 'result' && stored.data)
    content = <ScanResultView result={stored.data} onBack={() => setView('intro')} />;
  else if (stored.isError) content = <QueryError query={stored} />;
  else
    content = (
      <ScanIntro
        hasResult={!!stored.data}
        canTake={canTake}
        draftCount={savedCount}
        onResume={resume}
        onStart={startAfresh}
        onViewResult={() => stored.data && setView('result')}
      />
    );

  return (
    <div className="mx-auto max-w-4xl">
      {content}
      {/* Shown once, on the intro only: never on top of the answers. */}
      <Tour
        steps={scanText.tour}
        storageKey={SCAN_TOUR_KEY}
        enabled={view === 'intro' && !stored.isLoading && !draft.isLoading}
      />
    </div>
  );
}
