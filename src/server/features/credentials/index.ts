/** What other features (and scripts) may use of the credentials feature (decision 185). */

export { didRoutes } from './did-routes.ts';
export { recheckImportedCredentials } from './import.ts';
export { rotateSigningKey } from './keys-store.ts';
export {
  issueCredentialForEnrollment,
  listUserCredentials,
  revokeCredential,
  revokeCredentialOfEnrollment,
  revokedCredentialEnrollmentIds,
} from './store.ts';
export { credentialEvidenceOf } from './trust.ts';
