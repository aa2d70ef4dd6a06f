import type { FastifyInstance } from 'fastify';
import { instituteIdParam } from '../../../contracts/admin.ts';
import { page, pageQuery } from '../../../contracts/common.ts';
import {
  institutePendingChangeDecision,
  institutePendingChangeRow,
  instituteSettings,
  instituteSettingsBody,
  instituteVerification,
} from '../../../contracts/institute.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { callerKey, checkIfMatch, versionedEtag } from '../../http/if-match.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { instituteNameTaken } from '../auth/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  applyPendingChange,
  dropPendingChange,
  getInstituteSettings,
  kvkNumberTaken,
  listPendingChanges,
  nameKey,
  type PendingField,
  pendingNameTaken,
  saveInstituteSettings,
  savePendingChange,
} from './settings-store.ts';

/** Instellingen of the institute portal: name, website, KvK number, description, logo. */
export async function instituteSettingsRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/institute/settings',
    operationId: 'getInstituteSettings',
    summary: 'Instellingen van het eigen instituut',
    tag: 'institute',
    access: 'courses.manageOwn',
    response: { 200: instituteSettings },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'users', callerKey),
    handler: async (request) => getInstituteSettings(k, request.user.id),
  });

  route(app, {
    method: 'GET',
    url: '/institute/verification',
    operationId: 'getInstituteVerification',
    summary:
      'Of een beheerder het eigen instituut heeft geverifieerd (anders staan de cursussen niet in het studieaanbod)',
    tag: 'institute',
    access: 'courses.manageOwn',
    response: { 200: instituteVerification },
    handler: async (request) => ({ verified: await isInstituteVerified(k, request.user.id) }),
  });

  route(app, {
    method: 'PATCH',
    url: '/institute/settings',
    operationId: 'updateInstituteSettings',
    summary: 'Instellingen van het eigen instituut opslaan (de naam staat meteen bij de cursussen)',
    tag: 'institute',
    access: 'courses.manageOwn',
    body: instituteSettingsBody,
    response: { 200: instituteSettings },
    headers: ['ETag'],
    ifMatch: true,
    handler: async (request) => {
      const b = request.body;
      const id = request.user.id;
      // Names (case and spaces ignored) and KvK numbers are unique among institutes, the names and
      // numbers waiting for an administrator included: 409.
      if ((await instituteNameTaken(k, b.name, id)) || (await pendingNameTaken(k, b.name, id))) {
        throw fail(INSTITUTE_PROBLEMS['institute.name_taken']);
      }
      if (
        b.kvkNumber &&
        ((await kvkNumberTaken(k, b.kvkNumber, id)) ||
          (await kvkNumberTaken(k, b.kvkNumber, id, { pending: true })))
      ) {
        throw fail(INSTITUTE_PROBLEMS['institute.kvk_taken']);
      }
      await checkIfMatch(request, k, 'users', id);
      const current = await getInstituteSettings(k, id);
      const requested = { name: b.name, kvkNumber: b.kvkNumber ?? null, website: b.website ?? null };
      // A verified institute's identity (name, KvK number, website) is what an administrator checked:
      // a change of it waits for an administrator, and the values in force stay public until then.
      // A name differing only in case or spaces is the same name and applies directly.
      const verified = await isInstituteVerified(k, id);
      const changed: PendingField[] = verified
        ? [
            ...(nameKey(b.name) !== nameKey(current.name ?? '') ? (['name'] as const) : []),
            ...(requested.kvkNumber !== current.kvkNumber ? (['kvkNumber'] as const) : []),
            ...(requested.website !== current.website ? (['website'] as const) : []),
          ]
        : [];
      await saveInstituteSettings(k, id, {
        name: changed.includes('name') ? (current.name ?? b.name) : b.name,
        website: changed.includes('website') ? current.website : requested.website,
        kvkNumber: changed.includes('kvkNumber') ? current.kvkNumber : requested.kvkNumber,
        description: b.description ?? null,
        logoUrl: b.logoUrl ?? null,
      });
      // Saving again with the values in force withdraws a pending change (an empty list clears it).
      if (verified) await savePendingChange(k, id, { ...requested, fields: changed });
      return getInstituteSettings(k, id);
    },
  });

  // Administrators review a verified institute's pending change: old and new side by side.
  const admin = { tag: 'admin', access: 'platform.administer' } as const;

  route(app, {
    ...admin,
    method: 'GET',
    url: '/admin/institute-changes',
    operationId: 'listInstitutePendingChanges',
    summary: 'Gewijzigde instituutsgegevens die op een beheerder wachten (oud en nieuw naast elkaar)',
    query: pageQuery,
    response: { 200: page(institutePendingChangeRow) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, await listPendingChanges(k), (r) => r.instituteId),
  });

  const decide = (decision: 'accepted' | 'rejected') =>
    async function handler(request: { params: { id: string }; user: { id: string } }) {
      const { id } = request.params;
      const before = (await listPendingChanges(k)).find((c) => c.instituteId === id);
      if (!before) throw fail(INSTITUTE_PROBLEMS['institute.no_change_in_review']);
      if (decision === 'accepted') {
        // Someone may have taken the name or number meanwhile: still unique at acceptance.
        const { name, kvkNumber } = before.requested;
        if (before.fields.includes('name') && name && (await instituteNameTaken(k, name, id)))
          throw fail(INSTITUTE_PROBLEMS['institute.name_taken']);
        if (before.fields.includes('kvkNumber') && kvkNumber && (await kvkNumberTaken(k, kvkNumber, id))) {
          throw fail(INSTITUTE_PROBLEMS['institute.kvk_taken']);
        }
        await applyPendingChange(k, id);
      } else {
        await dropPendingChange(k, id);
      }
      await recordAudit(k, {
        actorId: request.user.id,
        action: decision === 'accepted' ? 'institute.change.accept' : 'institute.change.reject',
        targetType: 'institute',
        targetId: id,
        details: { fields: before.fields, old: before.current, new: before.requested },
      });
      await notify(
        k,
        id,
        notificationEvents.instituteChangeDecided(decision === 'accepted'),
        request.user.id,
      );
      return { instituteId: id, decision };
    };

  route(app, {
    ...admin,
    method: 'POST',
    url: '/admin/institutes/:id/changes/accept',
    operationId: 'acceptInstituteChange',
    summary: 'Gewijzigde instituutsgegevens goedkeuren (ze gaan meteen gelden)',
    params: instituteIdParam,
    response: { 200: institutePendingChangeDecision },
    handler: decide('accepted'),
  });

  route(app, {
    ...admin,
    method: 'POST',
    url: '/admin/institutes/:id/changes/reject',
    operationId: 'rejectInstituteChange',
    summary: 'Gewijzigde instituutsgegevens afwijzen (de vorige blijven gelden)',
    params: instituteIdParam,
    response: { 200: institutePendingChangeDecision },
    handler: decide('rejected'),
  });
}
