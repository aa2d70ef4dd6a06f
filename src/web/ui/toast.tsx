import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pt as t } from '../i18n/language.ts';

// sonner (~10 KB gzip) loads with the first toast, not with the first page. A toast raised before
// the Toaster has subscribed is not lost: sonner replays active toasts to a new subscriber.
const loadSonner = () => import('sonner');

const SpecToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return {
    /** One toast visible at a time, shown 5 s (spec §9). */
    // Below the 4rem sticky header (toasts never cover it), on every screen width.
    default: () => (
      <Toaster
        position="top-right"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        // Its list and close button named in the interface's language (sonner's are English).
        customAriaLabel={t.common.toasts}
        toastOptions={{ closeButtonAriaLabel: t.common.closeToast }}
      />
    ),
  };
});

let needed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isNeeded = () => needed;

/** Mount once at the root; it renders (and downloads sonner) from the first toast on. */
export function Toaster() {
  const show = useSyncExternalStore(subscribe, isNeeded, isNeeded);
  return show ? (
    <Suspense fallback={null}>
      <SpecToaster />
    </Suspense>
  ) : null;
}

/** Spec-style toasts: a title and an optional description; `destructive` for failures. */
export function toast(opts: { title: string; description?: string; variant?: 'default' | 'destructive' }) {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast: sonnerToast }) => {
    sonnerToast.dismiss();
    const fn = opts.variant === 'destructive' ? sonnerToast.error : sonnerToast.success;
    fn(opts.title, { description: opts.description });
  });
}
