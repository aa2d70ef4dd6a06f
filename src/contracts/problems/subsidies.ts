import { defineProblems } from './define.ts';

/** The problems of the subsidy check and of subsidy dossiers (a dossier rule's refusal: domain/subsidy-applications) (decision 475). */
export const SUBSIDY_PROBLEMS = defineProblems({
  'subsidy_check.invalid_answers': {
    status: 400,
    nl: (p: { reason: string }) => p.reason,
    en: (p: { reason: string }, english) => english(p.reason),
  },
  'subsidy_application.not_found': {
    status: 404,
    nl: 'Subsidieaanvraag niet gevonden',
    en: 'Subsidy application not found',
  },
  'subsidy_application.changed': {
    status: 409,
    nl: 'De aanvraag is intussen gewijzigd. Laad de pagina opnieuw.',
    en: 'The application has changed in the meantime. Reload the page.',
  },
  'subsidy_application.no_institute_status': {
    status: 403,
    nl: 'Instituten wijzigen geen subsidiestatussen; de aanvrager houdt het dossier bij',
    en: 'Institutes do not change subsidy statuses; the applicant keeps the dossier up to date',
  },
  'subsidy_application.employer_keeps_it': {
    status: 403,
    nl: 'Je werkgever doet deze aanvraag en houdt het dossier bij; je volgt het hier',
    en: 'Your employer makes this application and keeps the dossier up to date; you follow it here',
  },
  'subsidy_application.wait_for_employer': {
    status: 409,
    nl: 'Je werkgever beslist nog over je verzoek; je kunt de aanvraag alleen intrekken',
    en: 'Your employer is still deciding on your request; you can only withdraw the application',
  },
  'subsidy_application.accept_first': {
    status: 409,
    nl: 'Accepteer eerst het verzoek om deze aanvraag te doen',
    en: 'Accept the request first to make this application',
  },
  'subsidy_application.no_linked_employer': {
    status: 409,
    nl: 'Je hebt op het platform geen werkgever gekoppeld. Druk de samenvatting af en vraag je werkgever buiten het platform.',
    en: 'You have no employer linked on the platform. Print the summary and ask your employer outside the platform.',
  },
  'subsidy_application.unknown_scheme': {
    status: 400,
    nl: 'Onbekende regeling',
    en: 'Unknown scheme',
  },
  'subsidy_application.scheme_ended': {
    status: 409,
    nl: 'Deze regeling is gestopt; je kunt er geen aanvraag meer voor doen',
    en: 'This scheme has ended; you can no longer apply for it',
  },
  'subsidy_application.scheme_is_advice': {
    status: 409,
    nl: 'Voor deze regeling doe je geen aanvraag: het is advies',
    en: 'There is nothing to apply for with this scheme: it is advice',
  },
  'subsidy_application.unknown_course': {
    status: 400,
    nl: 'Onbekende cursus',
    en: 'Unknown course',
  },
  'subsidy_application.duplicate': {
    status: 409,
    nl: 'Je hebt al een open aanvraag voor deze regeling en cursus',
    en: 'You already have an open application for this scheme and course',
  },
  'subsidy_request.not_found': {
    status: 404,
    nl: 'Subsidieverzoek niet gevonden',
    en: 'Subsidy request not found',
  },
  'subsidy_request.decided': {
    status: 409,
    nl: 'Over dit verzoek is al besloten',
    en: 'This request has already been decided',
  },
  'subsidy_request.self_applied': {
    status: 409,
    nl: 'Deze regeling vraag je zelf aan, niet je werkgever',
    en: 'You apply for this scheme yourself, not your employer',
  },
  'subsidy_request.draft_only': {
    status: 409,
    nl: 'Alleen een aanvraag in concept kun je aan je werkgever voorleggen',
    en: 'Only a draft application can be put to your employer',
  },
  'subsidy_request.already_sent': {
    status: 409,
    nl: 'Je werkgever heeft dit verzoek al',
    en: 'Your employer already has this request',
  },
});
