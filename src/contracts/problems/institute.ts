import { defineProblems } from './define.ts';

const tierName = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);

/** The problems of institutes: their settings, inbox and licences (decision 475). */
export const INSTITUTE_PROBLEMS = defineProblems({
  'institute.not_found': { status: 404, nl: 'Instituut niet gevonden', en: 'Institute not found' },
  'info_request.not_found': {
    status: 404,
    nl: 'Aanvraag niet gevonden',
    en: 'Request not found',
  },
  'institute.name_taken': {
    status: 409,
    nl: 'Er bestaat al een instituut met deze naam',
    en: 'An institute with this name already exists',
  },
  'institute.kvk_taken': {
    status: 409,
    nl: 'Dit KvK-nummer is al in gebruik bij een ander instituut',
    en: 'This Chamber of Commerce number is already used by another institute',
  },
  'institute.no_change_in_review': {
    status: 404,
    nl: 'Geen wijziging in beoordeling voor dit instituut',
    en: 'No change under review for this institute',
  },
  'licence.request_pending': {
    status: 409,
    nl: 'Je hebt al een licentieaanvraag in behandeling',
    en: 'You already have a licence request awaiting a decision',
  },
  'licence.already_held': {
    status: 409,
    nl: 'Je hebt deze licentie al',
    en: 'You already have this licence',
  },
  'licence.request_not_found': {
    status: 404,
    nl: 'Licentieaanvraag niet gevonden',
    en: 'Licence request not found',
  },
  'licence.request_decided': {
    status: 409,
    nl: 'Over deze licentieaanvraag is al beslist',
    en: 'This licence request has already been decided',
  },
  'licence.course_limit': {
    status: 403,
    nl: (p: { tier: string; max: number }) =>
      `Je ${tierName(p.tier)}-licentie staat ${p.max} actieve cursussen toe. Zet een cursus op concept of gearchiveerd, of vraag onder Instellingen een hogere licentie aan.`,
    en: (p: { tier: string; max: number }) =>
      `Your ${tierName(p.tier)} licence allows ${p.max} active courses. Set a course to draft or archived, or request a higher licence under Settings.`,
  },
});
