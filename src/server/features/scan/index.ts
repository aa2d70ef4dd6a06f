/** What other features may use of the scan feature. */
export { storedPersonalityType } from './render.ts';
export { insertAssessment, latestResultJson } from './store.ts';
