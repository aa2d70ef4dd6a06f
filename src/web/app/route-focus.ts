import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its chunk and data loading) before we give up. */
const WAIT_MS = 5000;

/**
 * The router's focus rule: after an in-app move to another page (a menu link, signing in, a
 * redirect) the focus goes to the new page's heading, so a screen reader announces where the user
 * is and Tab continues from there instead of from the page body. Not on the first load (the skip
 * link comes first then), not while a dialog holds the focus, and not when the page already moved
 * the focus itself (e.g. to the scan's first question).
 */
export function useFocusOnRouteChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for every new path
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    const leftBehind = document.activeElement;
    let frame = 0;
    const attempt = () => {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"], [role="alertdialog"]')) return;
      // The page put the focus somewhere of its own (inside the main content): leave it there.
      if (active && active !== leftBehind && active !== document.body && active.closest('#main')) return;
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
