import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiQuery } from './api.ts';

/** How many suggestions a skills field offers at once. */
const SHOWN = 8;

/**
 * Skills of the platform's own list for what is being typed (decision 465): asked 150 ms after the
 * last keystroke, from 2 characters on; the previous answer stays while the next one loads.
 */
export function useSkillSuggestions(typed: string) {
  const [q, setQ] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 150);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = q.length >= 2;
  const result = useQuery({
    ...apiQuery('/api/skills', { query: { q, limit: SHOWN } }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return enabled && typed.trim().length >= 2 ? (result.data?.items ?? []) : [];
}
