import { GraduationCap } from 'lucide-react';
import { pt as t } from '../i18n/language.ts';
import { Link } from '../ui/Link.tsx';

export const Logo = () => (
  <Link
    to="/"
    className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900"
    aria-label={`${t.brand} – Home`}
  >
    <span className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
      <GraduationCap className="h-5 w-5" aria-hidden="true" />
    </span>
    <span className="hidden sm:inline">{t.brand}</span>
  </Link>
);
