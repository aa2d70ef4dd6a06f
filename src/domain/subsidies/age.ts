/** Age in whole years on `today` (both YYYY-MM-DD): a birthday counts from its own day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export { dutchToday, isIsoDate } from '../dates.ts';
