/** What other features (and scripts) may use of the credentials feature (decision 185). */

export { didRoutes } from './did-routes.ts';
export { recheckImportedCredentials, validImportedCredentialSkills } from './import.ts';
export { rotateSigningKey } from './keys.ts';
export { credentialRoutes } from './routes.ts';
export { issueCredentialForEnrollment, revokeCredential, validCredentialEnrollmentIds } from './store.ts';
