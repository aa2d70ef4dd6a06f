import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { JSONSchema } from 'zod/v4/core';
import { API_TAGS } from '../../../contracts/api-tags.ts';
import { INTEGER_ID, PAGE_DEFAULT_LIMIT, PAGE_LIMIT, PAGE_MAX_LIMIT } from '../../../contracts/common.ts';
import { accessText } from '../../http/access.ts';
import { honouredHeaders, PROBLEM_TEXT, problemStatuses } from '../../http/declared-responses.ts';
import { PROBLEM_CONTENT_TYPE, VALIDATION_PROBLEM } from '../../http/problem.ts';
import { knownProblemCodes, PROBLEM_TYPE_BASE } from '../../http/problem-codes.ts';
import type { DocumentedHeader } from '../../http/route.ts';
import type { TokenRule } from '../../http/token-scope.ts';

export { accessText };

/** The standard the /ooapi routes follow (decision 325), linked from their tag. */
const OOAPI_STANDARD = {
  description: 'Open Education API 6.0 (SURF en Edustandaard)',
  url: 'https://openonderwijsapi.nl/v6.0/',
};

/** `/api/courses/:id` → `/api/courses/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** What each documented response header means. */
const HEADERS: Record<DocumentedHeader, Record<string, unknown>> = {
  Link: {
    type: 'string',
    description:
      'Als er een volgende pagina is: `<url>; rel="next"` (RFC 8288), dezelfde vraag met de nextCursor',
  },
  'X-Unread-Count': { type: 'integer', minimum: 0, description: 'Het aantal ongelezen meldingen' },
  ETag: {
    type: 'string',
    description: 'Sterke ETag van het antwoord; stuur hem terug in If-None-Match (304)',
  },
  Location: {
    type: 'string',
    description:
      'Bij 201: het pad van wat is aangemaakt (RFC 9110 §10.2.2); een GET daarop met dezelfde inloggegevens geeft het',
  },
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconden tot een nieuwe poging zin heeft' },
};

/** The ETag of a write's answer: the stored version after the write (decision 490, http/if-match.ts). */
const WRITE_ETAG = {
  type: 'string',
  description:
    'De versie van het aangemaakte of gewijzigde item na deze wijziging (dezelfde versie als in de ETag van zijn GET); stuur hem mee in If-Match bij de volgende wijziging',
};

/** The ETag of a 412: the current version (decision 490). */
const CURRENT_ETAG = {
  type: 'string',
  description: 'De versie die nu is opgeslagen; lees het item opnieuw voordat je het wijzigt',
};

/** The rate-limit fields every API answer carries (http/rate-limit.ts), as schemas. */
const RATE_LIMIT_SCHEMAS = {
  RateLimit: {
    type: 'string',
    description:
      'IETF draft-ietf-httpapi-ratelimit-headers: wat er over is van het quotum (`r`) en over hoeveel seconden het opnieuw begint (`t`), bijv. `"default";r=599;t=60`',
  },
  'RateLimit-Policy': {
    type: 'string',
    description:
      'Het quotum: `q` verzoeken per `w` seconden, per IP-adres, of per toegangstoken bij een Bearer-verzoek; bijv. `"default";q=600;w=60`',
  },
};
/** The same as OpenAPI header objects (for the responses added after @fastify/swagger's conversion). */
const RATE_LIMIT_HEADERS = Object.fromEntries(
  Object.entries(RATE_LIMIT_SCHEMAS).map(([name, { description, ...schema }]) => [
    name,
    { description, schema },
  ]),
);

const SUCCESS_TEXT: Record<string, string> = {
  '200': 'Gelukt',
  '201': 'Aangemaakt',
  '202': 'Aangenomen',
  '204': 'Gelukt, zonder inhoud',
  '304': 'Niet gewijzigd sinds de ETag in If-None-Match',
};

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem details; `message` is dezelfde zin als `detail` (wat de web-app toont)',
  properties: {
    type: {
      type: 'string',
      format: 'uri',
      description: `Eén URI per oorzaak: ${PROBLEM_TYPE_BASE}<code> (een tag-URI: een naam, geen adres), bijvoorbeeld ${VALIDATION_PROBLEM} bij ongeldige invoer`,
    },
    title: { type: 'string', description: 'De HTTP-statusomschrijving' },
    status: { type: 'integer' },
    code: {
      type: 'string',
      pattern: '^[a-z_]+(\\.[a-z_]+)*$',
      // Listed when the document is made (codeDescription): every route's catalogue is loaded by then.
      description: '',
    },
    detail: { type: 'string', description: 'Wat er mis is, in de taal van het verzoek' },
    message: { type: 'string', description: 'Gelijk aan detail' },
    errors: {
      type: 'array',
      description: 'Bij ongeldige invoer: elk veld dat niet klopt',
      items: {
        type: 'object',
        properties: {
          in: { type: 'string', enum: ['body', 'query', 'path'] },
          field: { type: 'string' },
          detail: { type: 'string' },
          code: {
            type: 'string',
            description:
              'validation.<zod-foutcode>: validation.too_small, validation.too_big, validation.invalid_type, validation.invalid_format, validation.invalid_value, validation.unrecognized_keys, validation.custom, …',
          },
        },
        required: ['in', 'field', 'detail', 'code'],
      },
    },
  },
  required: ['type', 'title', 'status', 'code', 'detail', 'message'],
};
const PROBLEM_CONTENT = {
  [PROBLEM_CONTENT_TYPE.split(';')[0]]: { schema: { $ref: '#/components/schemas/Problem' } },
};

