import type { FastifyInstance } from 'fastify';
import { credentialIdParam, importedCredentialCopy } from '../../../contracts/credentials.ts';
import { CREDENTIAL_PROBLEMS } from '../../../contracts/problems/credentials.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { importedDocument } from './import-store.ts';

/**
 * Our stored copy of a credential from elsewhere (decision 472): the evidence link of its skills
 * wherever a match names it, whatever kind of id the credential has (a `urn:uuid:` resolves nowhere).
 * Like `/verify/{id}` of ours: public to whoever has the unguessable id, any origin may read it, and
 * anyone may check it with their own verifier.
 */
export async function importedCredentialRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/imported-credentials/:id',
    operationId: 'getImportedCredential',
    summary:
      'Een certificaat van elders zoals het is toegevoegd (openbaar voor wie het id heeft: de bewijslink van de vaardigheden)',
    tag: 'credentials',
    access: 'public',
    params: credentialIdParam,
    response: { 200: importedCredentialCopy },
    config: { anyOrigin: true },
    handler: async (request) => {
      const document = await importedDocument(db.kysely, request.params.id);
      if (!document) throw fail(CREDENTIAL_PROBLEMS['credential.not_found']);
      return document;
    },
  });
}
