/** The landing page, for the public pages' light client (decision 500); the app loads it lazily. */
export { default as LandingPage } from './LandingPage.tsx';
