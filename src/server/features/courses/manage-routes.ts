import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import { updateCourseBody } from '../../../contracts/courses.ts';
import { createRunBody, runParams, updateRunBody } from '../../../contracts/enrollments.ts';
import { isUpcoming, todayIso } from '../../../domain/enrollments/runs.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { badRequest, conflict, forbidden, notFound, parse } from '../../http/errors.ts';
import { countRunEnrollments, deleteRun, findRun, insertRun, listRuns, updateRun } from './runs-store.ts';
import { findCourse, updateCourse } from './store.ts';

const NOT_FOUND = 'Cursus niet gevonden';
const NOT_YOURS = 'Alleen het instituut van deze cursus kan haar wijzigen';
const RUN_NOT_FOUND = 'Startdatum niet gevonden';
const RUN_IN_PAST = 'De startdatum mag niet in het verleden liggen';
const RUN_HAS_ENROLMENTS =
  'Deze startdatum heeft inschrijvingen en kan niet worden verwijderd. Wijzig hem in plaats daarvan.';
const SEATS_BELOW_TAKEN = 'Er zijn al meer inschrijvingen dan dit aantal plaatsen';

/**
 * The course the caller may manage (issue 21): its own institute (courses.manageOwn), or an admin
 * (courses.manageAll; `audit` then says to record the change). 401 signed out; 403 for anyone
 * else, another institute included; 404 when the course does not exist.
 */
export async function manageableCourse(db: Db['kysely'], request: FastifyRequest, id: number) {
  const user = requireUser(request);
  const admin = hasPermission(user, 'courses.manageAll');
  if (!admin && !hasPermission(user, 'courses.manageOwn')) throw forbidden();
  const course = await findCourse(db, id);
  if (!course) throw notFound(NOT_FOUND);
  const own = course.instituteId === user.id;
  if (!own && !admin) throw forbidden(NOT_YOURS);
  return { user, course, audit: !own };
}

/** Issue 21: an institute edits its courses (status included) and manages their runs (start dates). */
export async function courseManageRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;
  const access = 'courses.manageOwn (eigen cursus) of courses.manageAll (geaudit)';

  app.patch(
    '/courses/:id',
    {
      config: {
        doc: {
          summary: 'Cursus wijzigen: velden van het aanmaken en status (active, draft, archived)',
          tags: ['courses'],
          access,
          params: idParam,
          body: updateCourseBody,
        },
      },
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const patch = parse(updateCourseBody, request.body);
      const { user, course, audit } = await manageableCourse(k, request, id);
      await k.transaction().execute(async (trx) => {
        await updateCourse(trx, course, patch);
        if (audit) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'course.update',
            targetType: 'course',
            targetId: id,
            details: { instituteId: course.instituteId, fields: Object.keys(patch) },
          });
        }
      });
      return findCourse(k, id);
    },
  );

  app.get(
    '/courses/:id/runs',
    {
      config: {
        doc: {
          summary: 'Alle startdatums van een cursus, ook voorbije (voor het instituut)',
          tags: ['courses'],
          access,
          params: idParam,
        },
      },
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { course } = await manageableCourse(k, request, id);
      return listRuns(k, id, { all: true, maxParticipants: course.maxParticipants });
    },
  );

  app.post(
    '/courses/:id/runs',
    {
      config: {
        doc: {
          summary: 'Startdatum (run) toevoegen met optionele einddatum, locatie en plaatsen',
          tags: ['courses'],
          access,
          params: idParam,
          body: createRunBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = parse(idParam, request.params);
      const body = parse(createRunBody, request.body);
      const { user, course, audit } = await manageableCourse(k, request, id);
      if (!isUpcoming(body.startDate, todayIso())) throw badRequest(RUN_IN_PAST);
      const runId = await k.transaction().execute(async (trx) => {
        const created = await insertRun(trx, id, body);
        if (audit) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'course.run.create',
            targetType: 'course',
            targetId: id,
            details: { instituteId: course.instituteId, runId: created, startDate: body.startDate },
          });
        }
        return created;
      });
      const runs = await listRuns(k, id, { all: true, maxParticipants: course.maxParticipants });
      return reply.status(201).send(runs.find((r) => r.id === runId));
    },
  );

  app.patch(
    '/courses/:id/runs/:runId',
    {
      config: {
        doc: {
          summary: 'Startdatum (run) wijzigen',
          tags: ['courses'],
          access,
          params: runParams,
          body: updateRunBody,
        },
      },
    },
    async (request) => {
      const { id, runId } = parse(runParams, request.params);
      const patch = parse(updateRunBody, request.body);
      const { user, course, audit } = await manageableCourse(k, request, id);
      const run = await findRun(k, id, runId);
      if (!run) throw notFound(RUN_NOT_FOUND);
      if (
        patch.startDate !== undefined &&
        patch.startDate !== run.startDate &&
        !isUpcoming(patch.startDate, todayIso())
      )
        throw badRequest(RUN_IN_PAST);
      const endDate = patch.endDate === undefined ? run.endDate : patch.endDate;
      if (endDate && endDate < (patch.startDate ?? run.startDate))
        throw badRequest('De einddatum mag niet voor de startdatum liggen');
      if (
        patch.seats !== undefined &&
        patch.seats !== null &&
        patch.seats < (await countRunEnrollments(k, runId))
      )
        throw conflict(SEATS_BELOW_TAKEN);
      await k.transaction().execute(async (trx) => {
        await updateRun(trx, runId, patch);
        if (audit) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'course.run.update',
            targetType: 'course',
            targetId: id,
            details: { instituteId: course.instituteId, runId, fields: Object.keys(patch) },
          });
        }
      });
      const runs = await listRuns(k, id, { all: true, maxParticipants: course.maxParticipants });
      return runs.find((r) => r.id === runId);
    },
  );

  app.delete(
    '/courses/:id/runs/:runId',
    {
      config: {
        doc: {
          summary: 'Startdatum (run) verwijderen (alleen zonder inschrijvingen)',
          tags: ['courses'],
          access,
          params: runParams,
        },
      },
    },
    async (request, reply) => {
      const { id, runId } = parse(runParams, request.params);
      const { user, course, audit } = await manageableCourse(k, request, id);
      if (!(await findRun(k, id, runId))) throw notFound(RUN_NOT_FOUND);
      if ((await countRunEnrollments(k, runId)) > 0) throw conflict(RUN_HAS_ENROLMENTS);
      await k.transaction().execute(async (trx) => {
        await deleteRun(trx, runId);
        if (audit) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'course.run.delete',
            targetType: 'course',
            targetId: id,
            details: { instituteId: course.instituteId, runId },
          });
        }
      });
      return reply.status(204).send();
    },
  );
}
