import type { Said } from '../messages/define.ts';
import { defineProblems } from './define.ts';

/** The problems of the subsidy check and of subsidy dossiers (a dossier rule's refusal: domain/subsidy-applications) (decision 475). */
export const SUBSIDY_PROBLEMS = defineProblems({
  'subsidy_check.invalid_answers': {
    status: 400,
    nl: (p: { reason: Said }) => p.reason.nl,
    en: (p: { reason: Said }) => p.reason.en,
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
  // The dossier rules (domain/subsidy-applications, decision 441)
  'subsidy_application.check_first': {
    status: 409,
    nl: 'Doe eerst de subsidiecheck: of je deze regeling mag aanvragen, hangt af van je antwoorden daar',
    en: 'Do the subsidy check first: whether you may apply for this scheme depends on your answers there',
  },
  'subsidy_application.needs_ww': {
    status: 409,
    nl: 'UWV betaalt scholing alleen als je een WW-uitkering hebt; volgens je laatste subsidiecheck heb je die niet',
    en: 'UWV only pays for training if you receive unemployment benefit (WW); according to your last subsidy check you do not',
  },
  'subsidy_application.needs_bijstand': {
    status: 409,
    nl: 'Scholing vanuit de bijstand is alleen voor wie een bijstandsuitkering heeft; volgens je laatste subsidiecheck heb je die niet',
    en: 'Training from social assistance is only for people who receive social assistance benefit; according to your last subsidy check you do not',
  },
  'subsidy_application.needs_sme_employer': {
    status: 409,
    nl: 'SLIM vraagt een mkb-werkgever aan; volgens je laatste subsidiecheck werk je niet in loondienst bij een werkgever met minder dan 250 medewerkers',
    en: 'SLIM is applied for by an SME employer; according to your last subsidy check you are not employed by an employer with fewer than 250 staff',
  },
  'subsidy_application.needs_ontwikkelpad': {
    status: 409,
    nl: 'De SLIM-scholingssubsidie is voor werknemers in een sector met ontwikkelpaden die naast hun werk leren (bbl, derde leerweg of een korte cursus); dat past niet bij je laatste subsidiecheck',
    en: 'The SLIM training subsidy is for employees in a sector with development pathways who learn alongside their work (bbl, third learning route or a short course); that does not fit your last subsidy check',
  },
  'subsidy_application.needs_training_place': {
    status: 409,
    nl: 'Praktijkleren vraagt een erkend leerbedrijf aan voor een leerwerkplek (bbl of derde leerweg); dat past niet bij je laatste subsidiecheck',
    en: 'Praktijkleren is applied for by a recognised training company for a work-based learning place (bbl or third learning route); that does not fit your last subsidy check',
  },
  'subsidy_application.needs_fund_cao': {
    status: 409,
    nl: 'Dit opleidingsfonds hoort bij een andere cao of branche dan die in je laatste subsidiecheck; kies het fonds van je eigen cao',
    en: 'This training fund belongs to another collective agreement or branch than the one in your last subsidy check; choose the fund of your own agreement',
  },
  'subsidy_application.fund_pays_no_training': {
    status: 409,
    nl: 'A+O fonds Gemeenten betaalt geen opleidingen van medewerkers: scholing voor je functie betaalt je werkgever (artikel 7:611a BW), en je IKB kun je aanvullend gebruiken',
    en: 'A+O fonds Gemeenten does not pay for staff training: your employer pays for training for your job (article 7:611a of the Dutch Civil Code), and you can use your IKB on top',
  },
  'subsidy_application.no_course_fees': {
    status: 400,
    nl: 'SLIM betaalt geen cursusgeld: de subsidie gaat naar je werkgever voor advies, een scan of leercultuur. Koppel geen cursus aan deze aanvraag.',
    en: 'SLIM does not pay course fees: the subsidy goes to your employer for advice, an assessment or a learning culture. Do not link a course to this application.',
  },
  'subsidy_application.course_not_paid': {
    status: 400,
    nl: 'Praktijkleren betaalt de begeleiding op een leerwerkplek, geen cursus: koppel geen cursus aan deze aanvraag',
    en: 'Praktijkleren pays for supervision on a work-based learning place, not for a course: do not link a course to this application',
  },
  'subsidy_application.course_not_accredited': {
    status: 400,
    nl: 'Het levenlanglerenkrediet is alleen voor geaccrediteerde opleidingen; de cursussen in onze catalogus zijn dat niet. Start het dossier zonder cursus en noem je opleiding bij DUO.',
    en: 'The Levenlanglerenkrediet is only for accredited programmes; the courses in our catalogue are not. Start the dossier without a course and name your programme to DUO.',
  },
  'subsidy_application.loan_conditions': {
    status: 409,
    examples: [{ why: 'residence' }, { why: 'age' }, { why: 'course_type' }, { why: 'other' }],
    nl: (p: { why: 'residence' | 'age' | 'course_type' | 'other' }) =>
      ({
        residence:
          'Het levenlanglerenkrediet is alleen voor wie de Nederlandse nationaliteit of een gelijkgestelde verblijfsstatus heeft',
        age: 'Het levenlanglerenkrediet is voor wie jonger is dan 57 bij de start van het studiejaar',
        course_type:
          'Het levenlanglerenkrediet is alleen voor een geaccrediteerde hbo- of wo-opleiding of -module, of een voltijdse mbo-bol-opleiding',
        other:
          'Het levenlanglerenkrediet past niet bij je laatste subsidiecheck: je hebt nog recht op gewone studiefinanciering, of iemand anders betaalt de hele opleiding',
      })[p.why],
    en: (p: { why: 'residence' | 'age' | 'course_type' | 'other' }) =>
      ({
        residence:
          'The Levenlanglerenkrediet is only for people with Dutch nationality or an equivalent residence status',
        age: 'The Levenlanglerenkrediet is for people younger than 57 at the start of the academic year',
        course_type:
          'The Levenlanglerenkrediet is only for an accredited hbo or university programme or module, or a full-time mbo bol programme',
        other:
          'The Levenlanglerenkrediet does not fit your last subsidy check: you are still entitled to regular student finance, or someone else pays for the whole programme',
      })[p.why],
  },
  'subsidy_application.amount_over_maximum': {
    status: 400,
    examples: [{ of: 'requested' }, { of: 'approved' }],
    nl: (p: { of: 'requested' | 'approved' }) =>
      ({
        requested: 'Het aangevraagde bedrag is hoger dan het maximum van de regeling',
        approved: 'Het toegekende bedrag mag niet hoger zijn dan het maximum van de regeling',
      })[p.of],
    en: (p: { of: 'requested' | 'approved' }) =>
      ({
        requested: "The amount requested is higher than the scheme's maximum",
        approved: "The approved amount may not be higher than the scheme's maximum",
      })[p.of],
  },
  'subsidy_application.amount_over_price': {
    status: 400,
    examples: [{ of: 'requested' }, { of: 'approved' }],
    nl: (p: { of: 'requested' | 'approved' }) =>
      ({
        requested: 'Het aangevraagde bedrag is hoger dan de prijs van de cursus',
        approved: 'Het toegekende bedrag mag niet hoger zijn dan de prijs van de cursus',
      })[p.of],
    en: (p: { of: 'requested' | 'approved' }) =>
      ({
        requested: 'The amount requested is higher than the price of the course',
        approved: 'The amount approved may not be higher than the price of the course',
      })[p.of],
  },
  'subsidy_application.step_not_allowed': {
    status: 409,
    nl: 'Deze stap kan niet vanuit de huidige status van de aanvraag',
    en: "This step is not possible from the application's current status",
  },
  'subsidy_application.same_status': {
    status: 409,
    nl: 'De aanvraag heeft deze status al',
    en: 'The application already has this status',
  },
  'subsidy_application.submitted_only': {
    status: 400,
    nl: 'Indieningsdatum en kenmerk horen alleen bij status submitted',
    en: 'A submission date and reference only go with status submitted',
  },
  'subsidy_application.amount_only': {
    status: 400,
    nl: 'Een toegekend bedrag hoort alleen bij status approved',
    en: 'An approved amount only goes with status approved',
  },
  'subsidy_application.decision_only': {
    status: 400,
    nl: 'Een besluitdatum hoort alleen bij status approved of rejected',
    en: 'A decision date only goes with status approved or rejected',
  },
  'subsidy_application.future_date': {
    status: 400,
    nl: 'Een datum mag niet in de toekomst liggen',
    en: 'A date may not lie in the future',
  },
  'subsidy_application.bad_date': {
    status: 400,
    nl: 'Gebruik een datum als JJJJ-MM-DD',
    en: 'Use a date as YYYY-MM-DD',
  },
  'subsidy_application.decision_before_submission': {
    status: 400,
    nl: 'De besluitdatum ligt vóór de indieningsdatum',
    en: 'The decision date is before the submission date',
  },
  'subsidy_application.amount_missing': {
    status: 400,
    nl: 'Vul het toegekende bedrag in',
    en: 'Fill in the approved amount',
  },
  'subsidy_application.over_requested': {
    status: 400,
    nl: 'Het toegekende bedrag mag niet hoger zijn dan het aangevraagde bedrag',
    en: 'The approved amount may not be higher than the amount requested',
  },
});
