import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../ui/toast.tsx', () => ({ toast: vi.fn() }));
vi.mock('../i18n/index.ts', () => ({
  t: { toasts: { sessionExpired: 'Sessie verlopen', sessionExpiredText: 'Log opnieuw in' } },
  getLanguage: () => 'nl',
  subscribeLanguage: () => () => undefined,
}));

afterEach(() => vi.unstubAllGlobals());

function stubWindow(pathname: string, search = '') {
  const pushState = vi.fn();
  const dispatchEvent = vi.fn();
  vi.stubGlobal('window', { location: { pathname, search }, history: { pushState }, dispatchEvent });
  vi.stubGlobal('PopStateEvent', class extends Event {});
  return { pushState, dispatchEvent };
}

describe('a 401 mid-session', async () => {
  const { ApiError } = await import('./api.ts');
  const { handleSessionExpiry } = await import('./query-client.ts');
  const { toast } = await import('../ui/toast.tsx');

  it('clears the session and cached data, shows the toast and goes to /auth with the page', () => {
    const { pushState, dispatchEvent } = stubWindow('/subsidies', '?tab=aanvragen');
    const client = new QueryClient();
    client.setQueryData(['/api/user'], { id: 1 });
    client.setQueryData(['/api/user/subsidy-applications'], []);
    expect(handleSessionExpiry(new ApiError(401, '{"message":"Niet ingelogd"}', ''), client)).toBe(true);
    expect(client.getQueryData(['/api/user'])).toBeNull();
    expect(client.getQueryData(['/api/user/subsidy-applications'])).toBeUndefined();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    expect(pushState).toHaveBeenCalledWith(null, '', '/auth?next=%2Fsubsidies%3Ftab%3Daanvragen');
    expect(dispatchEvent).toHaveBeenCalledOnce();
  });

  it('leaves a 401 while signed out (a failed login) and other errors to the screen', () => {
    const { pushState } = stubWindow('/auth');
    const client = new QueryClient();
    client.setQueryData(['/api/user'], null);
    expect(handleSessionExpiry(new ApiError(401, 'x', ''), client)).toBe(false);
    client.setQueryData(['/api/user'], { id: 1 });
    expect(handleSessionExpiry(new ApiError(403, 'x', ''), client)).toBe(false);
    expect(handleSessionExpiry(new Error('network'), client)).toBe(false);
    expect(pushState).not.toHaveBeenCalled();
  });
});
