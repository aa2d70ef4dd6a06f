import { ComingSoonPage } from '../common/ComingSoonPage.tsx';

export default function ScanPage() {
  return <ComingSoonPage title="Persoonlijke Scan" />;
}
