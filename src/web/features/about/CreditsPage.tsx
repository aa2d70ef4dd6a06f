import { t } from '../../i18n/index.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

const linkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** /bronnen: credits and licences of the scan items (O*NET CC BY 4.0 notice, IPIP). */
export default function CreditsPage() {
  const c = t.about.credits;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageTitle title={c.title} subtitle={c.subtitle} />
      <Card>
        <CardHeader>
          <CardTitle>{c.onetTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-slate-800">
          <p>{c.onetText}</p>
          <blockquote lang="en" className="border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
            {c.onetNotice}
          </blockquote>
          <p className="text-sm">
            <a className={linkClass} href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">
              {c.onetLicence}
            </a>{' '}
            ·{' '}
            <a className={linkClass} href="https://www.onetcenter.org/IP.html" rel="noreferrer">
              O*NET Interest Profiler
            </a>{' '}
            ·{' '}
            <a className={linkClass} href="https://www.onetonline.org/" rel="noreferrer">
              O*NET OnLine
            </a>
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{c.ipipTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-slate-800">
          <p>{c.ipipText}</p>
          <p className="text-sm">
            <a className={linkClass} href="https://ipip.ori.org/" rel="noreferrer">
              {c.ipipLink}
            </a>
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{c.ownTitle}</CardTitle>
        </CardHeader>
        <CardContent className="text-slate-800">
          <p>{c.ownText}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{c.readTitle}</CardTitle>
        </CardHeader>
        <CardContent className="text-slate-800">
          <p>{c.readText}</p>
        </CardContent>
      </Card>
    </div>
  );
}
