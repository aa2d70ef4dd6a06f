import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkProvider } from '../ui/Link.tsx';

/** Inside the app's router, every `ui/Link.tsx` link is React Router's (decision 500). */
export function RouterLinks({ children }: { children: ReactNode }) {
  return <LinkProvider value={RouterLink}>{children}</LinkProvider>;
}
