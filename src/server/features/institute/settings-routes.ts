import type { FastifyInstance } from 'fastify';
import {
  instituteSettings,
  instituteSettingsBody,
  instituteVerification,
} from '../../../contracts/institute.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { instituteNameTaken } from '../auth/index.ts';
import { getInstituteSettings, kvkNumberTaken, saveInstituteSettings } from './settings-store.ts';

const NAME_TAKEN = 'Er bestaat al een instituut met deze naam';
const KVK_TAKEN = 'Dit KvK-nummer is al in gebruik bij een ander instituut';

/** Instellingen of the institute portal (issue 24): name, website, KvK number, description, logo. */
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
    handler: async (request) => {
      const b = request.body;
      // Names (case and spaces ignored) and KvK numbers are unique among institutes: 409.
      if (await instituteNameTaken(k, b.name, request.user.id)) throw conflict(NAME_TAKEN);
      if (b.kvkNumber && (await kvkNumberTaken(k, b.kvkNumber, request.user.id))) throw conflict(KVK_TAKEN);
      await saveInstituteSettings(k, request.user.id, {
        name: b.name,
        website: b.website ?? null,
        kvkNumber: b.kvkNumber ?? null,
        description: b.description ?? null,
        logoUrl: b.logoUrl ?? null,
      });
      return getInstituteSettings(k, request.user.id);
    },
  });
}
