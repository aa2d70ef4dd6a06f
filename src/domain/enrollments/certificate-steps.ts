import type { EnrollmentStatus } from './status.ts';

/**
 * What still has to happen before an enrolment earns a certificate (the /progress page):
 * finish the course (progress 100), then the institute confirms the result. A failed result
 * earns none; a passed one has its certificate.
 */
export type CertificateStep = 'finish' | 'awaitConfirmation' | 'certified' | 'failed';

export function certificateStep(e: { status: EnrollmentStatus; progress: number }): CertificateStep {
  if (e.status === 'passed') return 'certified';
  if (e.status === 'failed') return 'failed';
  if (e.status === 'completed' || e.progress >= 100) return 'awaitConfirmation';
  return 'finish';
}
