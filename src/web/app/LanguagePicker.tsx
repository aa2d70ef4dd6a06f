import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { useEffect } from 'react';
import { LANGUAGES, type Language, setLanguage, t } from '../i18n/index.ts';
import { useLanguage } from '../i18n/use-language.tsx';
import { useSession } from '../lib/session.ts';
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

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={t.nav.languageCurrent(t.nav.languageNames[lang])}
        data-testid="language-picker"
      >
        <Globe className="h-4 w-4" aria-hidden="true" /> {lang.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup value={lang} onValueChange={(v) => choose(v as Language)}>
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={code}
                className="flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                <span className="inline-flex w-4" aria-hidden="true">
                  <DropdownMenu.ItemIndicator>
                    <Check className="h-4 w-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t.nav.languageNames[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
