import type { NewNotification } from './notify.ts';

/**
 * Every event that notifies a user, with its Dutch title and message (decision 042 lists them).
 * Features build the notification here and pass it to notify(), so the texts live in one place.
 */
const APPLICATION_STATUS_NL = { pending: 'in behandeling', approved: 'goedgekeurd', rejected: 'afgewezen' };

export const notificationEvents = {
  /** To the applicant, when a reviewer changes the status of a subsidy application. */
  subsidyApplicationStatus: (
    subsidyType: string,
    status: 'pending' | 'approved' | 'rejected',
  ): NewNotification => ({
    type: 'system',
    title: 'Status van je subsidieaanvraag gewijzigd',
    message: `Je aanvraag voor ${subsidyType} is ${APPLICATION_STATUS_NL[status]}.`,
    actionUrl: '/subsidies',
  }),
  /** To the learner, when an enrolment is created. */
  enrolled: (course: { id: number; title: string }): NewNotification => ({
    type: 'system',
    title: 'Inschrijving bevestigd',
    message: `Je bent ingeschreven voor ${course.title}. Veel succes!`,
    actionUrl: `/courses/${course.id}`,
  }),
  /** To the learner, when progress reaches 100. */
  courseCompleted: (course: { id: number; title: string }): NewNotification => ({
    type: 'achievement',
    title: 'Cursus afgerond',
    message: `Gefeliciteerd! Je hebt ${course.title} afgerond. Je certificaat staat in je paspoort.`,
    actionUrl: '/skills-passport',
  }),
  /** To the learner, when a scan is submitted. */
  scanCompleted: (): NewNotification => ({
    type: 'achievement',
    title: 'Scan voltooid',
    message: 'Je scan is klaar. Bekijk je persoonlijkheidsprofiel en passende loopbanen.',
    actionUrl: '/scan',
  }),
  /** To a post's author; repeats on one post merge into one unread item. */
  postLiked: (postId: number, likerName: string, likes: number): NewNotification => ({
    type: 'social',
    title: 'Nieuwe like op je bericht',
    message:
      likes > 1
        ? `${likerName} en ${likes - 1} ${likes - 1 === 1 ? 'ander' : 'anderen'} vinden je bericht leuk.`
        : `${likerName} vindt je bericht leuk.`,
    actionUrl: '/social',
    groupKey: `post-like:${postId}`,
  }),
  /** To a post's author; repeats on one post merge into one unread item. */
  postCommented: (postId: number, commenterName: string): NewNotification => ({
    type: 'social',
    title: 'Nieuwe reactie op je bericht',
    message: `${commenterName} heeft gereageerd op je bericht.`,
    actionUrl: '/social',
    groupKey: `post-comment:${postId}`,
  }),
  /** To the user who joined. */
  studyGroupJoined: (groupName: string): NewNotification => ({
    type: 'social',
    title: 'Welkom in de studiegroep',
    message: `Je bent lid geworden van ${groupName}.`,
    actionUrl: '/social?tab=groepen',
  }),
  /** To the course's institute. */
  infoRequested: (courseTitle: string, requesterName: string): NewNotification => ({
    type: 'system',
    title: 'Nieuwe informatieaanvraag',
    message: `${requesterName} vraagt meer informatie over ${courseTitle}.`,
    actionUrl: '/institute?tab=berichten',
  }),
  /** To the learner, once per enrolment, by the periodic reminder job. */
  noProgressReminder: (course: { id: number; title: string }): NewNotification => ({
    type: 'reminder',
    title: 'Ga verder met je cursus',
    message: `Je hebt al 14 dagen geen voortgang gemaakt in ${course.title}. Pak de draad weer op!`,
    actionUrl: `/courses/${course.id}`,
  }),
};
