import { Banknote, CalendarClock, FileText } from 'lucide-react';
import type { VacancyBase } from '../../../contracts/vacancies.ts';
import { isPastClosingDate } from '../../../domain/vacancies/index.ts';
import { getLocale, t } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';

const wholeEuros = (n: number) =>
  new Intl.NumberFormat(getLocale(), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    n,
  );

/**
 * A vacancy's terms (salary range, contract type, closing date), those that are given. The
 * amounts carry their own € sign, so the salary's icon is a banknote, not a second €.
 */
export function VacancyTerms({
  vacancy: v,
}: {
  vacancy: Pick<VacancyBase, 'salaryMin' | 'salaryMax' | 'contractType' | 'closingDate'>;
}) {
  const s = t.vacancies;
  const items: { icon: typeof Banknote; text: string }[] = [];
  if (v.salaryMin != null || v.salaryMax != null) {
    items.push({
      icon: Banknote,
      text: s.salary(
        v.salaryMin != null ? wholeEuros(v.salaryMin) : null,
        v.salaryMax != null ? wholeEuros(v.salaryMax) : null,
      ),
    });
  }
  if (v.contractType) items.push({ icon: FileText, text: s.contract[v.contractType] });
  if (v.closingDate) {
    const day = formatDay(v.closingDate);
    items.push({
      icon: CalendarClock,
      text: isPastClosingDate(v.closingDate) ? s.closedOn(day) : s.closes(day),
    });
  }
  if (items.length === 0) return null;
  return (
    <ul aria-label={s.termsLabel} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1">
          <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
