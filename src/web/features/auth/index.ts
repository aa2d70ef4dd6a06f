/**
 * Sign-in, registration and password reset. The router loads each page by its module, one chunk per
 * route (decision 150); nothing else of this feature is used elsewhere.
 */
export { default as AuthPage } from './AuthPage.tsx';
/** The set-up gate of the app shell and the Beveiliging tab's card (decision 310). */
export { MfaGate } from './MfaGate.tsx';
export { PasskeysCard } from './PasskeysCard.tsx';
export { default as ResetPasswordPage } from './ResetPasswordPage.tsx';
export { TwoFactorCard } from './TwoFactorCard.tsx';