/**
 * Our adjustments to zod's JSON Schema: an integer parameter (`intParam()`/`intId()` in
 * contracts/common.ts, which also take the digits as text) is documented as the integer it is,
 * with its bounds; a union's empty branches and a 204's `undefined` are left out, as
 * fastify-type-provider-zod does by default.
 */
function overrideJsonSchema(ctx: { zodSchema: unknown; jsonSchema: JSONSchema.BaseSchema }) {
  const json = ctx.jsonSchema as Record<string, unknown>;
  const integer = json[INTEGER_ID] as { minimum: number; maximum: number; enum?: number[] } | undefined;
  if (integer) {
    const { description, default: fallback } = json;
    for (const key of Object.keys(json)) delete json[key];
    Object.assign(json, {
      type: 'integer',
      minimum: integer.minimum,
      maximum: integer.maximum,
      ...(integer.enum ? { enum: integer.enum } : {}),
      ...(description === undefined ? {} : { description }),
      ...(fallback === undefined ? {} : { default: fallback }),
    });
    return;
  }
  if (json[PAGE_LIMIT]) {
    for (const key of Object.keys(json)) delete json[key];
    Object.assign(json, {
      type: 'integer',
      minimum: 1,
      maximum: PAGE_MAX_LIMIT,
      default: PAGE_DEFAULT_LIMIT,
      description: `Hoeveel items per pagina (standaard ${PAGE_DEFAULT_LIMIT}, maximaal ${PAGE_MAX_LIMIT})`,
    });
    return;
  }
  const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
  if (def?.type === 'union' && Array.isArray(json.anyOf))
    json.anyOf = json.anyOf.filter((branch) => Object.keys(branch as object).length > 0);
  if (def?.type === 'undefined') json.type = 'null';
}

const zodToOpenApi = createJsonSchemaTransform({ zodToJsonConfig: { override: overrideJsonSchema } });

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * One route's OpenAPI entry from its declaration (src/server/http/route.ts): the zod schemas as
 * JSON Schema (fastify-type-provider-zod), plus access, security, the documented headers and the
 * body's media type.
 */
const transform: SwaggerTransform = (input) => {
  const { url, route } = input;
  const served = url.startsWith('/api/') || url === '/ooapi' || url.startsWith('/ooapi/');
  if (!served) return { schema: { hide: true } as never, url };
  const config = route.config ?? {};
  const access = config.access;
  const source = config.multipart
    ? { ...input, schema: { ...input.schema, body: config.multipart, consumes: ['multipart/form-data'] } }
    : input;
  const { schema } = zodToOpenApi(source as Parameters<typeof zodToOpenApi>[0]) as unknown as {
    schema: RouteSchema;
  };
  const documented = config.responseHeaders ?? [];
  const successHeaders = documented.filter((h) => h !== 'Retry-After');
  const isRead = String(input.route.method) === 'GET';
  const headersOf = (names: DocumentedHeader[], write = !isRead) => ({
    headers: {
      ...Object.fromEntries(names.map((h) => [h, h === 'ETag' && write ? WRITE_ETAG : HEADERS[h]])),
      ...RATE_LIMIT_SCHEMAS,
    },
  });
  const response: Record<string, unknown> = {};
  const mediaTypes = [config.contentType ?? 'application/json'].flat();
  for (const [code, body] of Object.entries(schema.response ?? {})) {
    response[code] = {
      description: SUCCESS_TEXT[code] ?? 'Gelukt',
      ...headersOf(code === '304' ? successHeaders.filter((h) => h === 'ETag') : successHeaders),
      // @fastify/swagger leaves the content out of a response whose type is 'null'.
      ...(code === '204' || code === '304'
        ? { type: 'null' }
        : { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: body }])) }),
    };
  }
  // An ETag is sent back in If-None-Match: an unchanged answer is a 304 without a body.
  if (isRead && documented.includes('ETag') && !response['304'])
    response['304'] = { description: SUCCESS_TEXT['304'], ...headersOf(['ETag']), type: 'null' };
  // The problems this operation may answer, from its declaration (http/declared-responses.ts).
  const statuses = problemStatuses({
    method: String(input.route.method),
    config,
    hasParams: Boolean(input.schema?.params),
    hasQuery: Boolean(input.schema?.querystring),
    hasBody: Boolean(input.schema?.body),
  });
  for (const status of statuses)
    response[String(status)] = {
      description: PROBLEM_TEXT[status],
      ...(status === 412
        ? { headers: { ETag: CURRENT_ETAG, ...RATE_LIMIT_SCHEMAS } }
        : headersOf(status === 429 ? ['Retry-After'] : [], false)),
      content: PROBLEM_CONTENT,
    };
  const honoured = honouredHeaders(config);
  return {
    url,
    schema: {
      ...schema,
      ...(honoured ? { headers: honoured } : {}),
      response,
      description: `Toegang: ${accessText(access)}${config.deprecatedFor ? `. Verouderd synoniem: gebruik ${config.deprecatedFor}` : ''}`,
      'x-access': access ?? null,
      security: securityOf(access, config.tokenRule),
      ...(config.tokenRule !== undefined ? { 'x-token-scope': config.tokenRule } : {}),
    } as never,
  };
};

