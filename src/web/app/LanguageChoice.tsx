import { Globe } from 'lucide-react';
import { type Language, pt as t } from '../i18n/language.ts';
import { deferredPopup } from '../ui/deferred-popup.tsx';

const LanguageMenu = deferredPopup(() => import('./LanguageMenu.tsx'), 'menu');

/**
 * The NL / EN button and its menu (loaded on first use): the app's LanguagePicker and the public
 * pages' header (decision 500) say what a choice does.
 */
export function LanguageChoice({ lang, onChoose }: { lang: Language; onChoose: (next: Language) => void }) {
  return (
    <LanguageMenu
      lang={lang}
      onChoose={onChoose}
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
