import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam, noContent } from '../../../contracts/common.ts';
import { course as courseSchema, updateCourseBody } from '../../../contracts/courses.ts';
import { courseRun, createRunBody, runParams, updateRunBody } from '../../../contracts/enrollments.ts';
import { isUpcoming, todayIso } from '../../../domain/enrollments/runs.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { type AuditEntry, recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { assertCourseLimit } from './licence-limit.ts';
import { countRunEnrollments, deleteRun, findRun, insertRun, listRuns, updateRun } from './runs-store.ts';
import { findCourse, updateCourse } from './store.ts';

const NOT_FOUND = 'Cursus niet gevonden';
const NOT_YOURS = 'Alleen het instituut van deze cursus kan haar wijzigen';
const RUN_NOT_FOUND = 'Startdatum niet gevonden';
const RUN_IN_PAST = 'De startdatum mag niet in het verleden liggen';
const END_BEFORE_START = 'De einddatum mag niet voor de startdatum liggen';
const RUN_HAS_ENROLMENTS =
  'Deze startdatum heeft inschrijvingen en kan niet worden verwijderd. Wijzig hem in plaats daarvan.';
const SEATS_BELOW_TAKEN = 'Er zijn al meer inschrijvingen dan dit aantal plaatsen';

type Kysely = Db['kysely'];
const MANAGERS = ['courses.manageOwn', 'courses.manageAll'] as const;

/**
 * The course the caller may manage (issue 21): its own institute (courses.manageOwn), or an admin
 * (courses.manageAll; `audit` then says to record the change). 404 when the course does not exist,
 * 403 for another institute. (The route's access already refused everyone else.)
 */
async function manageableCourse(db: Kysely, user: PublicUser, id: number) {
  const course = await findCourse(db, id);
  if (!course) throw notFound(NOT_FOUND);
  const own = course.instituteId === user.id;
  if (!own && !hasPermission(user, 'courses.manageAll')) throw forbidden(NOT_YOURS);
  return { course, audit: !own };
}

/** Runs a change and, when an admin changed another institute's course, its audit row, in one transaction. */
async function changeAudited(db: Kysely, audit: AuditEntry | null, change: (trx: Kysely) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    await change(trx);
    if (audit) await recordAudit(trx, audit);
  });
}

/** Issue 21: an institute edits its courses (status included) and manages their runs (start dates). */
export async function courseManageRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;
  const auditOf = (user: PublicUser, courseId: number, action: string, details: Record<string, unknown>) => ({
    actorId: user.id,
    action,
    targetType: 'course',
    targetId: courseId,
    details,
  });

  route(app, {
    method: 'PATCH',
    url: '/courses/:id',
    operationId: 'updateCourse',
    summary: 'Cursus wijzigen: velden van het aanmaken en status (active, draft, archived)',
    tag: 'courses',
    access: MANAGERS,
    params: idParam,
    body: updateCourseBody,
    response: { 200: courseSchema },
    handler: async (request) => {
      const { id } = request.params;
      const { course, audit } = await manageableCourse(k, request.user, id);
      const activates = request.body.status === 'active' || request.body.isActive === true;
      if (activates && !course.isActive) await assertCourseLimit(k, course.instituteId);
      const details = { instituteId: course.instituteId, fields: Object.keys(request.body) };
      await changeAudited(k, audit ? auditOf(request.user, id, 'course.update', details) : null, (trx) =>
        updateCourse(trx, course, request.body),
      );
      const updated = await findCourse(k, id);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },
  });

  route(app, {
    method: 'GET',
    url: '/courses/:id/runs',
    operationId: 'listCourseRuns',
    summary: 'Alle startdatums van een cursus, ook voorbije (voor het instituut)',
    tag: 'courses',
    access: MANAGERS,
    params: idParam,
    response: { 200: z.array(courseRun) },
    handler: async (request) => {
      const { course } = await manageableCourse(k, request.user, request.params.id);
      return listRuns(k, course.id, { all: true, maxParticipants: course.maxParticipants });
    },
  });

  const runAnswer = async (courseId: number, maxParticipants: number | null, runId: number) => {
    const run = (await listRuns(k, courseId, { all: true, maxParticipants })).find((r) => r.id === runId);
    if (!run) throw notFound(RUN_NOT_FOUND);
    return run;
  };

  route(app, {
    method: 'POST',
    url: '/courses/:id/runs',
    operationId: 'createCourseRun',
    summary: 'Startdatum (run) toevoegen met optionele einddatum, locatie en plaatsen',
    tag: 'courses',
    access: MANAGERS,
    params: idParam,
    body: createRunBody,
    response: { 201: courseRun },
    handler: async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const { course, audit } = await manageableCourse(k, request.user, id);
      if (!isUpcoming(body.startDate, todayIso())) throw badRequest(RUN_IN_PAST);
      let runId = 0;
      await changeAudited(k, null, async (trx) => {
        runId = await insertRun(trx, id, body);
        if (audit) {
          await recordAudit(
            trx,
            auditOf(request.user, id, 'course.run.create', {
              instituteId: course.instituteId,
              runId,
              startDate: body.startDate,
            }),
          );
        }
      });
      return reply.status(201).send(await runAnswer(id, course.maxParticipants, runId));
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/courses/:id/runs/:runId',
    operationId: 'updateCourseRun',
    summary: 'Startdatum (run) wijzigen',
    tag: 'courses',
    access: MANAGERS,
    params: runParams,
    body: updateRunBody,
    response: { 200: courseRun },
    handler: async (request) => {
      const { id, runId } = request.params;
      const patch = request.body;
      const { course, audit } = await manageableCourse(k, request.user, id);
      const run = await findRun(k, id, runId);
      if (!run) throw notFound(RUN_NOT_FOUND);
      const startDate = patch.startDate ?? run.startDate;
      if (startDate !== run.startDate && !isUpcoming(startDate, todayIso())) throw badRequest(RUN_IN_PAST);
      const endDate = patch.endDate === undefined ? run.endDate : patch.endDate;
      if (endDate && endDate < startDate) throw badRequest(END_BEFORE_START);
      if (typeof patch.seats === 'number' && patch.seats < (await countRunEnrollments(k, runId)))
        throw conflict(SEATS_BELOW_TAKEN);
      const details = { instituteId: course.instituteId, runId, fields: Object.keys(patch) };
      await changeAudited(k, audit ? auditOf(request.user, id, 'course.run.update', details) : null, (trx) =>
        updateRun(trx, runId, patch),
      );
      return runAnswer(id, course.maxParticipants, runId);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/courses/:id/runs/:runId',
    operationId: 'deleteCourseRun',
    summary: 'Startdatum (run) verwijderen (alleen zonder inschrijvingen)',
    tag: 'courses',
    access: MANAGERS,
    params: runParams,
    response: { 204: noContent },
    handler: async (request, reply) => {
      const { id, runId } = request.params;
      const { course, audit } = await manageableCourse(k, request.user, id);
      if (!(await findRun(k, id, runId))) throw notFound(RUN_NOT_FOUND);
      if ((await countRunEnrollments(k, runId)) > 0) throw conflict(RUN_HAS_ENROLMENTS);
      const details = { instituteId: course.instituteId, runId };
      await changeAudited(k, audit ? auditOf(request.user, id, 'course.run.delete', details) : null, (trx) =>
        deleteRun(trx, runId),
      );
      return reply.status(204).send();
    },
  });
}
