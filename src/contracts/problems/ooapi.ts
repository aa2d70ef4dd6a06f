import type { Said } from '../messages/define.ts';
import { defineProblems } from './define.ts';

/** The problems of the OOAPI source and its import (a source's own reasons are messages of contracts/messages/ooapi.ts) (decision 475). */
export const OOAPI_PROBLEMS = defineProblems({
  'ooapi.offering_not_found': {
    status: 404,
    nl: 'Uitvoering niet gevonden',
    en: 'Course offering not found',
  },
  'ooapi.source_missing': {
    status: 409,
    nl: 'Stel eerst de OOAPI-bron in',
    en: 'Set up the OOAPI source first',
  },
  'ooapi.source_invalid': {
    status: 400,
    nl: (p: { reason: Said }) => p.reason.nl,
    en: (p: { reason: Said }) => p.reason.en,
  },
  'ooapi.source_failed': {
    status: 502,
    nl: (p: { reason: Said }) => `De OOAPI-bron kon niet worden gelezen: ${p.reason.nl}`,
    en: (p: { reason: Said }) => `The OOAPI source could not be read: ${p.reason.en}`,
  },
  'ooapi.confirm_archive': {
    status: 409,
    nl: (p: { archive: number; of: number }) =>
      `Deze import zou ${p.archive} van de ${p.of} cursussen uit de bron archiveren. Controleer de bron en bevestig als dat klopt.`,
    en: (p: { archive: number; of: number }) =>
      `This import would archive ${p.archive} of the ${p.of} courses from the source. Check the source and confirm if that is right.`,
  },
});
