/**
 * Questionnaire answers of an employee of a small metalworking firm (a SLIM and an OOM match), for
 * API tests.
 */
export const SME_EMPLOYEE_ANSWERS = {
  '1': '1990-06-15',
  '2': 'employee',
  '4': 'GM0153',
  '6': true,
  '8': 'metaal-techniek',
  '16': 'metaalbewerking',
  '9': 'short_course',
};

/** A job seeker on WW, 45, who wants an hbo programme and has no student finance left (UWV and the loan). */
export const WW_JOB_SEEKER_ANSWERS = {
  '1': '1981-01-01',
  '2': 'job_seeker_ww',
  '4': 'GM0153',
  '9': 'hbo_wo_programme',
  '11': false,
  '15': true,
};

/** An employee at a recognised training company in an mbo-bbl route (praktijkleren). */
export const BBL_EMPLOYEE_ANSWERS = {
  '1': '1998-02-01',
  '2': 'employee',
  '4': 'GM0153',
  '9': 'mbo_bbl',
  '12': true,
};

/** An employee in an mbo derde leerweg at a recognised training company (praktijkleren derde leerweg). */
export const THIRD_ROUTE_EMPLOYEE_ANSWERS = { ...BBL_EMPLOYEE_ANSWERS, '9': 'mbo_third_route' };

/** An SME employee in a sector with development pathways wanting a short course (SLIM ontwikkelpaden). */
export const ONTWIKKELPAD_EMPLOYEE_ANSWERS = {
  '1': '1990-06-15',
  '2': 'employee',
  '4': 'GM0153',
  '6': true,
  '14': true,
  '9': 'short_course',
};
