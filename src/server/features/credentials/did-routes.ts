import type { FastifyInstance } from 'fastify';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import { didWeb, instituteDid } from '../../../domain/credentials/index.ts';
import type { AppContext } from '../../context.ts';
import { DID_CONTEXT_V1 } from './signing.ts';
import { instituteDidDocument } from './verify.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The DID documents of the did:web method (decision 300), outside /api where the method looks for
 * them: the platform's `did:web:<host>` at `/.well-known/did.json`, each institute's
 * `did:web:<host>:institutes:<id>` at `/institutes/<id>/did.json` with the keys it signs with.
 * Public, no cookies read, any origin may fetch them.
 */
export async function didRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const send = (reply: import('fastify').FastifyReply, document: object) =>
    reply
      .type('application/did+json')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=60')
      .send(JSON.stringify(document));

  app.get('/.well-known/did.json', (_request, reply) =>
    send(reply, { '@context': [DID_CONTEXT_V1], id: didWeb(config.appUrl), alsoKnownAs: [config.appUrl] }),
  );

  app.get<{ Params: { id: string } }>('/institutes/:id/did.json', async (request, reply) => {
    const id = request.params.id.toLowerCase();
    const document = UUID.test(id)
      ? await instituteDidDocument(db.kysely, instituteDid(config.appUrl, id), id)
      : null;
    if (!document) {
      return reply
        .code(404)
        .type('application/problem+json; charset=utf-8')
        .header('Access-Control-Allow-Origin', '*')
        .send(
          JSON.stringify({ type: 'about:blank', title: HTTP_PROBLEMS['resource.not_found'].nl, status: 404 }),
        );
    }
    return send(reply, document);
  });
}
