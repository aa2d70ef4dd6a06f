import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TotpSetupAnswer } from '../../../contracts/mfa.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { mfaQuery, useCodesStored, useConfirmTotp, useRemoveTotp, useStartTotp } from './mfa-api.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { setRecoveryCodesPending } from './recovery-codes-state.ts';

/** Which field a refused password-and-code form points at (problem codes, http/problem-codes.ts). */
export function credentialField(err: unknown): 'password' | 'code' | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === 'auth.wrong_password' || err.fieldErrors.password) return 'password';
  if (err.code === 'auth.invalid_code' || err.code === 'auth.code_required' || err.fieldErrors.code)
    return 'code';
  return null;
}

/**
 * Beveiliging: the authenticator app (on, off, set up with a QR code) and the recovery codes, shown
 * once. Turning it off asks for the password and a code (issue 47). After each action the focus
 * goes to its result: the code field, the recovery codes' heading, the new state, or the field
 * that was refused.
 */
export function TwoFactorCard() {
  const tm = t.mfa;
  const status = useQuery(mfaQuery);
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'code' | 'setup'; text: string } | null>(null);
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const codesStored = useCodesStored();
  const setupCode = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const offCodeField = useRef<HTMLInputElement>(null);
  const state = useRef<HTMLParagraphElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const [focusState, setFocusState] = useState(false);
  const failed = (err: unknown) =>
    toast({ title: tm.failed, description: errorText(err), variant: 'destructive' });
  const s = status.data;

  useEffect(() => {
    if (setup) setupCode.current?.focus();
  }, [setup]);
  useEffect(() => {
    if (focusState && !codes) {
      state.current?.focus();
      setFocusState(false);
    }
  }, [focusState, codes]);
  // Leaving the screen with the codes unconfirmed must not keep the gate closed forever.
  useEffect(() => () => setRecoveryCodesPending(false), []);

  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setProblem({ field: 'password', text: tm.needPassword });
      passwordField.current?.focus();
      return;
    }
    if (!offCode) {
      setProblem({ field: 'code', text: tm.needCode });
      offCodeField.current?.focus();
      return;
    }
    remove.mutate(
      { password, code: offCode },
      {
        onSuccess: () => {
          setPassword('');
          setOffCode('');
          setProblem(null);
          setFocusState(true);
          toast({ title: tm.turnedOff });
        },
        onError: (err) => {
          const field = credentialField(err);
          if (!field) return failed(err);
          setProblem({ field, text: errorText(err) });
          focusResult(() => (field === 'password' ? passwordField : offCodeField).current);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tm.cardTitle}</CardTitle>
        <CardDescription>{tm.cardIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onStored={() => {
              setCodes(null);
              setRecoveryCodesPending(false);
              setFocusState(true);
              void codesStored();
            }}
          />
        ) : s?.totp ? (
          <>
            <p ref={state} tabIndex={-1} className="text-sm text-slate-800 outline-none">
              {tm.on} {s.required ? tm.required : ''} {tm.codesLeft(s.recoveryCodesLeft)}
            </p>
            {!s.required && (
              <form className="flex flex-col gap-3" onSubmit={turnOff} noValidate aria-label={tm.turnOff}>
                <p className="text-sm text-slate-700">{tm.turnOffIntro}</p>
                <InputField
                  ref={passwordField}
                  label={tm.turnOffPassword}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  error={problem?.field === 'password' ? problem.text : undefined}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <InputField
                  ref={offCodeField}
                  label={tm.turnOffCode}
                  autoComplete="one-time-code"
                  value={offCode}
                  error={problem?.field === 'code' ? problem.text : undefined}
                  onChange={(e) => setOffCode(e.target.value)}
                />
                <Button type="submit" variant="outline" disabled={remove.isPending}>
                  {tm.turnOff}
                </Button>
              </form>
            )}
          </>
        ) : setup ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              confirm.mutate(code, {
                onSuccess: (answer) => {
                  setSetup(null);
                  setCode('');
                  setProblem(null);
                  setRecoveryCodesPending(true);
                  setCodes(answer.recoveryCodes);
                  toast({ title: tm.turnedOn });
                },
                onError: (err) => {
                  setProblem({ field: 'setup', text: errorText(err) });
                  focusResult(() => setupCode.current);
                },
              });
            }}
          >
            <p className="text-sm text-slate-700">{tm.scan}</p>
            <img src={setup.qrDataUrl} alt={tm.qrAlt} width={200} height={200} className="self-center" />
            <p className="text-sm break-all text-slate-800">
              {tm.secret}: <code className="font-mono">{setup.secret}</code>
            </p>
            <InputField
              ref={setupCode}
              label={tm.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              error={problem?.field === 'setup' ? problem.text : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" disabled={confirm.isPending || !code}>
              {tm.confirmSetup}
            </Button>
          </form>
        ) : (
          <>
            <p ref={state} tabIndex={-1} className="text-sm text-slate-800 outline-none">
              {tm.off} {s?.required ? tm.required : ''}
            </p>
            <Button
              ref={startButton}
              type="button"
              disabled={start.isPending || !s}
              onClick={() =>
                start.mutate(undefined, {
                  onSuccess: setSetup,
                  onError: (err) => {
                    failed(err);
                    focusResult(() => startButton.current);
                  },
                })
              }
            >
              {tm.start}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
