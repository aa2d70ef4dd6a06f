import { useQuery } from '@tanstack/react-query';
import type { ApplicationMatch } from '../../../contracts/vacancies.ts';
import { normaliseLabel } from '../../../domain/evidence/identity.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';
import { mySkillsQuery, useAddSkill, useRemoveSkill } from './api.ts';

type MatchSkill = ApplicationMatch['skills'][number];

/**
 * The talent's own control on one skill of a match breakdown: a skill not shown yet can be declared
 * ("Ik beheers dit", self_declared); a self-declared skill they typed under this name can be withdrawn.
 */
export function SkillFix({ skill }: { skill: MatchSkill }) {
  const e = t.evidence;
  const mine = useQuery(mySkillsQuery());
  const add = useAddSkill();
  const remove = useRemoveSkill();
  const key = normaliseLabel(skill.name);
  const typed = (mine.data ?? [])
    .flatMap((item) => item.sources.map((source) => ({ item, source })))
    .find(
      ({ item, source }) =>
        source.kind === 'user_skill' &&
        (normaliseLabel(source.title) === key || normaliseLabel(item.name) === key),
    )?.source;
  const fail = (err: unknown) =>
    toast({ title: e.failed, description: errorText(err), variant: 'destructive' });

  if (skill.evidence === 'missing')
    return (
      <Button
        size="sm"
        variant="outline"
        aria-label={e.declareLabel(skill.name)}
        disabled={add.isPending}
        onClick={() =>
          add.mutate(skill.name, { onSuccess: () => toast({ title: e.declared(skill.name) }), onError: fail })
        }
      >
        {e.declare}
      </Button>
    );
  if (skill.evidence === 'self_declared' && typed)
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={e.withdrawLabel(skill.name)}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(typed.id, {
            onSuccess: () => toast({ title: e.withdrawn(skill.name) }),
            onError: fail,
          })
        }
      >
        {e.withdraw}
      </Button>
    );
  return null;
}
