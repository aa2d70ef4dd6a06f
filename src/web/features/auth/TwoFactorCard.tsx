import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TotpSetupAnswer } from '../../../contracts/mfa.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { mfaQuery, useConfirmTotp, useRemoveTotp, useStartTotp } from './mfa-api.ts';

/** Beveiliging: the authenticator app (on, off, set up with a QR code) and the recovery codes, shown once. */
export function TwoFactorCard() {
  const tm = t.mfa;
  const status = useQuery(mfaQuery);
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const failed = (err: unknown) =>
    toast({ title: tm.failed, description: errorText(err), variant: 'destructive' });
  const s = status.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tm.cardTitle}</CardTitle>
        <CardDescription>{tm.cardIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {codes ? (
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold text-slate-900">{tm.codesTitle}</h3>
            <p className="text-sm text-slate-700">{tm.codesIntro}</p>
            <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label={tm.codesTitle}>
              {codes.map((c) => (
                <li key={c} className="rounded bg-slate-100 px-2 py-1 text-slate-900">
                  {c}
                </li>
              ))}
            </ul>
            <Button type="button" onClick={() => setCodes(null)}>
              {tm.codesDone}
            </Button>
          </div>
        ) : s?.totp ? (
          <>
            <p className="text-sm text-slate-800">
              {tm.on} {s.required ? tm.required : ''} {tm.codesLeft(s.recoveryCodesLeft)}
            </p>
            {!s.required && (
              <form
                className="flex flex-col gap-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  remove.mutate(password, {
                    onSuccess: () => {
                      setPassword('');
                      toast({ title: tm.turnedOff });
                    },
                    onError: failed,
                  });
                }}
              >
                <InputField
                  label={tm.turnOffPassword}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <Button type="submit" variant="outline" disabled={remove.isPending || !password}>
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
                  setCodes(answer.recoveryCodes);
                  toast({ title: tm.turnedOn });
                },
                onError: failed,
              });
            }}
          >
            <p className="text-sm text-slate-700">{tm.scan}</p>
            <img src={setup.qrDataUrl} alt={tm.qrAlt} width={200} height={200} className="self-center" />
            <p className="text-sm break-all text-slate-800">
              {tm.secret}: <code className="font-mono">{setup.secret}</code>
            </p>
            <InputField
              label={tm.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" disabled={confirm.isPending || !code}>
              {tm.confirmSetup}
            </Button>
          </form>
        ) : (
          <>
            <p className="text-sm text-slate-800">
              {tm.off} {s?.required ? tm.required : ''}
            </p>
            <Button
              type="button"
              disabled={start.isPending || !s}
              onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: failed })}
            >
              {tm.start}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
