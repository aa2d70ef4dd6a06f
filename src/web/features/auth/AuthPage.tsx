import { zodResolver } from '@hookform/resolvers/zod';
import { Briefcase, GraduationCap, User } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loginBody, passwordResetBody, registerFormBody } from '../../../contracts/auth.ts';
import { section, t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { RETURN_PARAM, safeReturnPath } from '../../lib/return-path.ts';
import { useSession } from '../../lib/session.ts';
import { firstInvalid, focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { InputField } from '../../ui/Field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.tsx';
import { useLogin, useRegister, useRequestPasswordReset, useSecondStepNavigation } from './api.ts';
import { FormMessage } from './FormMessage.tsx';
import { useLoginSecondStep } from './mfa-api.ts';
import { OidcButtons, OidcSignupForm } from './OidcSignIn.tsx';
import { usePasskeyLogin } from './passkey-api.ts';

// Live texts (a language switch re-renders); the contract's messages are written in the UI language
// when the form validates (contracts/messages, decision 515).
const a = section((m) => m.auth);

type Mode = 'login' | 'register' | 'reset';
const AUTH_TITLE = 'auth-title';
const REGISTER_FIELDS = ['firstName', 'lastName', 'instituteName', 'email', 'password'] as const;
type UserType = 'talent' | 'company' | 'institute';
const USER_TYPE_ICONS = { talent: User, company: Briefcase, institute: GraduationCap } as const;

export default function AuthPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [reset, setReset] = useState(params.get('tab') === 'reset');
  // The link that switched the form is gone: the focus goes to the card's heading, which says where.
  const switchTo = (toReset: boolean) => {
    setReset(toReset);
    focusResult(`#${AUTH_TITLE}`);
  };
  // Signed in (also right after signing in here): back to the page that sent the user.
  if (user) return <Navigate to={safeReturnPath(params.get(RETURN_PARAM))} replace />;
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const mode: Mode = reset ? 'reset' : tab;
  const initialType =
    (['talent', 'company', 'institute'] as const).find((x) => x === params.get('type')) ?? 'talent';

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <Card>
        <CardHeader className="text-center">
          <h1 id={AUTH_TITLE} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
            {mode === 'reset' ? a.resetTitle : a.title}
          </h1>
          {mode !== 'reset' && <CardDescription>{a.subtitle}</CardDescription>}
        </CardHeader>
        <CardContent>
          {params.get('oidc') === 'signup' ? (
            <OidcSignupForm />
          ) : mode === 'reset' ? (
            <ResetForm onBack={() => switchTo(false)} />
          ) : (
            <Tabs
              value={tab}
              onValueChange={(v) => setParams(v === 'register' ? { tab: 'register' } : {}, { replace: true })}
            >
              <TabsList stretch>
                <TabsTrigger value="login">{a.loginTab}</TabsTrigger>
                <TabsTrigger value="register">{a.registerTab}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onForgot={() => switchTo(true)} />
                <OidcButtons outcome={params.get('oidc')} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm initialType={initialType} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  // The API's own contract validates the form (same messages on both sides).
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  // Back from an institution's sign-in with a second factor to give (decision 312).
  const [params] = useSearchParams();
  const [secondStep, setSecondStep] = useState(params.get('oidc') === 'mfa');
  const login = useLogin(() => setSecondStep(true));
  // The server's answer to a failed sign-in, at the fields (issue 51): both marked when the pair is wrong.
  const [failure, setFailure] = useState<{ text: string; fields: boolean } | null>(null);
  const failureId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = form.formState;
  if (secondStep)
    return (
      <SecondStepForm
        onBack={() => {
          setSecondStep(false);
          focusResult(`#${AUTH_TITLE}`);
        }}
      />
    );
  const marked = failure?.fields
    ? { 'aria-invalid': true, 'aria-describedby': failureId }
    : failure
      ? { 'aria-describedby': failureId }
      : {};
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-4"
      onChange={() => setFailure(null)}
      onSubmit={form.handleSubmit((v) => {
        setFailure(null);
        login.mutate(v, {
          onError: (error) => {
            const fields = error instanceof ApiError && error.code === 'auth.invalid_credentials';
            setFailure({ text: fields ? a.invalidCredentials : errorText(error), fields });
            // The button was disabled while pending (the focus left it): to the fields, else the message.
            focusResult(fields ? firstInvalid(formRef.current) : `[id="${failureId}"]`);
          },
        });
      })}
    >
      <InputField
        label={a.email}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        {...(errors.email ? {} : marked)}
      />
      <InputField
        label={a.password}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        {...(errors.password ? {} : marked)}
      />
      {failure && (
        <p id={failureId} className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {failure.text}
        </p>
      )}
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? a.pending : a.loginSubmit}
      </Button>
      <PasskeyLoginButton />
      <button
        type="button"
        onClick={onForgot}
        className="self-center text-sm font-medium text-brand-700 hover:underline"
      >
        {a.forgot}
      </button>
    </form>
  );
}

/** Usernameless sign-in with a passkey (decision 311): counts as both steps. */
function PasskeyLoginButton() {
  const done = useSecondStepNavigation();
  const login = usePasskeyLogin(() => done());
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      disabled={login.isPending}
      onClick={() =>
        login.mutate(undefined, {
          onError: (error) =>
            toast({ title: t.toasts.loginFailed, description: errorText(error), variant: 'destructive' }),
        })
      }
    >
      {t.passkeys.signIn}
    </Button>
  );
}

