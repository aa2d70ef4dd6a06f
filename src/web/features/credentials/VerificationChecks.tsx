import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import type { VerificationChecks as Checks } from '../../../contracts/credentials.ts';
import { publicSection as section } from '../../i18n/language.ts';

const t = section((m) => m.credentials);

/** The checks the verifier ran, each with its result: what "valid" rests on. */
export function VerificationChecks({ checks }: { checks: Checks }) {
  return (
    <div>
      <h2 className="text-sm text-slate-600">{t.checksTitle}</h2>
      <ul className="mt-2 space-y-1" data-testid="verification-checks">
        {(['signature', 'issuerKey', 'status', 'schema'] as const).map((name) => {
          const result = checks[name];
          const Icon = result === 'passed' ? CheckCircle2 : result === 'failed' ? XCircle : CircleDashed;
          const tone =
            result === 'passed'
              ? 'text-emerald-700'
              : result === 'failed'
                ? 'text-red-700'
                : 'text-slate-500';
          return (
            <li key={name} className="flex items-center gap-2 text-sm text-slate-800">
              <Icon className={`h-4 w-4 shrink-0 ${tone}`} aria-hidden="true" />
              <span>
                {t.checks[name]}: <span className={`font-medium ${tone}`}>{t.checkResult[result]}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
