import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Globe } from 'lucide-react';
import { LANGUAGES, t } from '../i18n/index.ts';

/** NL and EN are offered; only NL shows as label and the choice has no visible effect (spec §2.2). */
export function LanguagePicker() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-label={`${t.nav.language}: NL`}
      >
        <Globe className="h-4 w-4" aria-hidden="true" /> NL
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {LANGUAGES.map((lang) => (
            <DropdownMenu.Item
              key={lang}
              className="cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              {lang}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
