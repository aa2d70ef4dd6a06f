import { errorText } from '../../lib/api.ts';

/** The answer of a form's request, announced to screen readers: the server's message or its error. */
export function FormMessage({
  result,
}: {
  result: { isSuccess: boolean; isError: boolean; data?: { message: string } | undefined; error: unknown };
}) {
  if (result.isSuccess && result.data) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {result.data.message}
      </p>
    );
  }
  if (result.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
        {errorText(result.error).replace(/^\d{3}: /, '')}
      </p>
    );
  }
  return null;
}
