import { t } from '../../i18n/index.ts';
import { ButtonLink } from '../../ui/Button.tsx';

export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t.notFound.title}</h1>
      <p className="text-slate-600">{t.notFound.text}</p>
      <ButtonLink to="/" variant="outline">
        {t.notFound.home}
      </ButtonLink>
    </div>
  );
}

/** README: the not-found screen */
