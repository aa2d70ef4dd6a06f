/**
 * The stable, machine-readable causes of problems. Every problem carries a `code` and a `type` URI
 * made from it under one base (a tag URI: named, not fetched; RFC 9457 §3.1.1); `message`/`detail`
 * stay localized text. A problem is thrown by its code (a feature's catalogue, contracts/problems/,
 * decision 475); one thrown without a code gets its status's (BY_STATUS). Nothing here reads the
 * text. Codes are never renamed: a client may branch on them.
 */
import { declaredProblems } from '../../contracts/problems/define.ts';
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

/** When neither a code nor the status names the cause. */
const FALLBACK = { server: 'server.error', request: 'request.error' };

/** The code of a problem: the one it was thrown with (decision 475), else its status's. */
export function problemCode(status: number, given?: string): string {
  if (given) return given;
  return BY_STATUS[status] ?? (status >= 500 ? FALLBACK.server : FALLBACK.request);
}

export const problemType = (code: string) => `${PROBLEM_TYPE_BASE}${code}`;

/**
 * Every code the server may send, for the OpenAPI document (a list, not an enum: more may come):
 * read when the document is made, once every route (so every catalogue it throws from) is loaded.
 */
export const knownProblemCodes = (): readonly string[] =>
  [
    ...new Set([
      VALIDATION_CODE,
      ...declaredProblems().keys(),
      ...Object.values(BY_STATUS),
      ...Object.values(FALLBACK),
      // Thrown with their code by the subsidy dossiers' rules (decision 441).
      ...Object.values(DOSSIER_RULE_CODES),
    ]),
  ].sort();

/** The code of one failing field, from zod's issue code (`too_small`, `invalid_format`, …). */
export const fieldCode = (zodCode: string | undefined) => `validation.${zodCode ?? 'invalid'}`;
