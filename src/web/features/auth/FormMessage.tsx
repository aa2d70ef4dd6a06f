import { useEffect, useRef } from 'react';
import { errorText } from '../../lib/api.ts';
import { focusResult } from '../../ui/announce.tsx';

/**
 * The answer of a form's request: the server's message or its error. It takes the focus when it
 * appears (the submit button was disabled while the request ran), so it is read at once (issue 51).
 */
export function FormMessage({
  result,
}: {
  result: { isSuccess: boolean; isError: boolean; data?: { message: string } | undefined; error: unknown };
}) {
  const box = useRef<HTMLParagraphElement>(null);
  const shown = result.isSuccess ? 'success' : result.isError ? 'error' : null;
  useEffect(() => {
    if (shown) focusResult(box.current);
  }, [shown]);
  if (result.isSuccess && result.data) {
    return (
      <p
        ref={box}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 outline-none"
      >
        {result.data.message}
      </p>
    );
  }
  if (result.isError) {
    return (
      <p
        ref={box}
        tabIndex={-1}
        role="alert"
        className="rounded-lg bg-red-50 p-3 text-sm text-red-900 outline-none"
      >
        {errorText(result.error)}
      </p>
    );
  }
  return null;
}
