import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * One question to the Coach: the server reads it and answers from the subsidy matcher, the
 * catalogue and the talent's own data (POST /api/coach/ask, decision 435). `language` is the
 * language on screen; the answer follows the question's own language.
 */
export const useAskCoach = () =>
  useMutation({
    mutationFn: (body: { question: string; language: 'nl' | 'en' }) =>
      api('post', '/api/coach/ask', { body }),
  });
