import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { possibleQuestionCount, visibleQuestions } from '../../../domain/subsidies/index.ts';
import { t } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { Progress } from '../../ui/Progress.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { questionnaireQuery } from './api.ts';
import { QuestionInput } from './QuestionInput.tsx';
import { SubsidyResultView } from './SubsidyResultView.tsx';
import type { QuestionnaireState } from './use-questionnaire.ts';

/** The questionnaire in a large dialog: one question per step, then the result view (spec §2.14). */
export function QuestionnaireDialog({
  open,
  onOpenChange,
  state,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: QuestionnaireState;
}) {
  const d = t.subsidies.dialog;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={d.title}
        description={d.description}
        className="max-w-2xl"
        // A first check replaces Subsidiecheck by Check opnieuw: focus goes to the new opener.
        fallbackFocus="[data-subsidy-check]"
      >
        {open && <QuestionnaireBody state={state} />}
      </DialogContent>
    </Dialog>
  );
}

function QuestionnaireBody({ state }: { state: QuestionnaireState }) {
  const d = t.subsidies.dialog;
  const query = useQuery(questionnaireQuery());
  const questions = query.data;
  const { start } = state;
  useEffect(() => {
    if (questions) start(questions);
  }, [questions, start]);

  if (query.isLoading)
    return (
      <div className="flex items-center gap-3 py-8 text-slate-600" role="status">
        <Spinner />
        {d.loading}
      </div>
    );
  if (query.isError || !questions)
    return <QueryError query={query} title={d.loadError} text={d.loadErrorHint} compact />;
  if (state.result)
    return <SubsidyResultView result={state.result} onRestart={() => state.restart(questions)} />;

  const visible = visibleQuestions(questions, state.responses);
  const index = Math.min(state.step, visible.length - 1);
  const question = visible[index];
  const last = index === visible.length - 1;
  // A steady total: questions that may still follow count until an answer (or an optional question
  // passed unanswered) rules them out.
  const total = possibleQuestionCount(questions, state.responses, question.id);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        state.next(questions);
      }}
      className="space-y-5"
    >
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-600" aria-live="polite">
          {d.counter(index + 1, total)}
        </p>
        <Progress value={index + 1} max={total} label={d.progress} />
      </div>
      <QuestionInput
        key={question.id}
        question={question}
        value={state.responses[String(question.id)]}
        onChange={(v) => state.setAnswer(question.id, v)}
        error={state.stepError}
      />
      <div className="flex justify-between gap-3 border-t border-slate-100 pt-4">
        <Button variant="outline" onClick={state.back} disabled={index === 0 || state.busy}>
          {d.previous}
        </Button>
        <Button type="submit" disabled={state.busy}>
          {last ? (state.busy ? d.analysing : d.analyse) : d.next}
        </Button>
      </div>
    </form>
  );
}
