import type { SubsidyAnswers } from './answers.ts';

/** An SME employee in Enschede looking for a short course; tests override what they vary. */
export const baseAnswers = (over: Partial<SubsidyAnswers> = {}): SubsidyAnswers => ({
  birthDate: '1990-06-15',
  employment: 'employee',
  municipality: 'GM0153',
  smeEmployer: null,
  cao: null,
  courseType: 'short_course',
  othersPayAll: null,
  studentFinanceLeft: null,
  recognisedTrainingCompany: null,
  courseName: null,
  ontwikkelpadSector: null,
  dutchResidence: null,
  metalBranch: null,
  fullTime: null,
  ...over,
});

/**
 * Raw questionnaire responses of an SME employee in metalworking (cao Metaal en Techniek, branch
 * question 16) wanting a short course (SLIM, OOM).
 */
export const SME_METAL_RESPONSES = {
  '1': '1985-03-01',
  '2': 'employee',
  '4': 'GM0363',
  '6': true,
  '8': 'metaal-techniek',
  '16': 'metaalbewerking',
  '9': 'short_course',
} as const;

/** The submission day of the tests. */
export const TODAY = '2026-11-22';
