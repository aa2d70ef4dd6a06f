import type { PublicUser } from '../../contracts/auth.ts';
import { initials } from '../../domain/user-display.ts';
import { cn } from '../ui/cn.ts';

/** Profile image, else initials. */
export function Avatar({ user, className }: { user: PublicUser; className?: string }) {
  const base = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className ?? 'h-9 w-9',
  );
  if (user.profileImageUrl)
    return <img src={user.profileImageUrl} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand-600 text-sm font-semibold text-white')}>
      {initials(user)}
    </span>
  );
}
