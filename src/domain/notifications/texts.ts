import type { ApplicationStatus as DossierStatus } from '../subsidy-applications/status.ts';
import type { ApplicationStatus } from '../vacancies/status.ts';

/**
 * Notifications are stored as an event (a key and its parameters) and rendered in the reader's
 * language when listed (decision 140). Each event's parameters are plain JSON values; names and
 * titles are content and stay as written.
 */
export interface NotificationEventParams {
  /** `pending`: stored before dossiers; `talentName`: to the employer, whose employee it is. */
  subsidyApplicationStatus: { subsidyType: string; status: DossierStatus | 'pending'; talentName?: string };
  subsidyEmployerRequest: { talentName: string; subsidyType: string };
  subsidyEmployerAnswer: { companyName: string; subsidyType: string; accepted: boolean };
  subsidyDeadline: { subsidyType: string; deadline: string; days: number; expected?: boolean };
  subsidyAnalysisCompleted: { matches: number };
  enrolled: { courseTitle: string };
  courseCompleted: { courseTitle: string };
  scanCompleted: Record<string, never>;
  postLiked: { likerName: string; likes: number };
  postCommented: { commenterName: string };
  studyGroupJoined: { groupName: string };
  infoRequested: { courseTitle: string; requesterName: string };
  noProgressReminder: { courseTitle: string; days: number };
  vacancyApplication: { applicantName: string; vacancyTitle: string };
  applicationStatus: { status: ApplicationStatus; vacancyTitle: string; companyName: string };
  employerInvitation: { companyName: string };
  employerInvitationAnswered: { talentName: string; accepted: boolean };
  /** An employee link ended, told to the talent and to the company. */
  employmentEndedForTalent: { companyName: string; byCompany: boolean };
  employmentEndedForCompany: { talentName: string; byCompany: boolean };
  /** An admin decided on an institute's licence request. */
  licenceRequestDecided: { tier: string; approved: boolean; reason: string | null };
  /** The daily sync from the institute's own Open Education API failed (decision 326). */
  ooapiSyncFailed: { error: string };
  enrollmentCancelled: { courseTitle: string; learnerName: string };
  resultConfirmed: { courseTitle: string; passed: boolean };
  /** To the institute, when an admin verifies it: its courses are now in the catalogue. */
  instituteVerified: Record<string, never>;
  /** The issuing institute (or an admin) revoked a credential of the learner. */
  credentialRevoked: { courseTitle: string; reason: string | null };
  /** To the institute, when a platform admin confirmed a result of its course on its behalf. */
  resultConfirmedByAdmin: { courseTitle: string; learnerName: string; passed: boolean };
  /** To the institute, when an admin accepted or rejected its change of name, KvK number or website. */
  instituteChangeDecided: { accepted: boolean };
  /** To the learner, when the institute corrected a pass to not passed (its certificate revoked). */
  resultCorrected: { courseTitle: string; reason: string; revoked: boolean };
  /** To the learner, when the institute re-issued a credential after a correction. */
  credentialReissued: { courseTitle: string; reason: string };
}

export type NotificationEventKey = keyof NotificationEventParams;

export type NotificationEvent = {
  [K in NotificationEventKey]: { key: K; params: NotificationEventParams[K] };
}[NotificationEventKey];

export interface NotificationText {
  title: string;
  message: string;
}

export type TextLanguage = 'nl' | 'en';

type Catalogue = { [K in NotificationEventKey]: (p: NotificationEventParams[K]) => NotificationText };

const text = (title: string, message: string): NotificationText => ({ title, message });

/** A licence tier by its product name (the same in both languages); the stored key never shows. */
const TIER_NAMES: Record<string, string> = {
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};
const tierName = (tier: string) => TIER_NAMES[tier] ?? tier;

/**
 * The web app's Dutch status labels (tests pin them); under_review reads "In behandeling", not the
 * spec's "Review" (decision 466).
 */
