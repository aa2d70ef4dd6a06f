import type { ApplicationStatus as DossierStatus } from '../../../domain/subsidy-applications/index.ts';
import type { ApplicationStatus } from '../../../domain/vacancies/status.ts';
import type { NewNotification } from './notify-store.ts';

/**
 * Every event that notifies a user (decision 042 lists them): its type, link and grouping. The
 * texts, Dutch and English, are in src/domain/notifications and are rendered per reader when
 * listed (decision 140). Features build the notification here and pass it to notify().
 */
export const notificationEvents = {
  /**
   * To the other party of a subsidy dossier when a step is recorded: the talent, or the
   * employer (then naming the employee).
   */
  subsidyApplicationStatus: (
    subsidyType: string,
    status: DossierStatus,
    talentName?: string,
  ): NewNotification => ({
    type: 'system',
    event: {
      key: 'subsidyApplicationStatus',
      params: talentName ? { subsidyType, status, talentName } : { subsidyType, status },
    },
    actionUrl: talentName ? '/subsidieverzoeken' : '/subsidies?tab=aanvragen',
  }),
  /** To the talent's linked employer, asked to apply for an employer scheme. */
  subsidyEmployerRequest: (talentName: string, subsidyType: string): NewNotification => ({
    type: 'system',
    event: { key: 'subsidyEmployerRequest', params: { talentName, subsidyType } },
    actionUrl: '/subsidieverzoeken',
  }),
  /** To the talent, when the employer accepts or declines the request. */
  subsidyEmployerAnswer: (companyName: string, subsidyType: string, accepted: boolean): NewNotification => ({
    type: 'system',
    event: { key: 'subsidyEmployerAnswer', params: { companyName, subsidyType, accepted } },
    actionUrl: '/subsidies?tab=aanvragen',
  }),
  /** To the applicant, once per closing date, when a concept's window closes within 14 days. */
  subsidyDeadline: (
    subsidyType: string,
    deadline: string,
    days: number,
    forEmployer: boolean,
    expected = false,
  ): NewNotification => ({
    type: 'reminder',
    event: {
      key: 'subsidyDeadline',
      params: { subsidyType, deadline, days, ...(expected ? { expected: true } : {}) },
    },
    actionUrl: forEmployer ? '/subsidieverzoeken' : '/subsidies?tab=aanvragen',
  }),
  /** To the user, after the subsidy questionnaire; a new analysis replaces the unread one. */
  subsidyAnalysisCompleted: (matches: number): NewNotification => ({
    type: 'system',
    event: { key: 'subsidyAnalysisCompleted', params: { matches } },
    actionUrl: '/subsidies',
    groupKey: 'subsidy-analysis',
  }),
  /** To the learner, when an enrolment is created. */
  enrolled: (course: { id: number; title: string }): NewNotification => ({
    type: 'system',
    event: { key: 'enrolled', params: { courseTitle: course.title } },
    actionUrl: `/courses/${course.id}`,
  }),
  /** To the learner, when their own progress reaches 100 (self-reported; the institute confirms). */
  courseCompleted: (course: { id: number; title: string }): NewNotification => ({
    type: 'achievement',
    event: { key: 'courseCompleted', params: { courseTitle: course.title } },
    actionUrl: '/progress',
  }),
  /** To the course's institute, when a learner cancels an enrolment that had not started. */
  enrollmentCancelled: (courseTitle: string, learnerName: string): NewNotification => ({
    type: 'system',
    event: { key: 'enrollmentCancelled', params: { courseTitle, learnerName } },
    actionUrl: '/institute',
  }),
  /** To the learner, when the institute confirms a result (passed or failed). */
  resultConfirmed: (courseTitle: string, passed: boolean): NewNotification => ({
    type: passed ? 'achievement' : 'system',
    event: { key: 'resultConfirmed', params: { courseTitle, passed } },
    actionUrl: '/progress',
  }),
  /** To the learner, when the institute corrected a pass to not passed, with its reason. */
  resultCorrected: (courseTitle: string, reason: string, revoked: boolean): NewNotification => ({
    type: 'system',
    event: { key: 'resultCorrected', params: { courseTitle, reason, revoked } },
    actionUrl: '/progress',
  }),
  /** To the institute, when an admin verifies it (mailed too when it chose e-mail for system messages). */
  instituteVerified: (): NewNotification => ({
    type: 'system',
    event: { key: 'instituteVerified', params: {} },
    actionUrl: '/institute',
  }),
  /** To the institute, when a platform admin confirmed a result of its course on its behalf. */
  resultConfirmedByAdmin: (courseTitle: string, learnerName: string, passed: boolean): NewNotification => ({
    type: 'system',
    event: { key: 'resultConfirmedByAdmin', params: { courseTitle, learnerName, passed } },
    actionUrl: '/institute',
  }),
  /** To the institute, when an admin accepted or rejected its change of name, KvK number or website. */
  instituteChangeDecided: (accepted: boolean): NewNotification => ({
    type: 'system',
    event: { key: 'instituteChangeDecided', params: { accepted } },
    actionUrl: '/institute',
  }),
  /** To the learner, when a scan is submitted. */
  scanCompleted: (): NewNotification => ({
    type: 'achievement',
    event: { key: 'scanCompleted', params: {} },
    actionUrl: '/scan',
  }),
  /** To a post's author; repeats on one post merge into one unread item. */
  postLiked: (postId: number, likerName: string, likes: number): NewNotification => ({
    type: 'social',
    event: { key: 'postLiked', params: { likerName, likes } },
    actionUrl: '/social',
    groupKey: `post-like:${postId}`,
  }),
  /** To a post's author; repeats on one post merge into one unread item. */
  postCommented: (postId: number, commenterName: string): NewNotification => ({
    type: 'social',
    event: { key: 'postCommented', params: { commenterName } },
    actionUrl: '/social',
    groupKey: `post-comment:${postId}`,
  }),
  /** To the user who joined. */
  studyGroupJoined: (groupName: string): NewNotification => ({
    type: 'social',
    event: { key: 'studyGroupJoined', params: { groupName } },
    actionUrl: '/social?tab=groepen',
  }),
  /** To the course's institute. */
  infoRequested: (courseTitle: string, requesterName: string): NewNotification => ({
    type: 'system',
    event: { key: 'infoRequested', params: { courseTitle, requesterName } },
    actionUrl: '/institute?tab=berichten',
  }),
  /** To the learner, once per enrolment, by the periodic reminder job. */
  noProgressReminder: (course: { id: number; title: string }, days: number): NewNotification => ({
    type: 'reminder',
    event: { key: 'noProgressReminder', params: { courseTitle: course.title, days } },
    actionUrl: `/courses/${course.id}`,
  }),
  /** To the company, when a talent applies for one of its vacancies. */
  /** No match figure: the company reads the breakdown in the review dialog (decision 191). */
  vacancyApplication: (applicantName: string, vacancyTitle: string): NewNotification => ({
    type: 'system',
    event: { key: 'vacancyApplication', params: { applicantName, vacancyTitle } },
    actionUrl: '/dashboard',
  }),
  /** To the talent, when the company changes the status of their application. */
  applicationStatus: (
    status: ApplicationStatus,
    vacancyTitle: string,
    companyName: string,
    applicationId?: number,
  ): NewNotification => ({
    type: 'system',
    event: { key: 'applicationStatus', params: { status, vacancyTitle, companyName } },
    actionUrl: '/vacatures',
    // Status flips of one application coalesce into one notification.
    ...(applicationId !== undefined ? { groupKey: `application-status:${applicationId}` } : {}),
  }),
  /** To the talent a company invites as an employee. */
  employerInvitation: (companyName: string): NewNotification => ({
    type: 'system',
    event: { key: 'employerInvitation', params: { companyName } },
    actionUrl: '/profile',
    // Invitations from many (throwaway) companies coalesce into one notification.
    groupKey: 'employer-invitation',
  }),
  /** To the company, when the invited talent accepts or declines. */
  employerInvitationAnswered: (talentName: string, accepted: boolean): NewNotification => ({
    type: 'system',
    event: { key: 'employerInvitationAnswered', params: { talentName, accepted } },
    actionUrl: '/profile',
  }),
};
