import { useSyncExternalStore } from 'react';

/**
 * What follows an action that changes the page (decision 460): the focus moves to its result and a
 * polite live region says the outcome. Every screen uses these instead of its own: `focusResult(
 * target, message?)` after a success or an error the page shows; its message is for an outcome that
 * neither the focused element nor a toast (sonner's list is a polite live region too) says, and is
 * not on the screen as well (the region's text is in the page like any other).
 */

let spoken = '';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => spoken;
const set = (text: string) => {
  spoken = text;
  for (const listener of listeners) listener();
};

/** The one polite live region (the shell mounts it once, empty, so it exists before it speaks). */
export function LiveRegion() {
  const text = useSyncExternalStore(subscribe, current, () => '');
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
      {text}
    </div>
  );
}

let pending = 0;
/** Says `message` politely. Emptied first, so the same sentence twice is said twice. */
function announce(message: string) {
  if (typeof window === 'undefined') return;
  set('');
  window.clearTimeout(pending);
  pending = window.setTimeout(() => set(message), 60);
}

/** An element, a CSS selector, or a function that finds it once the page has rendered the result. */
type Target = HTMLElement | string | null | undefined | (() => Element | null | undefined);

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
const TYPING = 'input, textarea, select, [contenteditable="true"]';
/** How long the result may take to appear (a refetch, a lazy chunk) before focus is left alone. */
const WAIT_MS = 4000;

const find = (target: Target): HTMLElement | null => {
  const found =
    typeof target === 'function'
      ? target()
      : typeof target === 'string'
        ? document.querySelector(target)
        : target;
  return found instanceof HTMLElement && found.isConnected ? found : null;
};

/**
 * Moves the focus to an action's result (the new content's heading, the first invalid field, the
 * dialog's opener) as soon as it is on the page, and announces `message` when given. A heading or
 * another element that cannot take focus gets `tabindex="-1"` first.
 */
export function focusResult(target: Target, message?: string) {
  if (typeof window === 'undefined') return;
  if (message) announce(message);
  const started = performance.now();
  const from = document.activeElement;
  const attempt = () => {
    // The person went on typing elsewhere while the result loaded: their place wins.
    const now = document.activeElement;
    if (now !== from && now instanceof HTMLElement && now.matches(TYPING)) return;
    const el = find(target);
    if (el && !el.hasAttribute('disabled')) {
      if (!el.matches(FOCUSABLE)) el.setAttribute('tabindex', '-1');
      el.focus();
      return;
    }
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(attempt);
  };
  // After React has committed the state change that shows the result.
  requestAnimationFrame(attempt);
}

/** The first field marked invalid inside `root` (a form): where a failed submit sends the focus. */
export const firstInvalid = (root: ParentNode | null | undefined) => () =>
  root?.querySelector<HTMLElement>('[aria-invalid="true"]');
