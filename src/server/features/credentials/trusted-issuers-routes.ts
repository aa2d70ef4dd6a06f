import type { FastifyInstance } from 'fastify';
import { noContent, page, pageQuery } from '../../../contracts/common.ts';
import { trustedIssuer, trustedIssuerBody, trustedIssuerIdParam } from '../../../contracts/credentials.ts';
import { CREDENTIAL_PROBLEMS } from '../../../contracts/problems/credentials.ts';
import { didWebDomain } from '../../../domain/credentials/index.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import {
  deleteTrustedIssuer,
  importedCountByIssuer,
  insertTrustedIssuer,
  listTrustedIssuers,
} from './trust-store.ts';

/**
 * Vertrouwde uitgevers (decision 405): the issuers from elsewhere whose credentials count as evidence
 * (`listed`). Adding or removing one re-scores the credentials already imported from it at once,
 * because trust is read live; both are audited.
 */
export async function trustedIssuerRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;
  const admin = { tag: 'admin', access: 'platform.administer' } as const;

  const withCounts = async (rows: Awaited<ReturnType<typeof listTrustedIssuers>>) => {
    const counts = await importedCountByIssuer(
      k,
      rows.map((r) => r.did),
    );
    return rows.map((r) => ({
      ...r,
      domain: didWebDomain(r.did),
      credentials: counts.get(r.did) ?? 0,
    }));
  };

  route(app, {
    ...admin,
    method: 'GET',
    url: '/admin/trusted-issuers',
    operationId: 'listTrustedIssuers',
    summary: 'Vertrouwde uitgevers: wiens certificaten van elders meetellen',
    query: pageQuery,
    response: { 200: page(trustedIssuer) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, await withCounts(await listTrustedIssuers(k))),
  });

  route(app, {
    ...admin,
    method: 'POST',
    url: '/admin/trusted-issuers',
    operationId: 'addTrustedIssuer',
    summary: 'Een uitgever vertrouwen: zijn certificaten tellen mee als bewijs (gelogd)',
    body: trustedIssuerBody,
    response: { 201: trustedIssuer },
    handler: async (request, reply) => {
      const { did, name, note } = request.body;
      const row = await k.transaction().execute(async (trx) => {
        const added = await insertTrustedIssuer(trx, {
          did,
          name,
          note: note ?? '',
          addedBy: request.user.id,
        });
        if (!added) return null;
        await recordAudit(trx, {
          actorId: request.user.id,
          action: 'trusted_issuer.add',
          targetType: 'trusted_issuer',
          targetId: added.id,
          details: { did, name, note: note ?? '' },
        });
        return added;
      });
      if (!row) throw fail(CREDENTIAL_PROBLEMS['trusted_issuer.already_listed']);
      const [answer] = await withCounts([row]);
      return reply.status(201).send(answer);
    },
  });

  route(app, {
    ...admin,
    method: 'DELETE',
    url: '/admin/trusted-issuers/:id',
    operationId: 'removeTrustedIssuer',
    summary: 'Een uitgever niet langer vertrouwen: zijn certificaten tellen niet meer mee (gelogd)',
    params: trustedIssuerIdParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      const removed = await k.transaction().execute(async (trx) => {
        const row = await deleteTrustedIssuer(trx, request.params.id);
        if (row)
          await recordAudit(trx, {
            actorId: request.user.id,
            action: 'trusted_issuer.remove',
            targetType: 'trusted_issuer',
            targetId: row.id,
            details: { did: row.did, name: row.name },
          });
        return row;
      });
      if (!removed) throw fail(CREDENTIAL_PROBLEMS['trusted_issuer.not_found']);
      return reply.status(204).send();
    },
  });
}
