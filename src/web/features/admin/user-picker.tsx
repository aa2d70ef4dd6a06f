import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { useSession } from '../../lib/session.ts';
import { userSearchQuery } from './api.ts';

/**
 * The user search of Beheer's per-user actions (type change, factor reset): the search text and
 * the matching users other than the administrator themself.
 */
export function useUserCandidates() {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useQuery({ ...userSearchQuery(deferred), placeholderData: (prev) => prev });
  const candidates = (users.data?.items ?? []).filter((u) => u.id !== me?.id);
  return { search, setSearch, candidates };
}

/** The options of a user select: a first prompt, then each candidate with e-mail and type. */
export function UserOptions({
  candidates,
  choose,
  noResults,
}: {
  candidates: ReturnType<typeof useUserCandidates>['candidates'];
  choose: string;
  noResults: string;
}) {
  return (
    <>
      <option value="">{candidates.length ? choose : noResults}</option>
      {candidates.map((u) => (
        <option key={u.id} value={u.id}>
          {u.name} ({u.email}) · {t.profile.typeLabels[u.adminRole ?? u.userType]}
        </option>
      ))}
    </>
  );
}