/**
 * Who can call an operation: nobody needs to for a public one; otherwise the session cookie, or a
 * personal access token (`Authorization: Bearer`) with the operation's scope, unless the operation
 * is account security, which only the session may call.
 */
function securityOf(access: unknown, rule: TokenRule | undefined): Record<string, string[]>[] {
  if (!access || access === 'public') return [];
  if (rule === 'refused' || rule === undefined) return [{ sessionCookie: [] }];
  return [{ sessionCookie: [] }, { bearerToken: rule === null ? [] : [rule] }];
}

/** Every operation may answer a problem; added once here rather than in each declaration. */
/** The code's description, naming every code the server may send (decision 475). */
const codeDescription = () =>
  `De vaste, machineleesbare oorzaak (verandert nooit van naam; er kunnen codes bijkomen). Nu: ${knownProblemCodes()
    .map((c) => `\`${c}\``)
    .join(
      ', ',
    )}. Zonder specifiekere oorzaak volgt de code uit de status (bijv. \`resource.not_found\` bij 404).`;

function addProblemResponses({ openapiObject }: { openapiObject: Record<string, unknown> }) {
  const schemas = (
    openapiObject.components as { schemas?: Record<string, typeof PROBLEM_SCHEMA> } | undefined
  )?.schemas;
  if (schemas?.Problem) schemas.Problem.properties.code.description = codeDescription();
  const paths = (openapiObject.paths ?? {}) as Record<
    string,
    Record<string, { responses: Record<string, unknown> }>
  >;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      operation.responses['4XX'] = {
        description: 'Een ander probleem met het verzoek (bijv. een conflict met de huidige toestand)',
        headers: RATE_LIMIT_HEADERS,
        content: PROBLEM_CONTENT,
      };
      operation.responses.default = {
        description: 'Een onverwachte fout (5xx) of een ander probleem',
        content: PROBLEM_CONTENT,
      };
    }
  }
  return openapiObject;
}

/** Registers @fastify/swagger at the root, before any route: it collects every declared route. */
export async function registerOpenApi(app: FastifyInstance, sessionCookie: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SkillsPlatform API',
        version: '1.0.0',
        description:
          'De JSON-API van het platform. Inloggen zet een HttpOnly-sessiecookie; een integratie gebruikt een persoonlijke toegangstoken (`Authorization: Bearer sp_…`, schema bearerToken). Elke fout is een RFC 9457-probleem (application/problem+json) met `message` in de taal van het verzoek.',
        license: { name: 'Eigendom van SkillsPlatform', identifier: 'LicenseRef-Proprietary' },
      },
      // The API is served by the same origin as the web app: every path is relative to it.
      servers: [{ url: '/', description: 'De server die dit document serveert' }],
      tags: Object.entries(API_TAGS).map(([name, { description }]) => ({
        name,
        description,
        ...(name === 'ooapi' ? { externalDocs: OOAPI_STANDARD } : {}),
      })),
      components: {
        schemas: { Problem: PROBLEM_SCHEMA as never },
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description:
              'De sessie van de web-app (inloggen zet de cookie). Wijzigende verzoeken moeten van dezelfde herkomst komen (Origin).',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sp_…',
            description:
              'Een persoonlijke toegangstoken (Profiel → Beveiliging, of POST /api/user/tokens): `Authorization: Bearer sp_…`. Scopes per onderdeel: `<tag>:read` voor GET, `<tag>:write` voor de rest (zie `x-token-scope` per operatie). Nooit voor accountbeveiliging (wachtwoord, sessies, tokens, inlogfactoren, export, verwijderen). Geen Origin-controle; een eigen limiet per token (API_TOKEN_RATE_LIMIT per minuut).',
          },
        },
      },
    },
    transform,
    transformObject: addProblemResponses as never,
  });
}
