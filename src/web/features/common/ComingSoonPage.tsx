import { t } from '../../i18n/index.ts';
import { Card, CardContent } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

/** A screen whose feature lands in a later issue: its title and an honest note. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div>
      <PageTitle title={title} />
      <Card>
        <CardContent className="pt-6 text-slate-600">{t.common.comingSoon}</CardContent>
      </Card>
    </div>
  );
}
