/** What other features may use of the credentials feature. */
export { myCredentialsQuery } from './api.ts';
// The certificate page's view, which the public pages' light client renders too (decision 500).
export { CredentialFacts, CredentialNotFound, VerifyFrame } from './CredentialFacts.tsx';
export { VERIFY } from './first-load.ts';
export { MyCredentials } from './MyCredentials.tsx';
