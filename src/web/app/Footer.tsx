import { pt as t } from '../i18n/language.ts';
import { cn } from '../ui/cn.ts';
import { Link } from '../ui/Link.tsx';

/** The page's footer: the app's (Layout) and the public pages' (decision 500). */
export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    // Signed in, from sm up the floating Coach button sits bottom-right: the footer leaves room for
    // it. On a phone the button sits in the header.
    <footer
      className={cn(
        'border-t border-slate-200 bg-white py-6 text-center text-xs text-slate-600',
        signedIn && 'sm:pb-24',
      )}
    >
      <p>{t.footer.text}</p>
      <nav aria-label={t.footer.label} className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
        <Link to={t.footer.accessibilityPath} className="underline underline-offset-2 hover:text-slate-900">
          {t.footer.accessibility}
        </Link>
        <Link to="/bronnen" className="underline underline-offset-2 hover:text-slate-900">
          {t.about.credits.footerLink}
        </Link>
      </nav>
    </footer>
  );
}
