import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from './Button.tsx';
import { Card, CardContent } from './Card.tsx';

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
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-red-100 text-red-800">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="max-w-md text-slate-600">{text}</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {retryLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
