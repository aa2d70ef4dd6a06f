import { useEffect } from 'react';
import { type Language, setLanguage } from '../i18n/index.ts';
import { useLanguage } from '../i18n/use-language.tsx';
import { useSession } from '../lib/session.ts';
import { LanguageChoice } from './LanguageChoice.tsx';
import { saveLanguageSetting, useStoredLanguage } from './language-api.ts';

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

  return <LanguageChoice lang={lang} onChoose={choose} />;
}
