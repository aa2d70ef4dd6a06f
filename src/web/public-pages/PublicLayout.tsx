import type { ReactNode } from 'react';
import { Footer } from '../app/Footer.tsx';
import { LanguageChoice } from '../app/LanguageChoice.tsx';
import { Logo } from '../app/Logo.tsx';
import { setLanguage, pt as t } from '../i18n/language.ts';
import { useLanguage } from '../i18n/use-language.tsx';
import { LiveRegion } from '../ui/announce.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { cn } from '../ui/cn.ts';
import { Link } from '../ui/Link.tsx';

/**
 * The main navigation of a visitor who is not signed in (the app's `navItems(null)`, spec §2.2;
 * app/nav.test.ts holds them equal): few enough to stay in the bar on a phone, so the public pages
 * need no side menu. Home is the logo there.
 */
export const PUBLIC_NAV = [
  { to: '/', label: () => t.nav.home, className: 'hidden sm:inline-flex' },
  { to: '/courses', label: () => t.nav.courses, className: 'inline-flex' },
] as const;

/** Header, page and footer of a public page for a visitor (decision 500): the app's Layout, signed out. */
export function PublicLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const lang = useLanguage(); // the shell re-renders in the new language at once
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t.nav.skipToContent}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
          <Logo />
          <nav aria-label={t.nav.mainNav} className="ml-1 flex min-w-0 items-center gap-0.5 sm:ml-2">
            {PUBLIC_NAV.map((item) => {
              const active = item.to === '/' ? pathname === '/' : pathname.startsWith(item.to);
              return (
                <Link
                  key={item.to}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'items-center rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    item.className,
                    active
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  {item.label()}
                </Link>
              );
            })}
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            <LanguageChoice lang={lang} onChoose={(next) => void setLanguage(next)} />
            <ButtonLink to="/auth" size="sm">
              {t.nav.login}
            </ButtonLink>
          </div>
        </div>
      </header>
      {/* At least a screen high (less the 4rem header), as in the app's Layout. */}
      <main
        id="main"
        className="mx-auto min-h-[calc(100vh-4rem)] w-full max-w-7xl flex-1 px-3 py-6 sm:px-6 sm:py-8"
      >
        {children}
      </main>
      <Footer signedIn={false} />
      <LiveRegion />
    </div>
  );
}
