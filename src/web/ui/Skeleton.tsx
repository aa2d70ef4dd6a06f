import { cn } from './cn.ts';

export const Skeleton = ({ className }: { className?: string }) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />
);
