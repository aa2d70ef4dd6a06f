import { defineProblems } from './define.ts';

/** The problems of a user's own account: password, sessions and access tokens (decision 475). */
export const PROFILE_PROBLEMS = defineProblems({
  'profile.same_password': {
    status: 400,
    nl: 'Kies een nieuw wachtwoord dat verschilt van je huidige wachtwoord',
    en: 'Choose a new password that differs from your current password',
  },
  'session.current': {
    status: 400,
    nl: 'Dit is je huidige sessie: gebruik Uitloggen om die te beëindigen',
    en: 'This is your current session: use Log out to end it',
  },
  'session.not_found': {
    status: 404,
    nl: 'Sessie niet gevonden',
    en: 'Session not found',
  },
  'token.not_found': {
    status: 404,
    nl: 'Toegangstoken niet gevonden',
    en: 'Access token not found',
  },
  'token.scope_not_allowed': {
    status: 400,
    nl: (p: { scope: string }) => `De scope ${p.scope} past niet bij je rol`,
    en: (p: { scope: string }) => `The scope ${p.scope} does not fit your role`,
  },
  'token.limit_reached': {
    status: 409,
    nl: (p: { max: number }) => `Je hebt al ${p.max} toegangstokens: trek er eerst een in`,
    en: (p: { max: number }) => `You already have ${p.max} access tokens: revoke one first`,
  },
});
