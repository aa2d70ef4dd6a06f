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
