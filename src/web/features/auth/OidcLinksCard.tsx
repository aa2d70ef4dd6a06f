import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/index.ts';
import { api, apiListQuery, apiUrl, errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { toast } from '../../ui/toast.tsx';

const linksQuery = apiListQuery('/api/user/oidc');

/**
 * Profiel → Beveiliging: sign-in with an institution (decision 312), linked ("Koppelen", through
 * the provider) or unlinked ("Ontkoppelen") per provider (issue 47 part 8). Shown only when a
 * provider is configured for the account's type. The outcome of a link (`?oidc=gekoppeld`) or an
 * unlink is a status line that takes the focus.
 */
export function OidcLinksCard() {
  const to = t.oidc;
  const links = useQuery(linksQuery);
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('oidc');
  const [message, setMessage] = useState<string | null>(outcome ? (to.outcomes[outcome] ?? null) : null);
  const status = useRef<HTMLParagraphElement>(null);
  const unlink = useMutation({
    mutationFn: (provider: string) => api('delete', '/api/user/oidc/{provider}', { path: { provider } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: linksQuery.queryKey }),
  });
  // The outcome in the address is shown once, then dropped from it (a reload does not repeat it).
  useEffect(() => {
    if (!outcome) return;
    setParams(
      (p) => {
        p.delete('oidc');
        return p;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
  // The message takes the focus once it is on screen (after a link the list loads first).
  const focusFor = useRef<string | null>(null);
  const ready = Boolean(links.data?.length);
  useEffect(() => {
    if (!message || !ready || focusFor.current === message) return;
    focusFor.current = message;
    status.current?.focus();
  }, [message, ready]);

  if (!links.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{to.linksTitle}</CardTitle>
        <CardDescription>{to.linksIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {message && (
          <p
            ref={status}
            tabIndex={-1}
            role="status"
            className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 outline-none"
          >
            {message}
          </p>
        )}
        <ul className="flex flex-col divide-y divide-slate-100">
          {links.data.map((link) => (
            <li
              key={link.provider}
              className="flex flex-wrap items-center gap-3 py-2"
              data-testid="oidc-link"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{link.name}</p>
                <p className="text-sm text-slate-600">
                  {link.linked && link.linkedAt ? to.linkedSince(formatDate(link.linkedAt)) : to.notLinked}
                </p>
              </div>
              {link.linked ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unlink.isPending}
                  aria-label={`${to.unlink}: ${link.name}`}
                  onClick={() =>
                    unlink.mutate(link.provider, {
                      onSuccess: () => setMessage(to.unlinked(link.name)),
                      onError: (err) =>
                        toast({
                          title: to.outcomes.fout,
                          description: errorText(err),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  {to.unlink}
                </Button>
              ) : (
                <a
                  href={apiUrl('get', '/api/auth/oidc/{provider}/start', {
                    path: { provider: link.provider },
                    query: { koppel: '1' },
                  })}
                  className={buttonClass('outline', 'sm')}
                  aria-label={`${to.link}: ${link.name}`}
                >
                  {to.link}
                </a>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
