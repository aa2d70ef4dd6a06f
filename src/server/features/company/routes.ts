import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, textId } from '../../../contracts/common.ts';
import {
  type CompanyApplication,
  type CompanyDashboard,
  companyApplicationsQuery,
  type EmployeeDetail,
  type EmployeesAnswer,
  inviteEmployeeBody,
  type TalentSearchResult,
  talentSearchQuery,
} from '../../../contracts/company.ts';
import { applicationStatusBody, createVacancyBody, updateVacancyBody } from '../../../contracts/vacancies.ts';
import { evidenceFor } from '../../../domain/evidence/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { dashboardFigures } from '../../../domain/vacancies/index.ts';
import { requirePermission } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound, parse } from '../../http/errors.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { loadSkillEvidenceForUsers, loadSkillIndex } from '../talent/index.ts';
import {
  applicantIds,
  findCompanyApplication,
  insertVacancy,
  listCompanyApplications,
  listCompanyVacancies,
  setApplicationStatus,
  updateVacancy,
} from '../vacancies/index.ts';
import {
  acceptInvitation,
  countActiveEmployees,
  deleteInvitation,
  findEmployee,
  findTalentInvitation,
  findUserForInvite,
  insertInvitation,
  listEmployees,
  listFindableTalents,
  listPendingInvitations,
  listTalentInvitations,
} from './store.ts';

const VACANCY_NOT_FOUND = 'Vacature niet gevonden';
const APPLICATION_NOT_FOUND = 'Sollicitatie niet gevonden';
const RECENT_APPLICATIONS = 5;
const TALENT_SEARCH_LIMIT = 30;
/** How many opted-in talents a skill search looks through (newest first). */
const TALENT_SEARCH_POOL = 500;
const tags = ['company'];
const userIdParam = z.object({ id: textId('Ongeldig id') });

/** Without the internal talent id. */
const publicApplication = ({
  talentId: _t,
  ...a
}: CompanyApplication & { talentId: string }): CompanyApplication => a;

/** The company's vacancies, applications, dashboard, employees and talent search (issue 10). */
/** The answer to every invitation (issue 26, finding 5). */
export const INVITE_SENT = 'Als dit e-mailadres bij een talent-account hoort, ontvangt die je uitnodiging.';

/** Refused when two companies' invitations are accepted at once (issue 26, finding 7). */
const ANOTHER_EMPLOYER = 'Je hebt intussen een andere uitnodiging geaccepteerd. Vernieuw de pagina.';

