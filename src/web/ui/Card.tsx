import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
);
export const CardHeader = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-1.5 p-5 pb-3 sm:p-6 sm:pb-3', className)} {...props} />
);
/** A card's heading; takes a ref (React 19), so an action's result can move the focus to it. */
export const CardTitle = ({ className, ...props }: ComponentProps<'h2'>) => (
  <h2
    className={cn('text-lg font-semibold leading-tight text-slate-900 outline-none', className)}
    {...props}
  />
);
export const CardDescription = ({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('text-sm text-slate-600', className)} {...props} />
);
export const CardContent = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />
);
