import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { matchingSkillsFirst, skillMatches } from '../../../domain/skill-order.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { EvidenceBadge } from '../../ui/EvidenceBadge.tsx';
import { InputField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { talentSearchQuery } from './api.ts';

const MAX_SKILLS_SHOWN = 6;

/**
 * Talent zoeken: talent who opted in, by skill, with each skill's evidence level (decision 191); first
 * name and skills until they apply. No scan data.
 */
export function TalentSearchDialog() {
  const [draft, setDraft] = useState('');
  const [skill, setSkill] = useState('');
  const results = useQuery(talentSearchQuery(skill));
  const s = t.company.search;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSkill(draft.trim());
  };
  return (
    <DialogContent title={s.title} description={s.description} className="max-w-3xl">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <InputField
          label={s.skill}
          placeholder={s.skillPlaceholder}
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{s.submit}</Button>
      </form>
      <div className="mt-4" aria-live="polite">
        {results.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : results.isError ? (
          <QueryError query={results} compact />
        ) : results.data.length === 0 ? (
          <p className="text-sm text-slate-600">{s.none}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={s.results}>
            {results.data.map((r) => (
              <li key={r.key} className="rounded-xl border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{r.fullName ?? r.firstName}</span>
                  {r.applied && <Badge tone="green">{s.applied}</Badge>}
                  {r.email && <span className="text-sm break-all text-slate-600">{r.email}</span>}
                </div>
                {r.skills.length === 0 ? (
                  <p className="mt-1 text-xs text-slate-500">{s.noSkills}</p>
                ) : (
                  <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1.5">
                    {matchingSkillsFirst(r.skills, skill)
                      .slice(0, MAX_SKILLS_SHOWN)
                      .map((found) => (
                        <li key={found.name} className="flex items-center gap-1 text-sm text-slate-800">
                          <span className={skillMatches(found.name, skill) ? 'font-semibold' : undefined}>
                            {found.name}
                          </span>
                          <EvidenceBadge level={found.evidence} />
                        </li>
                      ))}
                    {r.skills.length > MAX_SKILLS_SHOWN && (
                      <li>
                        <Badge>+{r.skills.length - MAX_SKILLS_SHOWN}</Badge>
                      </li>
                    )}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </DialogContent>
  );
}
