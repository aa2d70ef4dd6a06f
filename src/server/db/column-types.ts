import type { EnrollmentStatus } from '../../domain/enrollments/status.ts';
import type { LicenceRequestStatus, LicenceTier } from '../../domain/institute/licences.ts';
import type {
  Applicant,
  ApplicationStatus,
  EmployerRequestState,
} from '../../domain/subsidy-applications/index.ts';
import type {
  EmployeeLinkStatus,
  ApplicationStatus as VacancyApplicationStatus,
  VacancyContractType,
  VacancyStatus,
} from '../../domain/vacancies/status.ts';

/** Who did a step in a dossier's history. */
export type DossierActorRole = 'talent' | 'employer' | 'admin' | 'system';
/**
 * status: a recorded step (from → to); employerRequest / employerAccepted / employerDeclined: the
 * employer request; created: the dossier was started.
 */
export type DossierEventKind =
  | 'created'
  | 'status'
  | 'employerRequest'
  | 'employerAccepted'
  | 'employerDeclined';

/**
 * The columns whose TypeScript type is narrower than the one the migrated database reports: text
 * that holds one of a fixed set of values. The rest of each table's type is generated from the
 * migrations into `tables.generated.ts` by `npm run generate` (decision 380). A type here is the
 * value's type: the generator adds `| null` for a nullable column and `Generated<…>` for a column
 * with a default. Each table's members are one level deeper than the table (the generator reads
 * them by that layout and refuses a name the database does not have).
 */
export interface NarrowColumns {
  applications: {
    status: VacancyApplicationStatus;
  };
  courses: {
    status: 'active' | 'draft' | 'archived';
  };
  employeeLinks: {
    status: EmployeeLinkStatus;
  };
  enrollments: {
    status: EnrollmentStatus;
  };
  jobs: {
    status: 'pending' | 'running' | 'done' | 'failed';
  };
  licenceRequests: {
    tier: LicenceTier;
    status: LicenceRequestStatus;
  };
  ooapiLinks: {
    kind: 'course' | 'offering';
  };
  ooapiRuns: {
    trigger: 'manual' | 'scheduled';
    status: 'ok' | 'failed';
  };
  subsidyApplicationEvents: {
    actorRole: DossierActorRole;
    kind: DossierEventKind;
    fromStatus: ApplicationStatus;
    toStatus: ApplicationStatus;
  };
  subsidyApplications: {
    status: ApplicationStatus;
    applicant: Applicant;
    employerRequest: EmployerRequestState;
  };
  userDocuments: {
    kind: 'certificate' | 'cv';
  };
  users: {
    userType: 'talent' | 'company' | 'institute' | 'admin';
    adminRole: 'admin' | 'superadmin';
  };
  vacancies: {
    status: VacancyStatus;
    contractType: VacancyContractType;
  };
  webauthnChallenges: {
    purpose: 'register' | 'login';
  };
}
