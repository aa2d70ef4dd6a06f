import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import type { LikertValue, ScanAnswers } from '../../../domain/scan/types.ts';
import { section } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { Progress } from '../../ui/Progress.tsx';
import { LikertScale } from './LikertScale.tsx';
import {
  AUTO_ADVANCE_MS,
  answeredCount,
  blockStates,
  blocksIn,
  choose,
  firstUnanswered,
  positionOf,
  previousIndex,
} from './scan-flow.ts';

const scanText = section((m) => m.scan);

/**
 * The question screen (spec §2.9, §4 Scan flow): one question at a time, auto-advance 0.5 s after
 * an answer, Vorige across blocks, and the answers handed to `onSubmit` after the last question.
 */
export function ScanQuestions({
  answers,
  onAnswers,
  onAnswer,
  onSubmit,
  submitting,
  error,
  saveFailed,
  onRetrySave,
  resumed,
  focusFirst = false,
}: {
  answers: ScanAnswers;
  onAnswers: (answers: ScanAnswers) => void;
  /** One answer as it is given (saved on the server). */
  onAnswer: (question: number, value: LikertValue) => void;
  onSubmit: (answers: ScanAnswers) => void;
  submitting: boolean;
  error: string | null;
  /** The last answer(s) could not be saved. */
  saveFailed: boolean;
  onRetrySave: () => void;
  /** Opened on saved answers: say so. */
  resumed: boolean;
  /** Move the focus to the first question shown (the scan was just started or continued). */
  focusFirst?: boolean;
}) {
  // A scan in progress resumes at its first unanswered question.
  const [index, setIndex] = useState(() => firstUnanswered(answers));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keyboard = useRef(focusFirst);
  const questionId = useId();
  // The statements follow the picker at once; answers are keyed by number, so they carry over.
  const lang = useLanguage();
  const blocks = blocksIn(lang);
  const { question, block, blockIndex } = positionOf(index, lang);
  const answered = answeredCount(answers);
  // With prefers-reduced-motion nothing moves on by itself: the user goes on with Volgende.
  const manual = usePrefersReducedMotion();

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const pick = (value: LikertValue) => {
    if (submitting) return;
    const step = choose(answers, index, value);
    onAnswers(step.answers);
    onAnswer(question.volgnummer, value);
    if (manual) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (step.next === 'submit') onSubmit(step.answers);
      else setIndex(step.next);
    }, AUTO_ADVANCE_MS);
  };

  // Number keys 1-5 choose an option (a keyboard shortcut besides the radio group).
  const pickRef = useRef(pick);
  pickRef.current = pick;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || target?.closest('input, textarea, select, [role="dialog"]'))
        return;
      if (/^[1-5]$/.test(e.key)) {
        keyboard.current = true;
        pickRef.current(Number(e.key) as LikertValue);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const forward = () => {
    const value = answers[question.volgnummer];
    if (value === undefined || submitting) return;
    keyboard.current = true;
    const step = choose(answers, index, value);
    if (step.next === 'submit') onSubmit(step.answers);
    else setIndex(step.next);
  };

  const back = () => {
    if (timer.current) clearTimeout(timer.current);
    setIndex(previousIndex(index));
  };

  return (
    <Card>
      <CardContent className="space-y-6 pt-5 sm:pt-6">
        <div className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{scanText.questionTitle}</h1>
            <p className="text-sm text-slate-600" aria-live="polite">
              {scanText.answered(answered, SCAN_QUESTION_COUNT)}
            </p>
          </div>
          <div>
            <p className="text-sm font-semibold text-brand-700">
              {scanText.block(block.bloknummer, blocks.length)}: {block.titel}
            </p>
            <p className="mt-1 text-sm text-slate-600">{block.uitleg}</p>
          </div>
          <Progress value={answered} max={SCAN_QUESTION_COUNT} label={scanText.progressLabel} />
          <ol aria-label={scanText.blockDots} className="flex items-center gap-2">
            {blockStates(blockIndex).map((state, i) => (
              <li
                key={blocks[i].bloknummer}
                title={blocks[i].titel}
                className={cn(
                  'h-2.5 rounded-full transition-all',
                  state === 'current' ? 'w-8 bg-brand-600' : 'w-2.5',
                  state === 'done' && 'bg-brand-400',
                  state === 'todo' && 'bg-slate-300',
                )}
              >
                <span className="sr-only">
                  {scanText.blockDot(
                    i + 1,
                    blocks[i].titel,
                    state === 'done'
                      ? scanText.blockDone
                      : state === 'current'
                        ? scanText.blockCurrent
                        : scanText.blockTodo,
                  )}
                </span>
              </li>
            ))}
          </ol>
        </div>

        <div className="rounded-xl bg-slate-50 p-4 sm:p-6">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {scanText.question(question.volgnummer, SCAN_QUESTION_COUNT)}
          </p>
          <p id={questionId} className="mt-2 text-lg font-medium text-slate-900 sm:text-xl">
            {question.vraagtekst}
          </p>
          <div
            className="mt-5"
            onKeyDownCapture={(e) => {
              if (e.key === ' ' || e.key === 'Enter') keyboard.current = true;
            }}
            onPointerDownCapture={() => {
              keyboard.current = false;
            }}
          >
            <LikertScale
              key={question.volgnummer}
              labelledBy={questionId}
              value={answers[question.volgnummer]}
              onChoose={pick}
              autoFocus={keyboard.current}
            />
          </div>
          <p className="mt-3 hidden text-xs text-slate-500 sm:block">{scanText.keyboardHint}</p>
        </div>

        {resumed && index > 0 && (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{scanText.resumed}</p>
        )}
        {saveFailed && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <span>{scanText.saveFailed}</span>
            <Button size="sm" variant="outline" onClick={onRetrySave}>
              {scanText.saveRetry}
            </Button>
          </div>
        )}
        {submitting && (
          <p role="status" className="flex items-center justify-center gap-2 font-medium text-brand-700">
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            {scanText.analysing}
          </p>
        )}
        {error && !submitting && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p className="font-semibold">{scanText.submitErrorTitle}</p>
            <p className="mt-1">{error}</p>
            <p className="mt-1">{scanText.submitErrorBody}</p>
            <Button className="mt-3" variant="destructive" size="sm" onClick={() => onSubmit(answers)}>
              {scanText.retry}
            </Button>
          </div>
        )}

        <div className="flex justify-between">
          <Button variant="outline" onClick={back} disabled={index === 0 || submitting}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {scanText.previous}
          </Button>
          {(manual || answered === SCAN_QUESTION_COUNT) && (
            <Button onClick={forward} disabled={answers[question.volgnummer] === undefined || submitting}>
              {index === SCAN_QUESTION_COUNT - 1 ? scanText.send : scanText.next}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
