import { t } from '../../i18n/index.ts';
import { PasskeysCard } from './PasskeysCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** The only screen of an account that must set up a second factor first (see MfaGate). */
export default function MfaSetupScreen() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 py-4">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t.mfa.gateTitle}</h1>
      <p className="text-slate-700">{t.mfa.gateIntro}</p>
      <TwoFactorCard />
      <PasskeysCard />
    </div>
  );
}
