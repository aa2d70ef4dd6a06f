import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { page } from '../../../contracts/common.ts';
import {
  type CompanyApplication,
  companyDashboard,
  talentSearchQuery,
  talentSearchResult,
} from '../../../contracts/company.ts';
import { evidenceFor, evidenceRank } from '../../../domain/evidence/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { dashboardFigures, sourceOf } from '../../../domain/vacancies/index.ts';
import type { AppContext } from '../../context.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { loadSkillEvidenceForUsers, loadSkillIndex } from '../talent/index.ts';
import { applicantIds, listCompanyApplications, listCompanyVacancies } from '../vacancies/index.ts';
import { countActiveEmployees, listFindableTalents } from './store.ts';

const RECENT_APPLICATIONS = 5;
const TALENT_SEARCH_LIMIT = 30;
/** How many opted-in talents a skill search looks through (newest first). */
const TALENT_SEARCH_POOL = 500;

/** Without the internal talent id. */
export const publicApplication = ({
  talentId,
  ...a
}: Omit<CompanyApplication, 'applicantId'> & { talentId: string }): CompanyApplication => ({
  ...a,
  applicantId: talentId,
});

/** The company dashboard (spec §2.12) and the talent search. */
export async function companyDashboardRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/company/dashboard',
    operationId: 'getCompanyDashboard',
    summary: 'Bedrijfsdashboard (§2.12)',
    tag: 'company',
    access: 'analytics.viewCompany',
    response: { 200: companyDashboard },
    handler: async (request) => {
      const user = request.user;
      const [vacancies, applications, employees] = await Promise.all([
        listCompanyVacancies(k, user.id),
        listCompanyApplications(k, user.id),
        countActiveEmployees(k, user.id),
      ]);
      const f = dashboardFigures({
        vacancies,
        applications: applications.map((a) => ({ ...a, matchScore: a.match.score })),
      });
      return {
        activeVacancies: f.activeVacancies,
        totalApplications: f.totalApplications,
        pendingReview: f.pendingReview,
        averageMatchScore: f.averageMatchScore,
        vacancies: vacancies
          .filter((v) => v.status === 'active')
          .map((v) => ({ ...v, pendingReview: f.pendingByVacancy.get(v.id) ?? 0 })),
        recentApplications: applications.slice(0, RECENT_APPLICATIONS).map(publicApplication),
        analytics: {
          byStatus: f.byStatus,
          applicationsLast30Days: f.applicationsLast30Days,
          hireRatePercent: f.hireRatePercent,
          closedVacancies: f.closedVacancies,
          employees,
        },
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/company/talent-search',
    operationId: 'searchTalent',
    summary: 'Talent zoeken op vaardigheid, met bewijs per vaardigheid (alleen wie zich vindbaar maakte)',
    tag: 'company',
    access: 'talent.search',
    query: talentSearchQuery,
    response: { 200: page(talentSearchResult) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const { skill } = request.query;
      const [talents, applied, index] = await Promise.all([
        listFindableTalents(k, skill ? TALENT_SEARCH_POOL : TALENT_SEARCH_LIMIT * 4),
        applicantIds(k, request.user.id),
        loadSkillIndex(k),
      ]);
      const evidence = await loadSkillEvidenceForUsers(
        k,
        talents.map((t) => t.id),
        index,
      );
      const ranked = talents
        .map((t) => ({ t, skills: evidence.get(t.id) ?? [] }))
        .filter(({ skills }) => (skill ? evidenceFor(index, skills, skill) !== 'missing' : skills.length > 0))
        // Vouched evidence for the searched skill first (a credential, then a confirmed result), claims
        // after: the order never rewards what people only state themselves (decision 305).
        .map((x, i) => ({ ...x, i, rank: skill ? evidenceRank(evidenceFor(index, x.skills, skill)) : 0 }))
        .sort((a, b) => a.rank - b.rank || a.i - b.i)
        .slice(0, TALENT_SEARCH_LIMIT)
        .map(({ t, skills }) => {
          const didApply = applied.has(t.id);
          return {
            key: randomUUID(),
            firstName: t.firstName ?? 'Talent',
            skills: skills.map((e) => ({ name: e.name, evidence: e.level, source: sourceOf(e.sources[0]) })),
            applied: didApply,
            fullName: didApply ? fullName(t) : null,
            email: didApply ? t.email : null,
          };
        });
      // Paged in the ranked order; the cursor holds the position and the per-answer key (never a user
      // id), so the next page starts after that position.
      return pageInMemory(request, reply, ranked, (r) => r.key);
    },
  });
}