const NL_APPLICATION_STATUS: Record<ApplicationStatus, string> = {
  under_review: 'In behandeling',
  interview: 'Interview',
  hired: 'Aangenomen',
  rejected: 'Afgewezen',
};
const NL_SUBSIDY_STATUS: Record<DossierStatus | 'pending', string> = {
  pending: 'in behandeling',
  concept: 'terug in concept',
  submitted: 'ingediend',
  approved: 'goedgekeurd',
  rejected: 'afgewezen',
  withdrawn: 'ingetrokken',
};
/** 2026-12-08 → 8-12-2026 (nl-NL short date) / 08/12/2026 (en-GB). */
const dayOf = (iso: string, lang: TextLanguage) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', { timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const nl: Catalogue = {
  subsidyApplicationStatus: (p) =>
    text(
      'Status van je subsidieaanvraag gewijzigd',
      p.talentName
        ? `De aanvraag voor ${p.subsidyType} van ${p.talentName} is ${NL_SUBSIDY_STATUS[p.status]}.`
        : `Je aanvraag voor ${p.subsidyType} is ${NL_SUBSIDY_STATUS[p.status]}.`,
    ),
  subsidyEmployerRequest: (p) =>
    text(
      'Verzoek om subsidie aan te vragen',
      `${p.talentName} vraagt je om ${p.subsidyType} aan te vragen. Bekijk het verzoek onder Subsidieverzoeken.`,
    ),
  subsidyEmployerAnswer: (p) =>
    text(
      p.accepted ? 'Je werkgever vraagt de subsidie aan' : 'Je werkgever vraagt de subsidie niet aan',
      p.accepted
        ? `${p.companyName} doet de aanvraag voor ${p.subsidyType}. Je volgt het dossier onder Aanvragen.`
        : `${p.companyName} doet de aanvraag voor ${p.subsidyType} niet. Bekijk de reden onder Aanvragen.`,
    ),
  subsidyDeadline: (p) =>
    text(
      'Deadline subsidieaanvraag nadert',
      p.expected
        ? `De aanvraag voor ${p.subsidyType} moet naar verwachting uiterlijk ${dayOf(p.deadline, 'nl')} bij de aanbieder zijn (nog ${p.days} ${p.days === 1 ? 'dag' : 'dagen'}). Dit tijdvak is afgeleid van vorig jaar: controleer het bij de aanbieder.`
        : `De aanvraag voor ${p.subsidyType} moet uiterlijk ${dayOf(p.deadline, 'nl')} bij de aanbieder zijn (nog ${p.days} ${p.days === 1 ? 'dag' : 'dagen'}).`,
    ),
  subsidyAnalysisCompleted: (p) =>
    text(
      'Subsidieanalyse voltooid',
      p.matches === 1
        ? 'We vonden 1 passende subsidie voor je opleiding.'
        : `We vonden ${p.matches} passende subsidies voor je opleiding.`,
    ),
  enrolled: (p) => text('Inschrijving bevestigd', `Je bent ingeschreven voor ${p.courseTitle}. Veel succes!`),
  courseCompleted: (p) =>
    text(
      'Cursus afgerond',
      `Je hebt ${p.courseTitle} op 100% gezet. Het instituut bevestigt je resultaat; daarna krijg je je certificaat.`,
    ),
  scanCompleted: () =>
    text('Scan voltooid', 'Je scan is klaar. Bekijk je persoonlijkheidsprofiel en passende loopbanen.'),
  postLiked: (p) =>
    text(
      'Nieuwe like op je bericht',
      p.likes > 1
        ? `${p.likerName} en ${p.likes - 1} ${p.likes - 1 === 1 ? 'ander' : 'anderen'} vinden je bericht leuk.`
        : `${p.likerName} vindt je bericht leuk.`,
    ),
  postCommented: (p) =>
    text('Nieuwe reactie op je bericht', `${p.commenterName} heeft gereageerd op je bericht.`),
  studyGroupJoined: (p) => text('Welkom in de studiegroep', `Je bent lid geworden van ${p.groupName}.`),
  infoRequested: (p) =>
    text('Nieuwe informatieaanvraag', `${p.requesterName} vraagt meer informatie over ${p.courseTitle}.`),
  noProgressReminder: (p) =>
    text(
      'Ga verder met je cursus',
      `Je hebt al ${p.days} dagen geen voortgang gemaakt in ${p.courseTitle}. Pak de draad weer op!`,
    ),
  vacancyApplication: (p) =>
    text('Nieuwe sollicitatie', `${p.applicantName} heeft gesolliciteerd op ${p.vacancyTitle}.`),
  applicationStatus: ({ status, vacancyTitle: v, companyName: c }) =>
    text(
      `Sollicitatie: ${NL_APPLICATION_STATUS[status]}`,
      {
        under_review: `Je sollicitatie op ${v} bij ${c} wordt beoordeeld.`,
        interview: `${c} nodigt je uit voor een gesprek over ${v}.`,
        hired: `Gefeliciteerd! ${c} heeft je aangenomen als ${v}.`,
        rejected: `${c} heeft besloten niet verder te gaan met je sollicitatie op ${v}.`,
      }[status],
    ),
  employerInvitation: (p) =>
    text(
      'Uitnodiging van je werkgever',
      `${p.companyName} wil je toevoegen als werknemer. Accepteer of weiger de uitnodiging in je profiel.`,
    ),
  employerInvitationAnswered: (p) =>
    text(
      p.accepted ? 'Uitnodiging geaccepteerd' : 'Uitnodiging geweigerd',
      `${p.talentName} heeft je uitnodiging als werknemer ${p.accepted ? 'geaccepteerd' : 'geweigerd'}.`,
    ),
  employmentEndedForTalent: (p) =>
    text(
      'Koppeling met werkgever beëindigd',
      p.byCompany
        ? `${p.companyName} heeft je koppeling als werknemer beëindigd. Het bedrijf ziet je cursussen niet meer.`
        : `Je koppeling met ${p.companyName} is beëindigd. Het bedrijf ziet je cursussen niet meer.`,
    ),
  ooapiSyncFailed: (p) =>
    text('Synchronisatie mislukt', `De dagelijkse import uit je Open Education API is mislukt: ${p.error}`),
  licenceRequestDecided: (p) =>
    text(
      p.approved ? 'Licentie goedgekeurd' : 'Licentieaanvraag afgewezen',
      p.approved
        ? `Je aanvraag voor de ${tierName(p.tier)}-licentie is goedgekeurd. Je licentie is nu ${tierName(p.tier)}.`
        : `Je aanvraag voor de ${tierName(p.tier)}-licentie is afgewezen${p.reason ? `: ${p.reason}` : '.'}`,
    ),
  employmentEndedForCompany: (p) =>
    text(
      'Werknemer ontkoppeld',
      p.byCompany
        ? `Je hebt de koppeling met ${p.talentName} beëindigd. Je ziet de cursussen van deze persoon niet meer.`
        : `${p.talentName} heeft de koppeling met je bedrijf beëindigd. Je ziet de cursussen van deze persoon niet meer.`,
    ),
  enrollmentCancelled: (p) =>
    text(
      'Inschrijving geannuleerd',
      `${p.learnerName} heeft de inschrijving voor ${p.courseTitle} geannuleerd.`,
    ),
  instituteVerified: () =>
    text(
      'Je instituut is geverifieerd',
      'Een beheerder heeft je instituut geverifieerd. Je actieve cursussen staan nu in het studieaanbod.',
    ),
  resultConfirmed: (p) =>
    p.passed
      ? text('Geslaagd', `Gefeliciteerd! Het instituut heeft bevestigd dat je ${p.courseTitle} hebt behaald.`)
      : text(
          'Resultaat bevestigd',
          `Het instituut heeft je resultaat voor ${p.courseTitle} vastgelegd: niet geslaagd.`,
        ),
  credentialRevoked: (p) =>
    text(
      'Certificaat ingetrokken',
      `Je certificaat voor ${p.courseTitle} is ingetrokken${p.reason ? `. Reden: ${p.reason}` : '.'}`,
    ),
  resultConfirmedByAdmin: (p) =>
    text(
      'Resultaat bevestigd door een beheerder',
      `Een beheerder van SkillsPlatform heeft namens jullie het resultaat van ${p.learnerName} voor ${p.courseTitle} vastgelegd: ${p.passed ? 'geslaagd' : 'niet geslaagd'}.`,
    ),
  instituteChangeDecided: (p) =>
    p.accepted
      ? text(
          'Wijziging goedgekeurd',
          'Een beheerder heeft de gewijzigde gegevens van je instituut goedgekeurd.',
        )
      : text(
          'Wijziging afgewezen',
          'Een beheerder heeft de gewijzigde gegevens van je instituut afgewezen; de vorige gegevens blijven gelden.',
        ),
  credentialReissued: (p) =>
    text(
      'Nieuw certificaat',
      `Het instituut heeft je certificaat voor ${p.courseTitle} opnieuw uitgegeven na een correctie (${p.reason}). Het vorige certificaat is ingetrokken; deel voortaan het nieuwe.`,
    ),
  resultCorrected: (p) =>
    text(
      'Resultaat gecorrigeerd',
      `Het instituut heeft je resultaat voor ${p.courseTitle} gecorrigeerd naar niet geslaagd. Reden: ${p.reason}.${p.revoked ? ' Je certificaat is ingetrokken.' : ''}`,
    ),
};

