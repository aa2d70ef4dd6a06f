import type { Generated } from 'kysely';
import type { ApplicationStatus } from '../../../domain/subsidy-applications/index.ts';

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

/** One line of a dossier's history (migration 035). */
export interface SubsidyApplicationEventsTable {
  id: Generated<number>;
  applicationId: number;
  actorId: string | null;
  actorRole: DossierActorRole;
  kind: DossierEventKind;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  /** JSON: what the step recorded (reference, dates, amount, note, reason). */
  details: string;
  createdAt: string;
}

export interface SubsidyDossierTables {
  subsidyApplicationEvents: SubsidyApplicationEventsTable;
}
