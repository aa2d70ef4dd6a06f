import { z } from 'zod';
import type { RegisteredRoute } from '../../http/route-registry.ts';

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'Een Nederlandse foutmelding' } },
  required: ['message'],
};

/** A zod contract as JSON Schema (the input side: what a client sends). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const s = jsonSchema(schema);
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, schemaOf]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: schemaOf,
  }));
}

const ACCESS_TEXT: Record<string, string> = {
  public: 'Iedereen, ook zonder account',
  signedIn: 'Elke ingelogde gebruiker',
};
export const accessText = (access?: string) =>
  access ? (ACCESS_TEXT[access] ?? `Ingelogd met permissie ${access}`) : 'Niet opgegeven';

/** `/api/courses/:id` → `/api/courses/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The OpenAPI 3.1 document of every documented API route, generated from the zod contracts. */
export function buildOpenApi(routes: RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const doc = route.doc;
    if (!doc) continue;
    const path = openApiPath(route.url);
    const success = route.method === 'POST' ? '200/201' : '200';
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: doc.summary,
      tags: doc.tags,
      description: `Toegang: ${accessText(doc.access)}`,
      'x-access': doc.access ?? null,
      ...(doc.access && doc.access !== 'public' ? { security: [{ sessionCookie: [] }] } : { security: [] }),
      parameters: [...parameters(doc.params, 'path'), ...parameters(doc.query, 'query')],
      ...(doc.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(doc.body) } },
            },
          }
        : {}),
      responses: {
        [success === '200' ? '200' : '2XX']: {
          description: 'Gelukt',
          ...(doc.response
            ? { content: { 'application/json': { schema: jsonSchema(doc.response, 'output') } } }
            : {}),
        },
        '4XX': {
          description: 'Ongeldig verzoek, niet ingelogd, geen toegang, niet gevonden of te veel verzoeken',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SkillsPlatform API',
      version: '1.0.0',
      description:
        'De JSON-API van het platform. Inloggen zet een HttpOnly-sessiecookie; elke fout is { "message": "…" } in het Nederlands.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
    paths,
  };
}
