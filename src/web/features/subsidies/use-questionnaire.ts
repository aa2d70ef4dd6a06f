import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type Question,
  type RawResponses,
  type SubsidyResult,
  subsidyResponses,
} from '../../../contracts/subsidies.ts';
import { answerError, dutchToday, visibleQuestions } from '../../../domain/subsidies/index.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';
import { useRefetchSubsidyResults, useSubmitSubsidies } from './api.ts';

/** Spec §9: the completion callback runs 1 s after a successful analysis. */
export const COMPLETION_DELAY_MS = 1000;

const formSchema = z.object({ responses: subsidyResponses });
type FormValues = { responses: RawResponses };

const prefills = (questions: Question[]): RawResponses =>
  Object.fromEntries(questions.filter((q) => q.prefill).map((q) => [String(q.id), q.prefill]));

/**
 * The questionnaire's state, kept by the page so that the dialog can close and reopen: the
 * answers (react-hook-form with the contract schema), the current step and the last result.
 */
export function useQuestionnaire(onCompleted: () => void) {
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { responses: {} } });
  const responses = form.watch('responses');
  const [step, setStep] = useState(0);
  const [stepError, setStepError] = useState<string | null>(null);
  const [result, setResult] = useState<SubsidyResult | null>(null);
  const submit = useSubmitSubsidies();
  const refetch = useRefetchSubsidyResults();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Fills the prefills (e.g. the profile's birth date) into an untouched form. */
  const start = (questions: Question[]) => {
    const initial = prefills(questions);
    if (Object.keys(initial).length > 0 && Object.keys(form.getValues('responses')).length === 0)
      form.reset({ responses: initial });
  };

  const setAnswer = (id: number, value: unknown) => {
    form.setValue('responses', { ...form.getValues('responses'), [String(id)]: value });
    setStepError(null);
  };

  const restart = (questions: Question[]) => {
    form.reset({ responses: prefills(questions) });
    setStep(0);
    setStepError(null);
    setResult(null);
  };

  const back = () => {
    setStepError(null);
    setStep((s) => Math.max(0, s - 1));
  };

  const send = async (values: FormValues, visible: Question[]) => {
    const visibleIds = new Set(visible.map((q) => String(q.id)));
    const answered = Object.fromEntries(Object.entries(values.responses).filter(([k]) => visibleIds.has(k)));
    try {
      const res = await submit.mutateAsync({ responses: answered, sessionId: String(Date.now()) });
      setResult(res);
      toast({ title: t.subsidies.toasts.done, description: t.subsidies.toasts.doneText(res.totalMatches) });
      clearTimeout(timer.current);
      // Close only once the page shows the new result, so focus can land on its Check opnieuw.
      timer.current = setTimeout(() => {
        void refetch().finally(onCompleted);
      }, COMPLETION_DELAY_MS);
    } catch (err) {
      toast({
        title: t.subsidies.toasts.error,
        description:
          err instanceof ApiError
            ? t.subsidies.toasts.apiError(err.displayMessage)
            : t.subsidies.toasts.errorText,
        variant: 'destructive',
      });
      if (!(err instanceof ApiError)) console.error(errorText(err));
    }
  };

  /** Volgende, or Analyseer subsidies on the last step: checks the current answer first. */
  const next = (questions: Question[]) => {
    const visible = visibleQuestions(questions, responses);
    const current = visible[Math.min(step, visible.length - 1)];
    const problem = answerError(current, responses[String(current.id)], dutchToday());
    if (problem) {
      setStepError(problem());
      return;
    }
    if (step < visible.length - 1) {
      setStep(step + 1);
      return;
    }
    void form.handleSubmit(
      (values) => send(values, visible),
      (errors) => setStepError(String(errors.responses?.message ?? t.subsidies.toasts.errorText)),
    )();
  };

  return {
    responses,
    step,
    stepError,
    result,
    busy: submit.isPending,
    start,
    setAnswer,
    next,
    back,
    restart,
  };
}

export type QuestionnaireState = ReturnType<typeof useQuestionnaire>;
