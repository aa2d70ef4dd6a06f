/** What other features may use of the scan feature. */

export { findStoredRecommendations } from './recommendation-store.ts';
export { storedPersonalityType } from './render.ts';
export { insertAssessment, latestResultJson, scansOf } from './store.ts';
