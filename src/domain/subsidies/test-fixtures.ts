import type { SubsidyAnswers } from './answers.ts';

/** An SME employee in Enschede looking for a short course; tests override what they vary. */
export const baseAnswers = (over: Partial<SubsidyAnswers> = {}): SubsidyAnswers => ({
  birthDate: '1990-06-15',
  employment: 'employee',
  education: 'mbo4',
  municipality: 'GM0153',
  grossIncome: 38000,
  smeEmployer: null,
  incomeLevel: 'above_150',
  cao: null,
  courseType: 'short_course',
  othersPayAll: null,
  studentFinanceLeft: null,
  recognisedTrainingCompany: null,
  courseName: null,
  ontwikkelpadSector: null,
  dutchResidence: null,
  ...over,
});

/** The submission day of the tests. */
export const TODAY = '2026-11-22';
