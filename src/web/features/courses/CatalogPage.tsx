import { ComingSoonPage } from '../common/ComingSoonPage.tsx';

export default function CatalogPage() {
  return <ComingSoonPage title="Cursusaanbod" />;
}
