import { Globe } from 'lucide-react';
import { useEffect } from 'react';
import { type Language, setLanguage, t } from '../i18n/index.ts';
import { useLanguage } from '../i18n/use-language.tsx';
import { useSession } from '../lib/session.ts';
import { deferredPopup } from '../ui/deferred-popup.tsx';
import { saveLanguageSetting, useStoredLanguage } from './language-api.ts';

const LanguageMenu = deferredPopup(() => import('./LanguageMenu.tsx'), 'menu');

/**
 * NL / EN: switches every screen at once without a reload, remembers the choice in this browser
 * and, for a signed-in user, in their settings (best effort). A signed-in user's stored choice is
 * applied when their session loads.
 */
export function LanguagePicker() {
  const lang = useLanguage();
  const { user } = useSession();
  const stored = useStoredLanguage(!!user);

  useEffect(() => {
    if (stored) setLanguage(stored);
  }, [stored]);

  const choose = (next: Language) => {
    setLanguage(next);
    if (user) saveLanguageSetting(next);
  };

  return (
    <LanguageMenu
      lang={lang}
      onChoose={choose}
      trigger={{
        className:
          'inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'aria-label': t.nav.languageCurrent(t.nav.languageNames[lang]),
        'data-testid': 'language-picker',
        children: (
          <>
            <Globe className="h-4 w-4" aria-hidden="true" /> {lang.toUpperCase()}
          </>
        ),
      }}
    />
  );
}
