import type { ReactNode } from 'react';

/** The heading block every screen starts with. */
export function PageTitle({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 max-w-full">
        {/* Long Dutch compounds (Toegankelijkheidsverklaring) hyphenate or wrap at 320 px. */}
        <h1 className="text-2xl font-bold tracking-tight break-words hyphens-auto text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}
