import { ComingSoonPage } from '../common/ComingSoonPage.tsx';

export default function PassportPage() {
  return <ComingSoonPage title="Mijn Paspoort" />;
}
