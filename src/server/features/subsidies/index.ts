/** The subsidies feature (questionnaire, matches, applications): what the rest of the server uses. */
export { insertAnalysis, latestResponses } from './store.ts';
