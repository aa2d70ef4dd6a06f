/** What other features (and scripts) may use of the credentials feature (decision 185). */
export { rotateSigningKey } from './keys.ts';
export { didRoutes } from './did-routes.ts';
export { credentialRoutes } from './routes.ts';
export { issueCredentialForEnrollment, revokeCredential, validCredentialEnrollmentIds } from './store.ts';
