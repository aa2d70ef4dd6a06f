import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n/index.ts';
import { api, apiListQuery, apiQuery, apiUrl, errorText } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { InputField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';

/** Sign-in with an institution (OpenID Connect, decision 312): the buttons and the sign-up step. */

/** "Inloggen met <name>" per configured provider, and what the last round trip came back with. */
export function OidcButtons({ outcome }: { outcome: string | null }) {
  const providers = useQuery(apiListQuery('/api/auth/oidc/providers'));
  const message = outcome ? t.oidc.outcomes[outcome] : undefined;
  if (!providers.data?.length && !message) return null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {message && (
        <p role="status" className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          {message}
        </p>
      )}
      {providers.data && providers.data.length > 0 && (
        <p className="text-center text-sm text-slate-500">{t.oidc.or}</p>
      )}
      {providers.data?.map((p) => (
        <a
          key={p.id}
          href={apiUrl('get', '/api/auth/oidc/{provider}/start', { path: { provider: p.id } })}
          className={buttonClass('secondary', 'lg')}
        >
          {t.oidc.signInWith(p.name)}
        </a>
      ))}
    </div>
  );
}

/** A new user through a provider chooses a user type (an institute also its name). */
export function OidcSignupForm() {
  const info = useQuery({ ...apiQuery('/api/auth/oidc/signup'), retry: false });
  const [userType, setUserType] = useState<'talent' | 'company' | 'institute'>('talent');
  const [instituteName, setInstituteName] = useState('');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () =>
      api('post', '/api/auth/oidc/signup', {
        body: { userType, ...(userType === 'institute' ? { instituteName } : {}) },
      }),
    onSuccess: (user) => {
      qc.setQueryData(SESSION_KEY, user);
      navigate('/');
    },
    onError: (error) =>
      toast({ title: t.oidc.outcomes.fout, description: errorText(error), variant: 'destructive' }),
  });
  if (info.isError) return <p role="status">{t.oidc.expired}</p>;
  if (!info.data) return null;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{t.oidc.signupTitle}</h2>
      <p className="text-sm text-slate-600">{t.oidc.signupIntro(info.data.provider, info.data.email)}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t.oidc.userType}</legend>
        {info.data.userTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="userType"
              value={type}
              checked={userType === type}
              onChange={() => setUserType(type)}
            />
            {t.oidc.types[type]}
          </label>
        ))}
      </fieldset>
      {userType === 'institute' && (
        <InputField
          label={t.oidc.instituteName}
          value={instituteName}
          onChange={(e) => setInstituteName(e.target.value)}
        />
      )}
      {userType !== 'talent' && <p className="text-sm text-slate-600">{t.oidc.review}</p>}
      <Button type="submit" size="lg" disabled={create.isPending}>
        {t.oidc.create}
      </Button>
    </form>
  );
}
