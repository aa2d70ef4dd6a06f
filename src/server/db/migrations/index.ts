import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Engine } from '../connect.ts';
import { usersAndSessions } from './001-users-and-sessions.ts';
import { courses } from './002-courses.ts';
import { assessmentsAndSubsidyApplications } from './003-assessments-and-subsidy-applications.ts';
import { catalogueIndexesAndInstituteFigures } from './004-catalogue-indexes-and-institute-figures.ts';
import { notificationsAndSettings } from './005-notifications-and-settings.ts';
import { subsidies } from './006-subsidies.ts';
import { community } from './007-community.ts';
import { profileAndAdmin } from './008-profile-and-admin.ts';
import { companyAndVacancies } from './009-company-and-vacancies.ts';
import { catalogueSearchAndCounters } from './010-catalogue-search-and-counters.ts';
import { instituteInboxAndScan } from './011-institute-inbox-and-scan.ts';
import { security } from './012-security.ts';
import { dropInstituteFigures } from './013-drop-institute-figures.ts';
import { notificationEvents } from './015-notification-events.ts';
import { catalogueListingVersion } from './017-catalogue-listing-version.ts';
import { courseRunsAndConfirmedResults } from './020-course-runs-and-confirmed-results.ts';
import { credentials } from './025-credentials.ts';
import { userDocuments } from './026-user-documents.ts';
import { courseReviews } from './027-course-reviews.ts';
import { skillEvidence } from './030-skill-evidence.ts';
import { fairMatch } from './031-fair-match.ts';
import { subsidyDossiers } from './035-subsidy-dossiers.ts';
import { jobQueue } from './040-job-queue.ts';
import { passwordReset } from './041-password-reset.ts';
import { instituteProfiles } from './042-institute-profiles.ts';
import { licenceRequests } from './046-licence-requests.ts';
import { emailPreferences } from './047-email-preferences.ts';
import { scanDrafts } from './050-scan-drafts.ts';
import { vacancyTerms } from './052-vacancy-terms.ts';
import { courseSearchMore } from './053-course-search-more.ts';
import { oneEmployer } from './055-one-employer.ts';
import { notificationActor } from './056-notification-actor.ts';
import { tableChangeSignals } from './060-table-change-signals.ts';
import { credentialIssuers } from './070-credential-issuers.ts';
import { importedCredentials } from './071-imported-credentials.ts';
import { verifiedReviews } from './075-verified-reviews.ts';
import { institutePendingChanges } from './076-institute-pending-changes.ts';
import { mfa } from './080-mfa.ts';
import { passkeys } from './081-passkeys.ts';
import { oidc } from './083-oidc.ts';
import { personalAccessTokens } from './090-personal-access-tokens.ts';
import { ooapiSources } from './095-ooapi-sources.ts';
import { exemptionReason } from './100-exemption-reason.ts';
import { idempotencyKeys } from './105-idempotency-keys.ts';

/** Ordered migrations; names sort in run order. Never edit one that has shipped: add a new one. */
function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001-users-and-sessions': usersAndSessions(engine),
    '002-courses': courses(engine),
    '003-assessments-and-subsidy-applications': assessmentsAndSubsidyApplications(engine),
    '004-catalogue-indexes-and-institute-figures': catalogueIndexesAndInstituteFigures(),
    '005-notifications-and-settings': notificationsAndSettings(engine),
    '006-subsidies': subsidies(engine),
    '007-community': community(engine),
    '008-profile-and-admin': profileAndAdmin(engine),
    '009-company-and-vacancies': companyAndVacancies(engine),
    '010-catalogue-search-and-counters': catalogueSearchAndCounters(engine),
    '011-institute-inbox-and-scan': instituteInboxAndScan(engine),
    '012-security': security(engine),
    '013-drop-institute-figures': dropInstituteFigures(),
    '015-notification-events': notificationEvents(),
    '017-catalogue-listing-version': catalogueListingVersion(engine),
    '020-course-runs-and-confirmed-results': courseRunsAndConfirmedResults(engine),
    '025-credentials': credentials(),
    '026-user-documents': userDocuments(engine),
    '027-course-reviews': courseReviews(),
    '030-skill-evidence': skillEvidence(engine),
    '031-fair-match': fairMatch(),
    '035-subsidy-dossiers': subsidyDossiers(engine),
    '040-job-queue': jobQueue(engine),
    '041-password-reset': passwordReset(),
    '042-institute-profiles': instituteProfiles(),
    '046-licence-requests': licenceRequests(engine),
    '047-email-preferences': emailPreferences(),
    '050-scan-drafts': scanDrafts(),
    '052-vacancy-terms': vacancyTerms(),
    '053-course-search-more': courseSearchMore(),
    '055-one-employer': oneEmployer(),
    '056-notification-actor': notificationActor(),
    '060-table-change-signals': tableChangeSignals(engine),
    '070-credential-issuers': credentialIssuers(engine),
    '071-imported-credentials': importedCredentials(),
    '075-verified-reviews': verifiedReviews(engine),
    '076-institute-pending-changes': institutePendingChanges(),
    '080-mfa': mfa(engine),
    '081-passkeys': passkeys(engine),
    '083-oidc': oidc(),
    '090-personal-access-tokens': personalAccessTokens(),
    '095-ooapi-sources': ooapiSources(engine),
    '100-exemption-reason': exemptionReason(),
    '105-idempotency-keys': idempotencyKeys(),
  };
}

function migrator(db: Db): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.engine) };
  // With a private schema, Kysely must look for its own tables there: otherwise another schema's
  // kysely_migration_lock (a parallel test) counts as existing and the run fails.
  return new Migrator({
    db: db.kysely as unknown as Kysely<unknown>,
    provider,
    // Branches merged out of number order (014–016 after 017) must still run on an existing database.
    allowUnorderedMigrations: true,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
}

/** The migrations this code knows that the database has not run (empty: the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migratie mislukt${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}
