import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const Tabs = TabsPrimitive.Root;
/** `stretch` makes the list full width with equal triggers. */
export const TabsList = ({
  className,
  stretch,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { stretch?: boolean }) => (
  <TabsPrimitive.List
    className={cn(
      stretch ? 'flex w-full [&>*]:flex-1' : 'inline-flex max-w-full',
      'gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1',
      className,
    )}
    {...props}
  />
);
export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn(
      'rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
      className,
    )}
    {...props}
  />
);
export const TabsContent = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />
);
