import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hasStoredLanguage, setLanguage, t } from '../../i18n/index.ts';
import { Card, CardContent } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /toegankelijkheid and /accessibility: the accessibility statement in the active language. */
export default function AccessibilityPage() {
  const { pathname } = useLocation();
  // /accessibility is the English address: without a chosen language it opens in English.
  useEffect(() => {
    if (!hasStoredLanguage()) setLanguage(pathname === '/accessibility' ? 'en' : 'nl', { remember: false });
  }, [pathname]);
  const a = t.accessibility;
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={a.title} subtitle={a.updated} />
      <Card>
        <CardContent className="space-y-6 pt-6 leading-relaxed text-slate-700">
          <p>{a.intro}</p>
          <Section id="a11y-standard" title={a.standardTitle}>
            <p>{a.standard}</p>
          </Section>
          <Section id="a11y-status" title={a.statusTitle}>
            <p>{a.status}</p>
          </Section>
          <Section id="a11y-tested" title={a.testedTitle}>
            <ul className="list-disc space-y-1 pl-5">
              {a.tested.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Section>
          <Section id="a11y-exceptions" title={a.exceptionsTitle}>
            <ul className="list-disc space-y-1 pl-5">
              {a.exceptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Section>
          <Section id="a11y-report" title={a.reportTitle}>
            <p>{a.report}</p>
            <p>
              <a
                href={`mailto:${a.contactEmail}`}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {a.contactEmail}
              </a>
            </p>
            <p>{a.escalate}</p>
          </Section>
        </CardContent>
      </Card>
    </div>
  );
}
