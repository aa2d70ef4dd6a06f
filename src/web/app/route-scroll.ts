import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top (Landing → Opleider → Registreren opened /auth 218 px down, its
 * heading off screen): after an in-app move to another path, not on Back or Forward (the browser
 * keeps where the user was), not on the first load, and not for an address with a #fragment.
 */
export function useScrollTopOnRouteChange() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for every new path
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type !== 'POP' && !hash) window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
