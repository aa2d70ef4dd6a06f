import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Briefcase, GraduationCap, User } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { PublicUser } from '../../../contracts/auth.ts';
import { section, t } from '../../i18n/index.ts';
import { apiJson, errorText } from '../../lib/api.ts';
import { SESSION_KEY, useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { InputField } from '../../ui/Field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.tsx';

// Live texts: a language switch changes the validation messages too (read when a field is checked).
const a = section((m) => m.auth);
const say = (
  key: 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'firstNameRequired' | 'lastNameRequired',
) => ({
  error: () => a[key],
});
const email = z
  .string()
  .trim()
  .min(1, say('emailRequired'))
  .pipe(z.email(say('emailInvalid')));
const loginSchema = z.object({ email, password: z.string().min(1, say('passwordRequired')) });
const registerSchema = z.object({
  firstName: z.string().trim().min(1, say('firstNameRequired')),
  lastName: z.string().trim().min(1, say('lastNameRequired')),
  email,
  // The 6-character hint is shown but not enforced here (spec §5); the server has the last word.
  password: z.string().min(1, say('passwordRequired')),
  userType: z.enum(['talent', 'company', 'institute']),
});
const resetSchema = z.object({ email: z.string().trim().min(1, say('emailRequired')) });

type Mode = 'login' | 'register' | 'reset';
type UserType = z.infer<typeof registerSchema>['userType'];
const USER_TYPE_ICONS = { talent: User, company: Briefcase, institute: GraduationCap } as const;

export default function AuthPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [reset, setReset] = useState(false);
  if (user) return <Navigate to="/" replace />;
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const mode: Mode = reset ? 'reset' : tab;
  const initialType =
    (['talent', 'company', 'institute'] as const).find((x) => x === params.get('type')) ?? 'talent';

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {mode === 'reset' ? a.resetTitle : a.title}
          </h1>
          <CardDescription>{a.subtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          {mode === 'reset' ? (
            <ResetForm onBack={() => setReset(false)} />
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
                <LoginForm onForgot={() => setReset(true)} />
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

/** Stores the returned user as the current one and goes to / (spec §2.3, §4). */
function useAuthMutation<T>(url: string, failureTitle: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: T) => apiJson<PublicUser>('POST', url, body),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
      navigate('/');
    },
    onError: (err) => toast({ title: failureTitle, description: errorText(err), variant: 'destructive' }),
  });
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const login = useAuthMutation<z.infer<typeof loginSchema>>('/api/login', t.toasts.loginFailed);
  const { errors } = form.formState;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => login.mutate(v))}>
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
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? a.pending : a.loginSubmit}
      </Button>
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

function RegisterForm({ initialType }: { initialType: UserType }) {
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', userType: initialType },
  });
  const register = useAuthMutation<z.infer<typeof registerSchema> & { id: string }>(
    '/api/register',
    t.toasts.registrationFailed,
  );
  const { errors } = form.formState;
  const userType = form.watch('userType');
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      // The spec's payload sets id to the e-mail; the server ignores it and assigns its own.
      onSubmit={form.handleSubmit((v) => register.mutate({ ...v, id: v.email }))}
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
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? a.pending : a.registerSubmit}
      </Button>
    </form>
  );
}

/** Reset mode: no call is made; a Dutch notice says the function comes soon (spec §2.3). */
function ResetForm({ onBack }: { onBack: () => void }) {
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);
  const { errors } = form.formState;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(() => setSent(true))}>
      <InputField
        label={a.email}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      {sent && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {a.resetNotice}
        </p>
      )}
      <Button type="submit" size="lg">
        {a.resetSubmit}
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
