import type { FastifyContextConfig } from 'fastify';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';

/**
 * The problem answers an operation may give, derived from its declaration (http/route.ts) so the
 * OpenAPI document names them per operation without each route listing them (decision 350):
 * access → 401/403 (and 403 for a state-changing request from another origin), path parameters →
 * 404, any input → 400, a body → 413/415, `Idempotency-Key` → 409/422, `If-Match` → 412, and every
 * API route → 429 (its rate limit). A handler's own conflicts fall under the `4XX` entry beside them.
 */
export interface DeclaredShape {
  method: string;
  config: FastifyContextConfig;
  hasParams: boolean;
  hasQuery: boolean;
  hasBody: boolean;
}

export const PROBLEM_TEXT: Record<number, string> = {
  400: 'Ongeldige invoer: `errors[]` noemt elk veld dat niet klopt',
  401: 'Niet ingelogd, of een ongeldige of verlopen toegangstoken',
  403: 'Geen toegang: de rol, de scope van de token of een verzoek van een andere herkomst',
  404: HTTP_PROBLEMS['resource.not_found'].nl,
  409: 'Een verzoek met dezelfde Idempotency-Key wordt nog verwerkt (code idempotency.in_progress)',
  412: 'If-Match klopt niet meer: het is gewijzigd sinds je het ophaalde (code precondition.failed)',
  413: HTTP_PROBLEMS['request.too_large'].nl,
  415: HTTP_PROBLEMS['request.unsupported_media_type'].nl,
  422: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek (code idempotency.key_reused)',
  429: 'Te veel verzoeken: probeer het na Retry-After seconden opnieuw',
};

/** The problem statuses of one operation, in order. */
export function problemStatuses({ method, config, hasParams, hasQuery, hasBody }: DeclaredShape): number[] {
  const access = config.access;
  const guarded = access !== undefined && access !== 'public';
  const body = hasBody || Boolean(config.multipart);
  const changes = method !== 'GET' && method !== 'HEAD';
  const statuses = new Set<number>();
  if (hasParams || hasQuery || body || config.idempotent) statuses.add(400);
  if (guarded) statuses.add(401);
  if (guarded || changes) statuses.add(403);
  if (hasParams) statuses.add(404);
  if (config.idempotent) statuses.add(409).add(422);
  if (config.ifMatch) statuses.add(412);
  if (body) statuses.add(413).add(415);
  statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The request headers an operation honours beyond its declared input, as a JSON Schema of headers. */
export function honouredHeaders(config: FastifyContextConfig): Record<string, unknown> | undefined {
  const properties: Record<string, unknown> = {};
  if (config.idempotent)
    properties['Idempotency-Key'] = {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Optioneel. Dezelfde sleutel met hetzelfde verzoek binnen 24 uur geeft het eerste antwoord opnieuw (header Idempotent-Replayed: true), zonder iets twee keer aan te maken; met een ander verzoek 422, terwijl het eerste nog loopt 409. Per gebruiker of per toegangstoken.',
    };
  if (config.ifMatch)
    properties['If-Match'] = {
      type: 'string',
      description: `Optioneel. De ETag van GET ${config.ifMatch.replace(/:([A-Za-z0-9_]+)/g, '{$1}')} (of \`*\`): is het sindsdien gewijzigd, dan 412 en wordt er niets opgeslagen. Zonder deze header wordt altijd opgeslagen.`,
    };
  return Object.keys(properties).length ? { type: 'object', properties } : undefined;
}
