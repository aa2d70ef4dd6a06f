import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../i18n/index.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
import { useForgetSession } from './api.ts';

/** Where deleting the account ends — a confirmation, not a red "Login vereist". */
export default function AccountDeletedPage() {
  const tp = t.profile.privacy;
  const heading = useRef<HTMLHeadingElement>(null);
  const forget = useForgetSession();
  const deletedJustNow =
    (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  // Coming from the profile's dialog: the session is gone (forgotten only now that this page shows,
  // not while the profile was still on screen), start at the top and say where the user is now.
  useEffect(() => {
    if (deletedJustNow) forget();
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [deletedJustNow, forget]);
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
          <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold leading-tight text-slate-900 outline-none"
        >
          {tp.deleted}
        </h1>
        <CardDescription>{tp.deletedText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/">{tp.deletedHome}</ButtonLink>
        <ButtonLink to="/auth" variant="outline">
          {tp.deletedRegister}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