/** British English; the application statuses match the web app's English labels. */
const EN_APPLICATION_STATUS: Record<ApplicationStatus, string> = {
  under_review: 'Review',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Rejected',
};
const EN_SUBSIDY_STATUS: Record<DossierStatus | 'pending', string> = {
  pending: 'is being processed',
  concept: 'is back in draft',
  submitted: 'has been submitted',
  approved: 'has been approved',
  rejected: 'has been rejected',
  withdrawn: 'has been withdrawn',
};

const en: Catalogue = {
  subsidyApplicationStatus: (p) =>
    text(
      'The status of your subsidy application has changed',
      p.talentName
        ? `${p.talentName}'s application for ${p.subsidyType} ${EN_SUBSIDY_STATUS[p.status]}.`
        : `Your application for ${p.subsidyType} ${EN_SUBSIDY_STATUS[p.status]}.`,
    ),
  subsidyEmployerRequest: (p) =>
    text(
      'Request to apply for a subsidy',
      `${p.talentName} asks you to apply for ${p.subsidyType}. See the request under Subsidy requests.`,
    ),
  subsidyEmployerAnswer: (p) =>
    text(
      p.accepted ? 'Your employer applies for the subsidy' : 'Your employer will not apply for the subsidy',
      p.accepted
        ? `${p.companyName} makes the application for ${p.subsidyType}. Follow the dossier under Applications.`
        : `${p.companyName} will not apply for ${p.subsidyType}. See the reason under Applications.`,
    ),
  subsidyDeadline: (p) =>
    text(
      'Subsidy application deadline approaching',
      p.expected
        ? `The application for ${p.subsidyType} is expected to have to reach the provider by ${dayOf(p.deadline, 'en')} (${p.days} ${p.days === 1 ? 'day' : 'days'} left). This window is derived from last year's: check it with the provider.`
        : `The application for ${p.subsidyType} must reach the provider by ${dayOf(p.deadline, 'en')} (${p.days} ${p.days === 1 ? 'day' : 'days'} left).`,
    ),
  subsidyAnalysisCompleted: (p) =>
    text(
      'Subsidy analysis complete',
      p.matches === 1
        ? 'We found 1 subsidy that suits your training.'
        : `We found ${p.matches} subsidies that suit your training.`,
    ),
  enrolled: (p) => text('Enrolment confirmed', `You're enrolled on ${p.courseTitle}. Good luck!`),
  courseCompleted: (p) =>
    text(
      'Course completed',
      `You've set ${p.courseTitle} to 100%. The institute confirms your result; then you get your certificate.`,
    ),
  scanCompleted: () =>
    text(
      'Scan complete',
      'Your scan is ready. Have a look at your personality profile and the careers that suit you.',
    ),
  postLiked: (p) =>
    text(
      'New like on your post',
      p.likes > 1
        ? `${p.likerName} and ${p.likes - 1} ${p.likes - 1 === 1 ? 'other' : 'others'} like your post.`
        : `${p.likerName} likes your post.`,
    ),
  postCommented: (p) => text('New comment on your post', `${p.commenterName} commented on your post.`),
  studyGroupJoined: (p) => text('Welcome to the study group', `You've joined ${p.groupName}.`),
  infoRequested: (p) =>
    text('New information request', `${p.requesterName} would like more information about ${p.courseTitle}.`),
  noProgressReminder: (p) =>
    text(
      'Carry on with your course',
      `You haven't made any progress in ${p.courseTitle} for ${p.days} days. Pick up where you left off!`,
    ),
  vacancyApplication: (p) => text('New application', `${p.applicantName} has applied for ${p.vacancyTitle}.`),
  applicationStatus: ({ status, vacancyTitle: v, companyName: c }) =>
    text(
      `Application: ${EN_APPLICATION_STATUS[status]}`,
      {
        under_review: `Your application for ${v} at ${c} is being reviewed.`,
        interview: `${c} would like to invite you to an interview for ${v}.`,
        hired: `Congratulations! ${c} has hired you as ${v}.`,
        rejected: `${c} has decided not to proceed with your application for ${v}.`,
      }[status],
    ),
  employerInvitation: (p) =>
    text(
      'Invitation from your employer',
      `${p.companyName} would like to add you as an employee. Accept or decline the invitation in your profile.`,
    ),
  employerInvitationAnswered: (p) =>
    text(
      p.accepted ? 'Invitation accepted' : 'Invitation declined',
      `${p.talentName} has ${p.accepted ? 'accepted' : 'declined'} your invitation to join as an employee.`,
    ),
  employmentEndedForTalent: (p) =>
    text(
      'Link with employer ended',
      p.byCompany
        ? `${p.companyName} has ended your link as an employee. The company no longer sees your courses.`
        : `Your link with ${p.companyName} has ended. The company no longer sees your courses.`,
    ),
  ooapiSyncFailed: (p) =>
    text('Sync failed', `The daily import from your Open Education API failed: ${p.error}`),
  licenceRequestDecided: (p) =>
    text(
      p.approved ? 'Licence approved' : 'Licence request declined',
      p.approved
        ? `Your request for the ${tierName(p.tier)} licence has been approved. Your licence is now ${tierName(p.tier)}.`
        : `Your request for the ${tierName(p.tier)} licence has been declined${p.reason ? `: ${p.reason}` : '.'}`,
    ),
  employmentEndedForCompany: (p) =>
    text(
      'Employee unlinked',
      p.byCompany
        ? `You have ended the link with ${p.talentName}. You no longer see this person's courses.`
        : `${p.talentName} has ended the link with your company. You no longer see this person's courses.`,
    ),
  enrollmentCancelled: (p) =>
    text('Enrolment cancelled', `${p.learnerName} has cancelled their enrolment on ${p.courseTitle}.`),
  instituteVerified: () =>
    text(
      'Your institute has been verified',
      'An administrator has verified your institute. Your active courses are now in the course offering.',
    ),
  resultConfirmed: (p) =>
    p.passed
      ? text('Passed', `Congratulations! The institute has confirmed that you passed ${p.courseTitle}.`)
      : text('Result confirmed', `The institute has recorded your result for ${p.courseTitle}: not passed.`),
  credentialRevoked: (p) =>
    text(
      'Certificate revoked',
      `Your certificate for ${p.courseTitle} has been revoked${p.reason ? `. Reason: ${p.reason}` : '.'}`,
    ),
  resultConfirmedByAdmin: (p) =>
    text(
      'Result confirmed by an administrator',
      `A SkillsPlatform administrator recorded the result of ${p.learnerName} for ${p.courseTitle} on your behalf: ${p.passed ? 'passed' : 'not passed'}.`,
    ),
  instituteChangeDecided: (p) =>
    p.accepted
      ? text('Change approved', 'An administrator approved the changed details of your institute.')
      : text(
          'Change rejected',
          'An administrator rejected the changed details of your institute; the previous details remain in force.',
        ),
  credentialReissued: (p) =>
    text(
      'New certificate',
      `The institute re-issued your certificate for ${p.courseTitle} after a correction (${p.reason}). The previous certificate has been revoked; share the new one from now on.`,
    ),
  resultCorrected: (p) =>
    text(
      'Result corrected',
      `The institute corrected your result for ${p.courseTitle} to not passed. Reason: ${p.reason}.${p.revoked ? ' Your certificate has been revoked.' : ''}`,
    ),
};

