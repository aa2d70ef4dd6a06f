import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { t } from '../../i18n/index.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';

/** Where deleting the account ends — a confirmation, not a red "Login vereist". */
export default function AccountDeletedPage() {
  const tp = t.profile.privacy;
  const heading = useRef<HTMLHeadingElement>(null);
  // Coming from the profile's dialog: start at the top and say where the user is now.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
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
