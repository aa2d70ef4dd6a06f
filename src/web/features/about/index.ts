/**
 * The about pages (accessibility statement, credits). The router loads each page by its module, one
 * chunk per route (decision 150); nothing else of this feature is used elsewhere.
 */
export { default as AccessibilityPage } from './AccessibilityPage.tsx';
export { default as CreditsPage } from './CreditsPage.tsx';

/** README: static pages (accessibility, credits) */