const CATALOGUES: Record<TextLanguage, Catalogue> = { nl, en };

export const NOTIFICATION_EVENT_KEYS = Object.keys(nl) as NotificationEventKey[];

export const isNotificationEventKey = (key: string): key is NotificationEventKey => Object.hasOwn(nl, key);

/** The title and message of an event in the given language. */
export function renderNotification(event: NotificationEvent, lang: TextLanguage): NotificationText {
  const render = CATALOGUES[lang][event.key] as (p: NotificationEvent['params']) => NotificationText;
  const params: Record<string, unknown> = { ...event.params };
  let forgotten = false;
  for (const name of ACTOR_NAME_PARAMS) {
    if (name in params && params[name] === null) {
      params[name] = DELETED_ACTOR[lang];
      forgotten = true;
    }
  }
  const out = render(params as NotificationEvent['params']);
  return forgotten ? { title: out.title, message: capitalise(out.message) } : out;
}

/**
 * The parameters that name the person who caused an event. When that person deletes the account,
 * the stored value becomes null and the event reads "een verwijderde gebruiker" / "a deleted user"
 *.
 */
export const ACTOR_NAME_PARAMS = [
  'talentName',
  'companyName',
  'likerName',
  'commenterName',
  'requesterName',
  'applicantName',
  'learnerName',
] as const;

