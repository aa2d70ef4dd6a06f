import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';

/** One toast visible at a time, shown 5 s (spec §9). */
export const Toaster = () => (
  <SonnerToaster position="top-right" visibleToasts={1} duration={5000} richColors closeButton />
);

/** Spec-style toasts: a title and an optional description; `destructive` for failures. */
export function toast(opts: { title: string; description?: string; variant?: 'default' | 'destructive' }) {
  sonnerToast.dismiss();
  const fn = opts.variant === 'destructive' ? sonnerToast.error : sonnerToast.success;
  fn(opts.title, { description: opts.description });
}
