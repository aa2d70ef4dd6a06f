/** What other features may use of the credentials feature. */
export { myCredentialsQuery } from './api.ts';
export { MyCredentials } from './MyCredentials.tsx';