export const DELETED_ACTOR: Readonly<Record<TextLanguage, string>> = {
  nl: 'een verwijderde gebruiker',
  en: 'a deleted user',
};

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/**
 * Parameters with every actor name in `names` (or every actor name at all: `'all'`, for events the
 * deleted person caused) replaced by null (the deleted-user placeholder), or null when none changed.
 */
export function forgetActorNames(params: Record<string, unknown>, names: readonly string[] | 'all') {
  let changed = false;
  const out = { ...params };
  for (const key of ACTOR_NAME_PARAMS) {
    if (typeof out[key] === 'string' && (names === 'all' || names.includes(out[key] as string))) {
      out[key] = null;
      changed = true;
    }
  }
  return changed ? out : null;
}

/**
 * A stored notification in the reader's language: the event when the row has one that renders,
 * else the text stored with the row (rows from before decision 140, or a key a newer version wrote).
 */
export function renderStoredNotification(
  stored: { eventKey: string | null; eventParams: string | null; title: string; message: string },
  lang: TextLanguage,
): NotificationText {
  const fallback = text(stored.title, stored.message);
  if (!stored.eventKey || !isNotificationEventKey(stored.eventKey)) return fallback;
  try {
    const params = JSON.parse(stored.eventParams ?? '{}') as NotificationEvent['params'];
    const out = renderNotification({ key: stored.eventKey, params } as NotificationEvent, lang);
    return out.title && out.message ? out : fallback;
  } catch {
    return fallback;
  }
}
