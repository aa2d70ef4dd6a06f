import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { accessText } from '../../http/access.ts';
import { PROBLEM_CONTENT_TYPE, VALIDATION_PROBLEM } from '../../http/problem.ts';
import type { Access, DocumentedHeader } from '../../http/route.ts';
import type { RouteDoc } from '../../http/route-doc.ts';

export { accessText };

/** `/api/courses/:id` → `/api/courses/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The document's global tags: one per feature (a route's `tag` must be one of these). */
export const TAGS = {
  auth: 'Registreren, inloggen en de ingelogde gebruiker',
  courses: 'Cursuscatalogus, inschrijvingen en informatieaanvragen',
  institute: 'Instituutsportaal: eigen cursussen, inbox en cijfers',
  scan: 'Persoonlijkheids- en Carrièrescan',
  talent: 'Vaardighedenpaspoort en activiteit van de talent',
  subsidies: 'Subsidievragenlijst, matches en aanvragen',
  notifications: 'Meldingen en meldingsvoorkeuren',
  community: 'Community: berichten, reacties, groepen en ranglijst',
  profile: 'Profiel, beveiliging, sessies en privacy',
  admin: 'Beheer: gebruikers, instituten, taxonomie en audit',
  company: 'Bedrijf: werknemers, uitnodigingen en dashboard',
  vacancies: 'Vacatures en sollicitaties',
  docs: 'Deze documentatie',
} as const;

/** What each documented response header means. */
const HEADERS: Record<DocumentedHeader, Record<string, unknown>> = {
  'X-Total-Count': { type: 'integer', minimum: 0, description: 'Het totale aantal treffers (alle pagina’s)' },
  'X-Total-Count-Capped': {
    type: 'string',
    enum: ['true'],
    description: 'Aanwezig als X-Total-Count bij een zoekopdracht is afgekapt',
  },
  'X-Next-Cursor': {
    type: 'string',
    description: 'Na een volle pagina: geef deze waarde als `after` mee voor de volgende pagina',
  },
  'X-Unread-Count': { type: 'integer', minimum: 0, description: 'Het aantal ongelezen meldingen' },
  ETag: {
    type: 'string',
    description: 'Sterke ETag van het antwoord; stuur hem terug in If-None-Match (304)',
  },
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconden tot een nieuwe poging zin heeft' },
};

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
    type: { type: 'string', description: `about:blank, of ${VALIDATION_PROBLEM} bij ongeldige invoer` },
    title: { type: 'string', description: 'De HTTP-statusomschrijving' },
    status: { type: 'integer' },
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
        },
        required: ['in', 'field', 'detail'],
      },
    },
  },
  required: ['type', 'title', 'status', 'detail', 'message'],
};

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * One route's OpenAPI entry from its declaration (src/server/http/route.ts): the zod schemas as
 * JSON Schema (fastify-type-provider-zod), plus access, security and the documented headers.
 */
const transform: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (!url.startsWith('/api/')) return { schema: { hide: true } as never, url };
  // Until every route is declared with route(): a legacy `config.doc` stands in for the schema.
  const legacy = route.config?.doc;
  const access = (route.config?.access ?? legacy?.access) as Access | undefined;
  const source = legacy && !input.schema ? { ...input, schema: legacySchema(legacy) } : input;
  const { schema } = jsonSchemaTransform(source as Parameters<typeof jsonSchemaTransform>[0]) as unknown as {
    schema: RouteSchema;
  };
  const headers = route.config?.responseHeaders as DocumentedHeader[] | undefined;
  const response: Record<string, unknown> = {};
  for (const [code, body] of Object.entries(schema.response ?? {})) {
    response[code] = {
      description: SUCCESS_TEXT[code] ?? 'Gelukt',
      ...(headers?.length ? { headers: Object.fromEntries(headers.map((h) => [h, HEADERS[h]])) } : {}),
      ...(code === '204' || code === '304'
        ? { type: 'null' }
        : { content: { 'application/json': { schema: body } } }),
    };
  }
  return {
    url,
    schema: {
      ...schema,
      response,
      description: `Toegang: ${accessText(access)}`,
      'x-access': access ?? null,
      security: access && access !== 'public' ? [{ sessionCookie: [] }] : [],
    } as never,
  };
};

function legacySchema(doc: RouteDoc) {
  return {
    summary: doc.summary,
    tags: doc.tags,
    ...(doc.params ? { params: doc.params } : {}),
    ...(doc.query ? { querystring: doc.query } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    ...(doc.response ? { response: { 200: doc.response } } : {}),
  };
}

/** Every operation may answer a problem; added once here rather than in each declaration. */
function addProblemResponses({ openapiObject }: { openapiObject: Record<string, unknown> }) {
  const paths = (openapiObject.paths ?? {}) as Record<
    string,
    Record<string, { responses: Record<string, unknown> }>
  >;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      operation.responses['4XX'] = {
        description:
          'Ongeldig verzoek, niet ingelogd, geen toegang, niet gevonden, conflict of te veel verzoeken',
        content: {
          [PROBLEM_CONTENT_TYPE.split(';')[0]]: { schema: { $ref: '#/components/schemas/Problem' } },
        },
      };
    }
  }
  return openapiObject;
}

/** Registers @fastify/swagger at the root, before any route: it collects every declared route. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SkillsPlatform API',
        version: '1.0.0',
        description:
          'De JSON-API van het platform. Inloggen zet een HttpOnly-sessiecookie. Elke fout is een RFC 9457-probleem (application/problem+json) met `message` in de taal van het verzoek.',
        license: { name: 'Eigendom van SkillsPlatform', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: 'http://localhost:3000', description: 'Lokaal (npm start)' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        schemas: { Problem: PROBLEM_SCHEMA as never },
        securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform,
    transformObject: addProblemResponses as never,
  });
}
