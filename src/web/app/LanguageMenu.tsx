import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { LANGUAGES, type Language, pt as t } from '../i18n/language.ts';
import type { DeferredPopupProps } from '../ui/deferred-popup.tsx';

interface LanguageMenuProps {
  lang: Language;
  onChoose: (lang: Language) => void;
}

/** The language picker's menu (Radix); LanguagePicker.tsx loads it on first use. */
export default function LanguageMenu({
  lang,
  onChoose,
  trigger,
  defaultOpen,
}: LanguageMenuProps & DeferredPopupProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-36 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.RadioGroup value={lang} onValueChange={(v) => onChoose(v as Language)}>
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
    </DropdownMenu.Root>
  );
}
