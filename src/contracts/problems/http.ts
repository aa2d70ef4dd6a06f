import { defineProblems } from './define.ts';

/**
 * The problems of the API as a whole (http/: sign-in, access, request parsing, idempotency,
 * preconditions), keyed by code (decision 475).
 */
export const HTTP_PROBLEMS = defineProblems({
  'auth.unauthenticated': { status: 401, nl: 'Niet ingelogd', en: 'Not logged in' },
  'auth.forbidden': {
    status: 403,
    nl: 'Je hebt geen toegang tot deze actie',
    en: 'You do not have access to this action',
  },
  'resource.not_found': { status: 404, nl: 'Niet gevonden', en: 'Not found' },
  'rate_limit.exceeded': {
    status: 429,
    nl: 'Te veel verzoeken. Probeer het later opnieuw.',
    en: 'Too many requests. Please try again later.',
  },
  'rate_limit.hourly': {
    status: 429,
    nl: 'Je hebt dit het maximale aantal keren per uur gedaan. Probeer het later opnieuw.',
    en: 'You have done this the maximum number of times this hour. Please try again later.',
  },
  'rate_limit.course_create': {
    status: 429,
    nl: 'Je hebt het maximale aantal nieuwe cursussen voor nu bereikt. Probeer het later opnieuw.',
    en: 'You have reached the maximum number of new courses for now. Please try again later.',
  },
  'rate_limit.info_request': {
    status: 429,
    nl: 'Je hebt het maximale aantal informatieaanvragen voor nu bereikt. Probeer het later opnieuw.',
    en: 'You have reached the maximum number of information requests for now. Please try again later.',
  },
  'server.internal': {
    status: 500,
    nl: 'Er is een interne fout opgetreden. Probeer het later opnieuw.',
    en: 'An internal error occurred. Please try again later.',
  },
  'server.busy': {
    status: 503,
    nl: 'Het is even te druk. Probeer het over een paar seconden opnieuw.',
    en: 'It is too busy right now. Please try again in a few seconds.',
  },
  'auth.cross_origin': {
    status: 403,
    nl: 'Verzoek van een andere herkomst geweigerd',
    en: 'Request from another origin refused',
  },
  'auth.invalid_token': {
    status: 401,
    nl: 'Ongeldige of verlopen toegangstoken',
    en: 'Invalid or expired access token',
  },
  'auth.token_not_allowed': {
    status: 403,
    nl: 'Deze actie kan alleen in de browser, niet met een toegangstoken',
    en: 'This action is only possible in the browser, not with an access token',
  },
  'auth.insufficient_scope': {
    status: 403,
    nl: (p: { scope: string }) => `De toegangstoken mist de scope ${p.scope}`,
    en: (p: { scope: string }) => `The access token lacks the scope ${p.scope}`,
  },
  'auth.mfa_setup_required': {
    status: 403,
    nl: 'Stel eerst tweestapsverificatie in om verder te gaan',
    en: 'Set up two-step verification first to continue',
  },
  'request.invalid': {
    status: 400,
    nl: (p: { reason?: string }) => (p.reason ? `Ongeldig verzoek: ${p.reason}` : 'Ongeldig verzoek'),
    en: (p: { reason?: string }) => (p.reason ? `Invalid request: ${p.reason}` : 'Invalid request'),
  },
  'request.invalid_json': {
    status: 400,
    nl: 'De verzonden gegevens zijn geen geldige JSON',
    en: 'The data sent is not valid JSON',
  },
  'request.empty_body': { status: 400, nl: 'De verzonden gegevens zijn leeg', en: 'The data sent is empty' },
  'request.too_large': {
    status: 413,
    nl: 'De verzonden gegevens zijn te groot',
    en: 'The data sent is too large',
  },
  'request.unsupported_media_type': {
    status: 415,
    nl: 'Stuur de gegevens als JSON (Content-Type: application/json)',
    en: 'Send the data as JSON (Content-Type: application/json)',
  },
  'request.invalid_content_length': {
    status: 400,
    nl: 'Ongeldige lengte van de verzonden gegevens',
    en: 'Invalid length of the data sent',
  },
  'request.bad_url': {
    status: 400,
    nl: 'Ongeldig adres: het pad is niet correct gecodeerd',
    en: 'Invalid address: the path is not encoded correctly',
  },
  'request.method_not_allowed': {
    status: 405,
    nl: (p: { method: string }) => `Methode ${p.method} is niet toegestaan op dit pad`,
    en: (p: { method: string }) => `Method ${p.method} is not allowed on this path`,
  },
  'request.unknown_path': {
    status: 404,
    nl: (p: { path: string }) => `Onbekend API-pad: ${p.path}`,
    en: (p: { path: string }) => `Unknown API path: ${p.path}`,
  },
  'idempotency.key_invalid': {
    status: 400,
    nl: 'Idempotency-Key moet 1 tot 255 zichtbare ASCII-tekens zijn',
    en: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  },
  'idempotency.key_reused': {
    status: 422,
    nl: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek',
    en: 'This Idempotency-Key has already been used for another request',
  },
  'idempotency.in_progress': {
    status: 409,
    nl: 'Een verzoek met deze Idempotency-Key wordt nog verwerkt; probeer het zo opnieuw',
    en: 'A request with this Idempotency-Key is still being processed; try again shortly',
  },
  'precondition.failed': {
    status: 412,
    nl: 'Dit is gewijzigd sinds je het ophaalde (If-Match klopt niet); haal het opnieuw op',
    en: 'This has changed since you fetched it (If-Match does not match); fetch it again',
  },
});