export async function companyRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  app.get(
    '/company/vacancies',
    {
      config: {
        doc: { summary: 'Eigen vacatures (actief en gesloten)', tags, access: 'vacancies.manageOwn' },
      },
    },
    async (request) => listCompanyVacancies(k, requirePermission(request, 'vacancies.manageOwn').id),
  );

  app.post(
    '/company/vacancies',
    {
      config: {
        doc: { summary: 'Nieuwe vacature', tags, body: createVacancyBody, access: 'vacancies.createOwn' },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'vacancies.createOwn');
      const body = parse(createVacancyBody, request.body);
      await takeHourlyQuota(k, config, 'vacancy', user.id);
      const id = await insertVacancy(k, user.id, body);
      const created = (await listCompanyVacancies(k, user.id)).find((v) => v.id === id);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/company/vacancies/:id',
    {
      config: {
        doc: {
          summary: 'Eigen vacature wijzigen, sluiten ({status: "closed"}) of heropenen',
          tags,
          params: idParam,
          body: updateVacancyBody,
          access: 'vacancies.manageOwn',
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'vacancies.manageOwn');
      const { id } = parse(idParam, request.params);
      const patch = parse(updateVacancyBody, request.body);
      if (!(await updateVacancy(k, id, user.id, patch))) throw notFound(VACANCY_NOT_FOUND);
      return (await listCompanyVacancies(k, user.id)).find((v) => v.id === id);
    },
  );

  app.get(
    '/company/applications',
    {
      config: {
        doc: {
          summary: 'Sollicitaties op eigen vacatures',
          tags,
          query: companyApplicationsQuery,
          access: 'applications.manage',
        },
      },
    },
    async (request): Promise<CompanyApplication[]> => {
      const user = requirePermission(request, 'applications.manage');
      const { vacancyId } = parse(companyApplicationsQuery, request.query);
      return (await listCompanyApplications(k, user.id, vacancyId)).map(publicApplication);
    },
  );

  app.patch(
    '/company/applications/:id',
    {
      config: {
        doc: {
          summary: 'Status van een sollicitatie wijzigen',
          tags,
          params: idParam,
          body: applicationStatusBody,
          access: 'applications.manage',
        },
      },
    },
    async (request): Promise<CompanyApplication> => {
      const user = requirePermission(request, 'applications.manage');
      const { id } = parse(idParam, request.params);
      const { status } = parse(applicationStatusBody, request.body);
      const current = await findCompanyApplication(k, user.id, id);
      if (!current) throw notFound(APPLICATION_NOT_FOUND);
      if (current.status !== status) {
        await takeHourlyQuota(k, config, 'statusChange', user.id);
        await k.transaction().execute(async (trx) => {
          await setApplicationStatus(trx, id, status);
          await notify(
            trx,
            current.talentId,
            notificationEvents.applicationStatus(
              status,
              current.vacancyTitle,
              user.companyName ?? fullName(user),
              id,
            ),
            user.id,
          );
        });
      }
      return publicApplication((await findCompanyApplication(k, user.id, id))!);
    },
  );

  app.get(
    '/company/dashboard',
    { config: { doc: { summary: 'Bedrijfsdashboard (§2.12)', tags, access: 'analytics.viewCompany' } } },
    async (request): Promise<CompanyDashboard> => {
      const user = requirePermission(request, 'analytics.viewCompany');
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
  );

  app.get(
    '/company/talent-search',
    {
      config: {
        doc: {
          summary:
            'Talent zoeken op vaardigheid, met bewijs per vaardigheid (alleen wie zich vindbaar maakte)',
          tags,
          query: talentSearchQuery,
          access: 'talent.search',
        },
      },
    },
    async (request): Promise<TalentSearchResult[]> => {
      const user = requirePermission(request, 'talent.search');
      const { skill } = parse(talentSearchQuery, request.query);
      const [talents, applied, index] = await Promise.all([
        listFindableTalents(k, skill ? TALENT_SEARCH_POOL : TALENT_SEARCH_LIMIT * 4),
        applicantIds(k, user.id),
        loadSkillIndex(k),
      ]);
      const evidence = await loadSkillEvidenceForUsers(
        k,
        talents.map((t) => t.id),
        index,
      );
      return talents
        .map((t) => ({ t, skills: evidence.get(t.id) ?? [] }))
        .filter(({ skills }) => (skill ? evidenceFor(index, skills, skill) !== 'missing' : skills.length > 0))
        .slice(0, TALENT_SEARCH_LIMIT)
        .map(({ t, skills }) => {
          const didApply = applied.has(t.id);
          return {
            key: randomUUID(),
            firstName: t.firstName ?? 'Talent',
            skills: skills.map((e) => ({ name: e.name, evidence: e.level })),
            applied: didApply,
            fullName: didApply ? fullName(t) : null,
            email: didApply ? t.email : null,
          };
        });
    },
  );

  app.get(
    '/company/employees',
    { config: { doc: { summary: 'Werknemers (alleen bedrijven)', tags, access: 'employees.manage' } } },
    async (request): Promise<EmployeesAnswer> => {
      const user = requirePermission(request, 'employees.manage');
      const [employees, invited] = await Promise.all([
        listEmployees(k, user.id),
        listPendingInvitations(k, user.id),
      ]);
      return { employees, invited };
    },
  );

  app.get(
    '/company/employees/:id',
    {
      config: {
        doc: {
          summary: 'Bekijken: cursussen en voortgang van een werknemer',
          tags,
          params: userIdParam,
          access: 'employees.manage',
        },
      },
    },
    async (request): Promise<EmployeeDetail> => {
      const user = requirePermission(request, 'employees.manage');
      const { id } = parse(userIdParam, request.params);
      const employee = await findEmployee(k, user.id, id);
      if (!employee) throw notFound('Werknemer niet gevonden');
      return employee;
    },
  );

  app.post(
    '/company/employees/invite',
    {
      config: {
        doc: {
          summary: 'Bestaand talent uitnodigen als werknemer',
          tags,
          body: inviteEmployeeBody,
          access: 'employees.manage',
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'employees.manage');
      const body = parse(inviteEmployeeBody, request.body);
      await takeHourlyQuota(k, config, 'invitation', user.id);
      // The same answer for every address (issue 26, finding 5): whether it has an account, of which
      // kind, or was invited before is not told; only a talent account gets the invitation.
      const sent = { status: 'sent' as const, email: body.email, message: INVITE_SENT };
      const talent = await findUserForInvite(k, body.email);
      if (talent?.userType !== 'talent' || talent.adminRole) return reply.status(202).send(sent);
      const company = user.companyName ?? fullName(user);
      await k.transaction().execute(async (trx) => {
        const linkId = await insertInvitation(trx, {
          companyId: user.id,
          talentId: talent.id,
          position: body.position,
          department: body.department,
        });
        if (linkId === null) return null;
        await notify(trx, talent.id, notificationEvents.employerInvitation(company), user.id);
        return linkId;
      });
      return reply.status(202).send(sent);
    },
  );

  // ---- The talent's side ----

  app.get(
    '/user/employer-invitations',
    {
      config: {
        doc: { summary: 'Mijn openstaande uitnodigingen van werkgevers', tags, access: 'employment.respond' },
      },
    },
    async (request) => listTalentInvitations(k, requirePermission(request, 'employment.respond').id),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/user/employer-invitations/:id/${action}`,
      {
        config: {
          doc: {
            summary:
              action === 'accept'
                ? 'Uitnodiging van werkgever accepteren'
                : 'Uitnodiging van werkgever weigeren',
            tags,
            params: idParam,
            access: 'employment.respond',
          },
        },
      },
      async (request) => {
        const user = requirePermission(request, 'employment.respond');
        const { id } = parse(idParam, request.params);
        const link = await findTalentInvitation(k, user.id, id);
        if (!link) throw notFound('Uitnodiging niet gevonden');
        await k
          .transaction()
          .execute(async (trx) => {
            if (action === 'accept') {
              const accepted = await acceptInvitation(trx, user.id, { ...link, id: Number(link.id) });
              if (!accepted) throw notFound('Uitnodiging niet gevonden');
            } else if (!(await deleteInvitation(trx, Number(link.id), 'invited'))) {
              throw notFound('Uitnodiging niet gevonden');
            }
            await notify(
              trx,
              link.companyId,
              notificationEvents.employerInvitationAnswered(fullName(user), action === 'accept'),
              user.id,
            );
          })
          .catch((err: unknown) => {
            // Another company's invitation became active in a concurrent accept (one employer at a time).
            if (isUniqueViolation(err)) throw conflict(ANOTHER_EMPLOYER);
            throw err;
          });
        return { status: action === 'accept' ? 'active' : 'declined' };
      },
    );
  }
}
