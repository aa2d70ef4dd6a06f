import type { PublicUser } from '../../../contracts/auth.ts';
import type { Vacancy } from '../../../contracts/vacancies.ts';
import { hasPermission } from '../../../domain/roles.ts';
import type { RiasecType } from '../../../domain/scan/types.ts';
import {
  type ApplicationStatus,
  explorationText,
  matchReason,
  type SkillMatch,
  statusForTalent,
} from '../../../domain/vacancies/index.ts';
import type { KyselyDb } from '../../db/schema.ts';
import type { ApiLanguage } from '../../i18n/index.ts';
import { loadOwnInterests, talentMatcher } from './match.ts';
import type { VacancyRow } from './store.ts';

/** What a talent's own view of a vacancy needs: their skill matcher and their own scan interests. */
export interface TalentView {
  match: (skills: string[]) => SkillMatch;
  interests: Record<RiasecType, number> | null;
}

/** The talent-facing shape: the caller's match and own application status, for talent only. */
export function toVacancy(
  v: VacancyRow,
  talent: TalentView | null,
  status: ApplicationStatus | undefined,
  lang: ApiLanguage,
): Vacancy {
  const match = talent ? talent.match(v.skills) : null;
  return {
    id: v.id,
    companyName: v.companyName,
    title: v.title,
    description: v.description,
    location: v.location,
    hours: v.hours,
    skills: v.skills,
    hollandCode: v.hollandCode,
    salaryMin: v.salaryMin,
    salaryMax: v.salaryMax,
    contractType: v.contractType,
    closingDate: v.closingDate,
    // Past its closing date a vacancy reads as closed for talent (the stored status stays active).
    status: statusForTalent(v),
    createdAt: v.createdAt,
    myMatch:
      match && talent
        ? {
            ...match,
            reason: matchReason(match, lang),
            exploration: explorationText(talent.interests, v.hollandCode, lang),
          }
        : null,
    myApplicationStatus: status ?? null,
  };
}

/** The caller's own view (talent only: who may apply); null for every other role. */
export async function talentView(db: KyselyDb, user: PublicUser): Promise<TalentView | null> {
  if (!hasPermission(user, 'vacancies.apply')) return null;
  const [match, interests] = await Promise.all([talentMatcher(db, user.id), loadOwnInterests(db, user.id)]);
  return { match, interests };
}
