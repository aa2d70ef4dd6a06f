import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../ui/toast.tsx';
import { useSession } from './session.ts';
import { sessionJustExpired } from './session-expiry.ts';

/** Redirect delay to /auth (spec §9). */
export const AUTH_REDIRECT_DELAY_MS = 500;

/**
 * For pages that need a session (spec §6): when signed out, a toast (Unauthorized or Login vereist)
 * and a redirect to /auth after 0.5 s. Returns the user (null while redirecting).
 */
export function useRequireSignIn(toastTitle: string, description?: string) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    // A session that just ended mid-task is handled once, with its own toast and return address.
    if (isLoading || user || sessionJustExpired()) return;
    toast({ title: toastTitle, description, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/auth'), AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user, navigate, toastTitle, description]);
  return user;
}