/** The sign-in's second step (decision 310): a code from the authenticator app or a recovery code. */
function SecondStepForm({ onBack }: { onBack: () => void }) {
  const tm = t.mfa;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const codeField = useRef<HTMLInputElement>(null);
  const done = useSecondStepNavigation();
  const step = useLoginSecondStep(() => done());
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(undefined);
        step.mutate(code, {
          onError: (error) => {
            toast({ title: t.toasts.loginFailed, description: errorText(error), variant: 'destructive' });
            // At the field, which takes the focus back (the button was disabled while checking).
            setProblem(errorText(error));
            focusResult(() => codeField.current);
          },
        });
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{tm.codeTitle}</h2>
      <p className="text-sm text-slate-700">{tm.codeIntro}</p>
      <InputField
        ref={codeField}
        label={tm.code}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        error={problem}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={step.isPending || !code}>
        {step.isPending ? a.pending : tm.confirm}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center text-sm font-medium text-brand-700 hover:underline"
      >
        {tm.back}
      </button>
    </form>
  );
}

function RegisterForm({ initialType }: { initialType: UserType }) {
  const form = useForm<z.input<typeof registerFormBody>, unknown, z.output<typeof registerFormBody>>({
    resolver: zodResolver(registerFormBody),
    // The institute name field leaves the form (and its value) when another type is chosen.
    shouldUnregister: true,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', userType: initialType },
  });
  const register = useRegister();
  const { errors } = form.formState;
  const userType = form.watch('userType');
  const formRef = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-4"
      // The spec's payload sets id to the e-mail; the server ignores it and assigns its own.
      onSubmit={form.handleSubmit((v) =>
        register.mutate(
          {
            ...v,
            id: v.email,
            instituteName: v.userType === 'institute' ? v.instituteName : undefined,
          },
          {
            // A refused field stands at the field, which takes the focus (issue 51); else Registreren.
            onError: (error) => {
              const refused: Record<string, string> =
                error instanceof ApiError ? { ...error.fieldErrors } : {};
              if (error instanceof ApiError && error.code === 'auth.email_taken')
                refused.email = error.serverMessage;
              const fields = REGISTER_FIELDS.filter((f) => refused[f]);
              for (const f of fields) form.setError(f, { type: 'server', message: refused[f] });
              focusResult(fields.length ? firstInvalid(formRef.current) : () => submitButton.current);
            },
          },
        ),
      )}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{a.userType}</legend>
        <div className="grid grid-cols-3 gap-2">
          {(['talent', 'company', 'institute'] as const).map((type) => {
            const Icon = USER_TYPE_ICONS[type];
            return (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1 rounded-xl border p-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  userType === type
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-200 text-slate-700 hover:bg-slate-50',
                )}
              >
                <input type="radio" value={type} className="sr-only" {...form.register('userType')} />
                <Icon className="h-5 w-5" aria-hidden="true" />
                {t.userTypes[type]}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          label={a.firstName}
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...form.register('firstName')}
        />
        <InputField
          label={a.lastName}
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...form.register('lastName')}
        />
      </div>
      {userType === 'institute' && (
        <InputField
          label={a.instituteName}
          error={errors.instituteName?.message}
          autoComplete="organization"
          {...form.register('instituteName')}
        />
      )}
      <InputField
        label={a.email}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <InputField
        label={a.password}
        error={errors.password?.message}
        hint={a.passwordHint}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <Button ref={submitButton} type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? a.pending : a.registerSubmit}
      </Button>
    </form>
  );
}

/** Wachtwoord vergeten: asks the API for a reset link and shows its answer (the same for every address). */
function ResetForm({ onBack }: { onBack: () => void }) {
  const form = useForm<z.input<typeof passwordResetBody>, unknown, z.output<typeof passwordResetBody>>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  const { errors } = form.formState;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => request.mutate(v))}>
      <p className="text-sm text-slate-700">{a.resetIntro}</p>
      <InputField
        label={a.email}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <FormMessage result={request} />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? a.pending : a.resetSubmit}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center text-sm font-medium text-brand-700 hover:underline"
      >
        {a.backToLogin}
      </button>
    </form>
  );
}
