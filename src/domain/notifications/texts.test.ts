import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EVENT_KEYS,
  type NotificationEvent,
  type NotificationEventParams,
  renderNotification,
  renderStoredNotification,
} from './texts.ts';

/** One sample of every event; the type makes a new event fail here until it has a sample. */
const SAMPLE: NotificationEventParams = {
  subsidyApplicationStatus: { subsidyType: 'SLIM-subsidie', status: 'approved' },
  subsidyAnalysisCompleted: { matches: 3 },
  enrolled: { courseTitle: 'Excel' },
  courseCompleted: { courseTitle: 'Excel' },
  scanCompleted: {},
  postLiked: { likerName: 'Sanne', likes: 3 },
  postCommented: { commenterName: 'Sanne' },
  studyGroupJoined: { groupName: 'Data-analisten' },
  infoRequested: { courseTitle: 'Excel', requesterName: 'Sanne' },
  noProgressReminder: { courseTitle: 'Excel', days: 14 },
  vacancyApplication: { applicantName: 'Sanne', vacancyTitle: 'Analist' },
  applicationStatus: { status: 'hired', vacancyTitle: 'Analist', companyName: 'TechCorp' },
  employerInvitation: { companyName: 'TechCorp' },
  employerInvitationAnswered: { talentName: 'Sanne', accepted: true },
  employmentEndedForTalent: { companyName: 'TechCorp', byCompany: true },
  employmentEndedForCompany: { talentName: 'Sanne', byCompany: false },
  licenceRequestDecided: { tier: 'professional', approved: true, reason: null },
  ooapiSyncFailed: { error: 'De bron antwoordde niet op tijd' },
  subsidyEmployerRequest: { talentName: 'Sanne', subsidyType: 'SLIM-subsidie' },
  subsidyEmployerAnswer: { companyName: 'TechCorp', subsidyType: 'SLIM-subsidie', accepted: true },
  subsidyDeadline: { subsidyType: 'SLIM-subsidie', deadline: '2026-12-08', days: 14 },
  enrollmentCancelled: { courseTitle: 'Excel', learnerName: 'Sanne' },
  resultConfirmed: { courseTitle: 'Excel', passed: true },
  instituteVerified: {},
  credentialRevoked: { courseTitle: 'Excel', reason: 'Verkeerde cursus' },
  resultConfirmedByAdmin: { courseTitle: 'Excel', learnerName: 'Noor G.', passed: true },
  instituteChangeDecided: { accepted: false },
  credentialReissued: { courseTitle: 'Excel', reason: 'Naam gecorrigeerd' },
  resultCorrected: { courseTitle: 'Excel', reason: 'Fraude bij examen vastgesteld', revoked: true },
};
const sample = (key: keyof NotificationEventParams) => ({ key, params: SAMPLE[key] }) as NotificationEvent;
const nl = (e: NotificationEvent) => renderNotification(e, 'nl');
const en = (e: NotificationEvent) => renderNotification(e, 'en');

