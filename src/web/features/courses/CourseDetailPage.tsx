import { ComingSoonPage } from '../common/ComingSoonPage.tsx';

export default function CourseDetailPage() {
  return <ComingSoonPage title="Cursus" />;
}
