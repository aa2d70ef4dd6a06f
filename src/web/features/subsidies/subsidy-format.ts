import type { MatchedSubsidy } from '../../../contracts/subsidies.ts';
import { getLocale, t } from '../../i18n/index.ts';

/** Whole euros in the active locale (nl-NL or en-GB), read at render time. */
const euro0 = () =>
  new Intl.NumberFormat(getLocale(), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/**
 * "Tot €24.999" / "Up to €24,999" ("… voor je werkgever" when the employer applies and receives it),
 * or the scheme's own description of the amount when there is no maximum.
 */
export const amountLabel = (s: Pick<MatchedSubsidy, 'maxAmount' | 'amountNote' | 'appliedBy' | 'loan'>) => {
  // A loan is never headlined as an amount, as if it were a grant.
  if (s.loan) return t.subsidies.loan;
  if (!s.maxAmount) return t.subsidies.amountVaries;
  const amount = euro0()
    .format(s.maxAmount)
    .replace(/[\u00a0\u202f]/g, '');
  return s.appliedBy === 'employer' ? t.subsidies.upToEmployer(amount) : t.subsidies.upTo(amount);
};
