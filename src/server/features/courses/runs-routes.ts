import type { FastifyInstance } from 'fastify';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import { courseRun, createRunBody, runParams, updateRunBody } from '../../../contracts/enrollments.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { isUpcoming, todayIso } from '../../../domain/enrollments/runs.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { auditOf, changeAudited, MANAGERS, manageableCourse } from './manage.ts';
import { countRunEnrollments, deleteRun, findRun, insertRun, listRuns, updateRun } from './runs-store.ts';

/** An institute manages the runs (start dates) of its courses. */
export async function runRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/courses/:id/runs',
    operationId: 'listCourseRuns',
    summary: 'Alle startdatums van een cursus, ook voorbije (voor het instituut)',
    tag: 'courses',
    access: MANAGERS,
    params: idParam,
    query: pageQuery,
    response: { 200: page(courseRun) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const { course } = await manageableCourse(k, request.user, request.params.id);
      const runs = await listRuns(k, course.id, { all: true, maxParticipants: course.maxParticipants });
      return pageInMemory(request, reply, runs);
    },
  });

  const runAnswer = async (courseId: number, maxParticipants: number | null, runId: number) => {
    const run = (await listRuns(k, courseId, { all: true, maxParticipants })).find((r) => r.id === runId);
    if (!run) throw fail(COURSE_PROBLEMS['course_run.not_found']);
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
      if (!isUpcoming(body.startDate, todayIso())) throw fail(COURSE_PROBLEMS['course_run.in_past']);
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
      if (!run) throw fail(COURSE_PROBLEMS['course_run.not_found']);
      const startDate = patch.startDate ?? run.startDate;
      if (startDate !== run.startDate && !isUpcoming(startDate, todayIso()))
        throw fail(COURSE_PROBLEMS['course_run.in_past']);
      const endDate = patch.endDate === undefined ? run.endDate : patch.endDate;
      if (endDate && endDate < startDate) throw fail(COURSE_PROBLEMS['course_run.end_before_start']);
      if (typeof patch.seats === 'number' && patch.seats < (await countRunEnrollments(k, runId)))
        throw fail(COURSE_PROBLEMS['course_run.seats_below_taken']);
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
      if (!(await findRun(k, id, runId))) throw fail(COURSE_PROBLEMS['course_run.not_found']);
      if ((await countRunEnrollments(k, runId)) > 0)
        throw fail(COURSE_PROBLEMS['course_run.has_enrollments']);
      const details = { instituteId: course.instituteId, runId };
      await changeAudited(k, audit ? auditOf(request.user, id, 'course.run.delete', details) : null, (trx) =>
        deleteRun(trx, runId),
      );
      return reply.status(204).send();
    },
  });
}
