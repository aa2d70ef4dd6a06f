import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  TOKEN_FEATURES,
  type TokenCreated,
  type TokenFeature,
  type TokenScope,
} from '../../../contracts/access-tokens.ts';
import { API_TAGS } from '../../../contracts/api-tags.ts';
import { getLanguage, t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input, InputField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { credentialField, mfaQuery } from '../auth/index.ts';
import { tokensQuery, usableScopesQuery, useCreateToken, useRevokeToken } from './tokens-api.ts';

const EXPIRY_DAYS = [30, 90, 365] as const;

/**
 * A scope's name in the active language, beside its tag in contracts/api-tags.ts (read here, not in
 * the catalogue, so that the list stays out of the first-load scripts).
 */
const scopeName = (feature: TokenFeature) => API_TAGS[feature].scope[getLanguage()];

/** A granted scope (`vacancies:read`) as people read it: "Vacatures: lezen" (issue 51). */
const scopeLabel = (scope: string) => {
  const [feature, kind] = scope.split(':');
  const known = TOKEN_FEATURES.find((f) => f === feature);
  if (!known || (kind !== 'read' && kind !== 'write')) return scope;
  return `${scopeName(known)}: ${t.tokens[kind]}`;
};

/**
 * The features with a scope the account can use (the server lists them), by their name in the
 * active language (the tags are collected from the features' contract files, in no order of theirs).
 */
const featuresOf = (usable: readonly TokenScope[]): TokenFeature[] =>
  TOKEN_FEATURES.filter((f) => usable.some((scope) => scope.startsWith(`${f}:`))).sort((a, b) =>
    scopeName(a).localeCompare(scopeName(b), getLanguage()),
  );

/** Beveiliging: the user's personal access tokens: make one (shown once), see them, revoke one. */
export function TokensCard() {
  const tt = t.tokens;
  const query = useQuery(tokensQuery);
  const usable = useQuery(usableScopesQuery).data ?? [];
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(90);
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{
    name?: string;
    scopes?: string;
    password?: string;
    code?: string;
  }>({});
  const [made, setMade] = useState<TokenCreated | null>(null);
  // With an authenticator app, making a token asks for a code too (issue 47).
  const hasApp = useQuery(mfaQuery).data?.totp === true;
  const nameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const scopesStart = useRef<HTMLFieldSetElement>(null);
  const madeTitle = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (made) madeTitle.current?.focus();
  }, [made]);
  /** Opening the form puts the focus in its first field; closing it, back on the button that opened it. */
  const openForm = () => {
    setOpen(true);
    focusResult(() => nameField.current);
  };

  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((s) => (on ? [...s.filter((x) => x !== scope), scope] : s.filter((x) => x !== scope)));
  const reset = () => {
    setName('');
    setDays(90);
    setScopes([]);
    setPassword('');
    setCode('');
    setProblem({});
    setOpen(false);
  };
  const cancel = () => {
    reset();
    focusResult(() => opener.current);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: tt.needName }),
      ...(scopes.length > 0 ? {} : { scopes: tt.needScope }),
      ...(password ? {} : { password: tt.needPassword }),
      ...(!hasApp || code.trim() ? {} : { code: tt.needCode }),
    };
    setProblem(found);
    // The focus goes to the first field that needs attention.
    if (found.name) return nameField.current?.focus();
    if (found.scopes) return scopesStart.current?.querySelector('input')?.focus();
    if (found.password) return passwordField.current?.focus();
    if (found.code) return codeField.current?.focus();
    create.mutate(
      { name: name.trim(), scopes, expiresInDays: days, password, ...(hasApp ? { code: code.trim() } : {}) },
      {
        onSuccess: (token) => {
          setMade(token);
          reset();
        },
        onError: (err) => {
          const field = credentialField(err);
          if (!field) return toast({ title: tt.failed, description: errorText(err), variant: 'destructive' });
          setProblem({ [field]: err instanceof ApiError ? err.serverMessage : String(err) });
          (field === 'password' ? passwordField : codeField).current?.focus();
        },
      },
    );
  };
  const copy = async (token: string) => {
    await navigator.clipboard?.writeText(token).catch(() => undefined);
    toast({ title: tt.copied });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tt.title}</CardTitle>
        <CardDescription>{tt.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {made && (
          <div
            className="flex flex-col gap-2 rounded-lg border border-green-300 bg-green-50 p-3"
            role="status"
          >
            <h3 ref={madeTitle} tabIndex={-1} className="font-medium text-slate-900 outline-none">
              {tt.createdTitle}
            </h3>
            <p className="text-sm text-slate-700">{tt.createdText}</p>
            <Field label={made.name}>
              {({ id: inputId }) => (
                <Input
                  id={inputId}
                  readOnly
                  value={made.token}
                  className="font-mono text-xs"
                  data-testid="new-token"
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => copy(made.token)}>
                {tt.copy}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setMade(null);
                  focusResult(() => opener.current);
                }}
              >
                {tt.done}
              </Button>
            </div>
          </div>
        )}
        {!open ? (
          <Button ref={opener} variant="outline" className="self-start" onClick={openForm}>
            {tt.create}
          </Button>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={tt.create}>
            <InputField
              ref={nameField}
              label={tt.name}
              hint={tt.nameHint}
              error={problem.name}
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Field label={tt.expires}>
              {({ id: selectId }) => (
                <select
                  id={selectId}
                  className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
                  value={days}
                  onChange={(e) => setDays(Number(e.target.value))}
                >
                  {EXPIRY_DAYS.map((d) => (
                    <option key={d} value={d}>
                      {tt.days(d)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <fieldset
              ref={scopesStart}
              className="flex flex-col gap-1"
              aria-describedby={problem.scopes ? `${id}-scopes` : undefined}
            >
              <legend className="mb-1 text-sm font-medium text-slate-800">{tt.scopes}</legend>
              {featuresOf(usable).map((feature) => (
                <div
                  key={feature}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-1.5"
                >
                  <span className="text-sm text-slate-800">{scopeName(feature)}</span>
                  <span className="ml-auto flex gap-4">
                    {(['read', 'write'] as const).map((kind) => {
                      const scope: TokenScope = `${feature}:${kind}`;
                      // An empty cell keeps the read and change columns aligned down the list.
                      if (!usable.includes(scope))
                        return <span key={kind} className="w-20" aria-hidden="true" />;
                      return (
                        <label key={kind} className="flex w-20 items-center gap-1.5 text-sm text-slate-700">
                          <input
                            type="checkbox"
                            className="h-4 w-4 accent-brand-600"
                            checked={scopes.includes(scope)}
                            onChange={(e) => toggle(scope, e.target.checked)}
                            aria-label={`${scopeName(feature)}: ${tt[kind]}`}
                          />
                          {tt[kind]}
                        </label>
                      );
                    })}
                  </span>
                </div>
              ))}
              {problem.scopes && (
                <p id={`${id}-scopes`} className="text-xs font-medium text-red-700">
                  {problem.scopes}
                </p>
              )}
            </fieldset>
            <InputField
              ref={passwordField}
              label={tt.password}
              hint={tt.passwordHint}
              type="password"
              autoComplete="current-password"
              error={problem.password}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {hasApp && (
              <InputField
                ref={codeField}
                label={tt.code}
                autoComplete="one-time-code"
                error={problem.code}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? tt.creating : tt.create}
              </Button>
              <Button variant="outline" onClick={cancel}>
                {t.profile.cancel}
              </Button>
            </div>
          </form>
        )}
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError query={query} compact />}
        {query.data &&
          (query.data.length === 0 ? (
            <p className="text-sm text-slate-600">{tt.none}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100" aria-label={tt.title}>
              {query.data.map((token) => (
                <li
                  key={token.id}
                  className="flex flex-wrap items-start gap-3 py-3"
                  data-testid="access-token"
                >
                  <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="font-medium break-words text-slate-900">{token.name}</p>
                    <p className="flex flex-wrap gap-1">
                      {token.scopes.map((s) => (
                        <Badge key={s} tone="neutral">
                          {scopeLabel(s)}
                        </Badge>
                      ))}
                    </p>
                    <p className="text-sm text-slate-600">
                      {tt.created}: {formatDate(token.createdAt)} · {tt.lastUsed}:{' '}
                      {token.lastUsedAt ? formatDate(token.lastUsedAt) : tt.never} · {tt.expiresOn}:{' '}
                      {formatDate(token.expiresAt)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending}
                    aria-label={`${tt.revoke}: ${token.name}`}
                    onClick={() =>
                      revoke.mutate(token.id, {
                        onSuccess: () => {
                          toast({ title: tt.revoked });
                          // The token's row is gone: the focus goes to the card's own button.
                          focusResult(() => opener.current);
                        },
                        onError: (err) =>
                          toast({ title: tt.failed, description: errorText(err), variant: 'destructive' }),
                      })
                    }
                  >
                    {tt.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </CardContent>
    </Card>
  );
}
