import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder of issue 14: replaced by the real page. */
export default function AccessibilityPage() {
  return <PageTitle title="Toegankelijkheid" />;
}
