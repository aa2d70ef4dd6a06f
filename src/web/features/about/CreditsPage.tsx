import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder of issue 12: replaced by the real page. */
export default function CreditsPage() {
  return <PageTitle title="Bronnen en licenties" />;
}