describe('notification texts', () => {
  it('every event type has a Dutch and an English title and message', () => {
    expect(NOTIFICATION_EVENT_KEYS).toHaveLength(Object.keys(SAMPLE).length);
    for (const key of NOTIFICATION_EVENT_KEYS) {
      const [d, e] = [nl(sample(key)), en(sample(key))];
      for (const t of [d.title, d.message, e.title, e.message]) expect(t, key).toMatch(/\S/);
      expect(e.message, key).not.toBe(d.message);
    }
  });

  it('keeps the Dutch texts exactly as before', () => {
    expect(nl({ key: 'enrolled', params: { courseTitle: 'Excel' } })).toEqual({
      title: 'Inschrijving bevestigd',
      message: 'Je bent ingeschreven voor Excel. Veel succes!',
    });
    expect(nl(sample('courseCompleted')).message).toBe(
      'Je hebt Excel op 100% gezet. Het instituut bevestigt je resultaat; daarna krijg je je certificaat.',
    );
    expect(nl(sample('subsidyApplicationStatus')).message).toBe(
      'Je aanvraag voor SLIM-subsidie is goedgekeurd.',
    );
    expect(nl(sample('subsidyDeadline')).message).toBe(
      'De aanvraag voor SLIM-subsidie moet uiterlijk 8-12-2026 bij de aanbieder zijn (nog 14 dagen).',
    );
    expect(
      nl({
        key: 'subsidyApplicationStatus',
        params: { subsidyType: 'SLIM', status: 'submitted', talentName: 'Sanne' },
      }).message,
    ).toBe('De aanvraag voor SLIM van Sanne is ingediend.');
    expect(
      nl({ key: 'subsidyApplicationStatus', params: { subsidyType: 'SLIM', status: 'pending' } }).message,
    ).toBe('Je aanvraag voor SLIM is in behandeling.');
    expect(nl(sample('noProgressReminder')).message).toBe(
      'Je hebt al 14 dagen geen voortgang gemaakt in Excel. Pak de draad weer op!',
    );
    expect(nl(sample('applicationStatus'))).toEqual({
      title: 'Sollicitatie: Aangenomen',
      message: 'Gefeliciteerd! TechCorp heeft je aangenomen als Analist.',
    });
    // No match figure reaches the company in a notification (decision 191).
    expect(nl(sample('vacancyApplication')).message).toBe('Sanne heeft gesolliciteerd op Analist.');
    expect(en(sample('vacancyApplication')).message).toBe('Sanne has applied for Analist.');
  });

  it('counts likes and subsidies in both languages', () => {
    const liked = (likes: number) => ({ key: 'postLiked', params: { likerName: 'Sanne', likes } }) as const;
    expect(nl(liked(1)).message).toBe('Sanne vindt je bericht leuk.');
    expect(nl(liked(2)).message).toBe('Sanne en 1 ander vinden je bericht leuk.');
    expect(nl(liked(3)).message).toBe('Sanne en 2 anderen vinden je bericht leuk.');
    expect(en(liked(1)).message).toBe('Sanne likes your post.');
    expect(en(liked(2)).message).toBe('Sanne and 1 other like your post.');
    expect(en(liked(3)).message).toBe('Sanne and 2 others like your post.');
    const analysis = (matches: number) => ({ key: 'subsidyAnalysisCompleted', params: { matches } }) as const;
    expect(nl(analysis(1)).message).toBe('We vonden 1 passende subsidie voor je opleiding.');
    expect(en(analysis(1)).message).toBe('We found 1 subsidy that suits your training.');
    expect(en(analysis(4)).message).toBe('We found 4 subsidies that suit your training.');
  });

  it('renders a stored row from its event, or shows its stored text', () => {
    const row = {
      title: 'Oud',
      message: 'Oude tekst',
      eventKey: 'enrolled',
      eventParams: '{"courseTitle":"Excel"}',
    };
    expect(renderStoredNotification(row, 'en')).toEqual({
      title: 'Enrolment confirmed',
      message: "You're enrolled on Excel. Good luck!",
    });
    const stored = { title: 'Oud', message: 'Oude tekst' };
    expect(renderStoredNotification({ ...row, eventKey: null }, 'en')).toEqual(stored);
    expect(renderStoredNotification({ ...row, eventKey: 'unknown' }, 'en')).toEqual(stored);
    expect(renderStoredNotification({ ...row, eventKey: 'toString' }, 'en')).toEqual(stored);
    expect(renderStoredNotification({ ...row, eventParams: '{kapot' }, 'en')).toEqual(stored);
  });

  it('names a licence tier by its product name, never its stored key', () => {
    const decided = {
      key: 'licenceRequestDecided',
      params: { tier: 'enterprise', approved: true, reason: null },
    } as const;
    expect(nl(decided).message).toBe(
      'Je aanvraag voor de Enterprise-licentie is goedgekeurd. Je licentie is nu Enterprise.',
    );
    expect(en(decided).message).toContain('Your licence is now Enterprise.');
  });
});
