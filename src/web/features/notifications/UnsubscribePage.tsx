import { MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/index.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useUnsubscribe } from './api.ts';

/**
 * /unsubscribe?token=…: the link in every notification mail. Works without signing in:
 * opening it turns every notification e-mail off (security mails keep coming).
 */
export default function UnsubscribePage() {
  const tu = t.notifications.unsubscribe;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);
  const text = !token
    ? tu.missing
    : unsubscribe.isSuccess
      ? unsubscribe.data.message
      : unsubscribe.isError
        ? tu.failed
        : null;
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-3 pt-8 sm:pt-8">
        <MailX className="h-10 w-10 text-brand-600" aria-hidden="true" />
        <h1 className="text-xl font-bold text-slate-900">{tu.title}</h1>
        {text === null ? (
          <Spinner label={tu.busy} />
        ) : (
          <p className="text-slate-700" role="status" data-testid="unsubscribe-result">
            {text}
          </p>
        )}
        <ButtonLink to="/profile" variant="outline">
          {tu.settings}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
