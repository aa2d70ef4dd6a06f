/** The institute portal (figures, inbox, settings, licences, trends): what the rest of the server uses. */

export { assertCourseLimit } from './licences-store.ts';
export { enteredIdentities, issuerProfileOf, pendingNameTaken } from './settings-store.ts';
