import { LoaderCircle } from 'lucide-react';
import { t } from '../i18n/index.ts';
import { cn } from './cn.ts';

export const Spinner = ({ label, className }: { label?: string; className?: string }) => (
  <div role="status" className={cn('flex items-center justify-center gap-2 py-16 text-slate-500', className)}>
    <LoaderCircle className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
    <span className="sr-only">{label ?? t.common.loading}</span>
  </div>
);
