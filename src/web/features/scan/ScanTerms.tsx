import { section } from '../../i18n/index.ts';
import { cn } from '../../ui/cn.ts';

const scanText = section((m) => m.scan);

/**
 * Big Five, RIASEC and the Holland code in plain words, where they first appear (the
 * intro card names the model, the result's careers name Holland codes).
 */
export function ScanTerms({
  terms,
  headingLevel = 2,
  className,
}: {
  terms: ('bigFive' | 'riasec' | 'holland')[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = scanText.terms;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label={t.title}
      className={cn('rounded-xl bg-slate-50 p-3 text-sm text-slate-700', className)}
    >
      <Heading className="font-semibold text-slate-900">{t.title}</Heading>
      <dl className="mt-1 space-y-1.5">
        {terms.map((key) => (
          <div key={key}>
            <dt className="inline font-semibold text-slate-900">{t[key].term}: </dt>
            <dd className="inline">{t[key].text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
