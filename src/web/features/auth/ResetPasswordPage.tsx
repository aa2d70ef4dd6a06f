import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, REGISTER_PASSWORD_TOO_SHORT } from '../../../domain/password-policy.ts';
import { section } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { useConfirmPasswordReset } from './api.ts';
import { FormMessage } from './FormMessage.tsx';

const a = section((m) => m.auth);
const linkClass = 'self-center text-sm font-medium text-brand-700 hover:underline';

/** /auth/reset?token=…: the page the reset mail links to; sets a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(REGISTER_PASSWORD_TOO_SHORT());
    if (password !== repeat) return setProblem(a.newPasswordMismatch);
    setProblem(undefined);
    confirm.mutate({ token, password });
  };

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{a.newPasswordTitle}</h1>
          <CardDescription>{a.newPasswordIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          {!token ? (
            <div className="flex flex-col gap-4">
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                {a.newPasswordMissingToken}
              </p>
              <Link to="/auth?tab=reset" className={linkClass}>
                {a.requestNewLink}
              </Link>
            </div>
          ) : confirm.isSuccess ? (
            <div className="flex flex-col gap-4">
              <FormMessage result={confirm} />
              <Link to="/auth" className={linkClass}>
                {a.goToLogin}
              </Link>
            </div>
          ) : (
            <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
              <InputField
                label={a.newPassword}
                hint={a.newPasswordHint}
                error={problem}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <InputField
                label={a.newPasswordRepeat}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
              <FormMessage result={confirm} />
              <Button type="submit" size="lg" disabled={confirm.isPending}>
                {confirm.isPending ? a.pending : a.newPasswordSubmit}
              </Button>
              {confirm.isError && (
                <Link to="/auth?tab=reset" className={linkClass}>
                  {a.requestNewLink}
                </Link>
              )}
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
