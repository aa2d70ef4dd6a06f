/**
 * The stable, machine-readable causes of problems. Every problem carries a `code` and a `type` URI
 * made from it under one base (a tag URI: named, not fetched; RFC 9457 §3.1.1); `message`/`detail`
 * stay localized text. A thrown HttpError may name its code; otherwise a known message gives it
 * (BY_MESSAGE), else its status does (BY_STATUS). Codes are never renamed: a client may branch on them.
 */
import { DOSSIER_RULE_CODES } from '../../domain/subsidy-applications/index.ts';

export const PROBLEM_TYPE_BASE = 'tag:skillsplatform.nl,2026:problem/';

/** The code of a request whose input fails its schema; its `errors[]` carry a code per field. */
export const VALIDATION_CODE = 'validation';

/** The code of a problem that names no more specific cause, by HTTP status. */
const BY_STATUS: Record<number, string> = {
  400: 'request.invalid',
  401: 'auth.unauthenticated',
  403: 'auth.forbidden',
  404: 'resource.not_found',
  405: 'request.method_not_allowed',
  409: 'resource.conflict',
  410: 'resource.gone',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  422: 'request.unprocessable',
  429: 'rate_limit.exceeded',
  500: 'server.internal',
  502: 'upstream.failed',
  503: 'server.unavailable',
};

/** Known causes by their (Dutch) message: the call sites keep throwing plain messages. */
const BY_MESSAGE: Record<string, string> = {
  'Verzoek van een andere herkomst geweigerd': 'auth.cross_origin',
  'Ongeldige of verlopen toegangstoken': 'auth.invalid_token',
  'Deze actie kan alleen in de browser, niet met een toegangstoken': 'auth.token_not_allowed',
  'Onjuist e-mailadres of wachtwoord': 'auth.invalid_credentials',
  'Stel eerst tweestapsverificatie in om verder te gaan': 'auth.mfa_setup_required',
  'Onjuiste of al gebruikte code': 'auth.invalid_code',
  'Vul ook de code uit je authenticator-app in': 'auth.code_required',
  'Het huidige wachtwoord is onjuist': 'auth.wrong_password',
  'Er bestaat al een account met dit e-mailadres': 'auth.email_taken',
  'Deze cursus is vol: het maximale aantal deelnemers is bereikt.': 'enrollment.course_full',
  'Deze startdatum is vol. Kies een andere startdatum.': 'enrollment.run_full',
  'Deze startdatum is al voorbij. Kies een andere startdatum.': 'enrollment.run_started',
  'Voor deze cursus kun je je niet meer inschrijven.': 'enrollment.course_closed',
  'Deze cursus is al afgerond.': 'enrollment.already_completed',
  'Het instituut heeft je resultaat al bevestigd.': 'enrollment.result_confirmed',
  'Cursus niet gevonden': 'course.not_found',
  'Inschrijving niet gevonden': 'enrollment.not_found',
  'Toegangstoken niet gevonden': 'token.not_found',
  'De verzonden gegevens zijn geen geldige JSON': 'request.invalid_json',
  'De verzonden gegevens zijn te groot': 'request.too_large',
  'Stuur de gegevens als JSON (Content-Type: application/json)': 'request.unsupported_media_type',
  'Ongeldige lengte van de verzonden gegevens': 'request.invalid_content_length',
  'Ongeldig adres: het pad is niet correct gecodeerd': 'request.bad_url',
  'De verzonden gegevens zijn leeg': 'request.empty_body',
  'Idempotency-Key moet 1 tot 255 zichtbare ASCII-tekens zijn': 'idempotency.key_invalid',
  'Deze Idempotency-Key is al gebruikt voor een ander verzoek': 'idempotency.key_reused',
  'Een verzoek met deze Idempotency-Key wordt nog verwerkt; probeer het zo opnieuw':
    'idempotency.in_progress',
  'Dit is gewijzigd sinds je het ophaalde (If-Match klopt niet); haal het opnieuw op': 'precondition.failed',
};

/** Known causes whose message has a variable part. */
const BY_PATTERN: [RegExp, string][] = [
  [/^De toegangstoken mist de scope /, 'auth.insufficient_scope'],
  [/^Je hebt al \d+ toegangstokens/, 'token.limit_reached'],
  [/^Onbekend API-pad: /, 'request.unknown_path'],
  [/^Te veel onjuiste codes\. /, 'auth.code_locked'],
  [/^De scope \S+ past niet bij je rol$/, 'token.scope_not_allowed'],
  [/^Methode \S+ is niet toegestaan op dit pad$/, 'request.method_not_allowed'],
  [/^De OOAPI-bron kon niet worden gelezen: /, 'ooapi.source_failed'],
  [/^Deze import zou \d+ van de \d+ cursussen uit de bron archiveren/, 'ooapi.confirm_archive'],
];

/** When neither a code, a message nor the status names the cause. */
const FALLBACK = { server: 'server.error', request: 'request.error' };

/** The code of a problem: the one given, else the one its message is known by, else its status's. */
export function problemCode(status: number, message: string, given?: string): string {
  if (given) return given;
  const known = BY_MESSAGE[message] ?? BY_PATTERN.find(([re]) => re.test(message))?.[1];
  if (known) return known;
  return BY_STATUS[status] ?? (status >= 500 ? FALLBACK.server : FALLBACK.request);
}

export const problemType = (code: string) => `${PROBLEM_TYPE_BASE}${code}`;

/** Every code the server may send, for the OpenAPI document (a list, not an enum: more may come). */
export const KNOWN_PROBLEM_CODES: readonly string[] = [
  ...new Set([
    VALIDATION_CODE,
    ...Object.values(BY_STATUS),
    ...Object.values(BY_MESSAGE),
    ...BY_PATTERN.map(([, c]) => c),
    ...Object.values(FALLBACK),
    // Thrown with their code by the subsidy dossiers' rules (decision 441).
    ...Object.values(DOSSIER_RULE_CODES),
  ]),
].sort();

/** The code of one failing field, from zod's issue code (`too_small`, `invalid_format`, …). */
export const fieldCode = (zodCode: string | undefined) => `validation.${zodCode ?? 'invalid'}`;
