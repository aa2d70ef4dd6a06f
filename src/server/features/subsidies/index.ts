/** The subsidies feature (questionnaire, matches, applications): what the rest of the server uses. */
export { insertAnalysis, latestCheck, latestResponses } from './store.ts';
