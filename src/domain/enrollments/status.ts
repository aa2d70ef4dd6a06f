/**
 * An enrolment's status: `enrolled` while learning; `completed` = the learner's own
 * 100% (self-reported: no certificate, no passport evidence, a small fixed number of points);
 * `passed` / `failed` = confirmed by the course's institute (or an admin).
 */
export const ENROLLMENT_STATUSES = ['enrolled', 'completed', 'passed', 'failed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/**
 * An active course: still being learned (status `enrolled`), as the dashboard's "Actieve cursussen"
 * tile counts it (spec §2.11). Every screen that counts active courses uses this, so one label never
 * shows two numbers; a self-reported `completed` course waits for its result instead.
 */
export const isActiveEnrollment = (status: EnrollmentStatus) => status === 'enrolled';

/** The learner may still change their own progress. */
export const canRecordProgress = (status: EnrollmentStatus) => status === 'enrolled';

/** The institute may still confirm a result (a confirmed one never changes). */
export const canConfirm = (status: EnrollmentStatus) => status === 'enrolled' || status === 'completed';
