/**
 * Sign-in, registration and password reset. Its pages are declared in routes.tsx and loaded one
 * chunk per route (decision 150).
 */
/** The set-up gate of the app shell and the Beveiliging tab's card (decision 310). */
export { MfaGate } from './MfaGate.tsx';
export { mfaQuery } from './mfa-api.ts';
export { OidcLinksCard } from './OidcLinksCard.tsx';
export { PasskeysCard } from './PasskeysCard.tsx';
export { credentialField, TwoFactorCard } from './TwoFactorCard.tsx';
