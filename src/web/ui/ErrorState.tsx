import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from './Button.tsx';
import { Card, CardContent } from './Card.tsx';
import { cn } from './cn.ts';

/**
 * A list that failed to load: says so (never "0 found") and offers a retry. Texts come from the
 * caller's catalogue, so the piece stays language-neutral.
 */
export function ErrorState({
  title,
  text,
  retryLabel,
  onRetry,
  retrying = false,
  compact = false,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
  /** For side panels, dropdowns and comment lists: less padding, a smaller heading. */
  compact?: boolean;
}) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent
        className={cn('flex flex-col items-center text-center', compact ? 'gap-2 py-4' : 'gap-3 py-10')}
      >
        <span
          className={cn(
            'inline-flex items-center justify-center rounded-full bg-red-100 text-red-800',
            compact ? 'h-8 w-8' : 'h-11 w-11',
          )}
        >
          <AlertTriangle className={compact ? 'h-4 w-4' : 'h-5 w-5'} aria-hidden="true" />
        </span>
        <h2 className={cn('font-semibold text-slate-900', compact ? 'text-sm' : 'text-lg')}>{title}</h2>
        <p className={cn('max-w-md text-slate-600', compact && 'text-sm')}>{text}</p>
        <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {retryLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
