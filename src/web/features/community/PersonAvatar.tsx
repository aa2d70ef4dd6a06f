import { cn } from '../../ui/cn.ts';

/** Profile image, else initials (decorative: the name is always shown beside it). */
export function PersonAvatar({
  person,
  className,
}: {
  person: { avatar: string | null; initials: string };
  className?: string;
}) {
  const base = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className ?? 'h-10 w-10',
  );
  if (person.avatar) return <img src={person.avatar} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand-100 text-sm font-semibold text-brand-800')}>
      {person.initials}
    </span>
  );
}
