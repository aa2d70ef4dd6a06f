import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { hasPermission, isAdmin } from '../../../domain/roles.ts';
import type { ApplicationStatus } from '../../../domain/subsidy-applications/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { isLinkedEmployer, linkedEmployer } from '../company/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { latestResponses } from '../subsidies/index.ts';
import { dossierView, type Reader } from './dossier-view.ts';
import { type DossierRow, findDossier, listEvents } from './store.ts';

/**
 * The reader's relation to a dossier: its talent, the employer the talent asked (only while the
 * talent is still its employee), or an admin; undefined: the dossier is none of theirs (404).
 */
export async function readerOf(k: KyselyDb, user: PublicUser, row: DossierRow): Promise<Reader | undefined> {
  if (row.userId === user.id) return 'talent';
  if (
    row.companyId === user.id &&
    row.employerRequest !== null &&
    hasPermission(user, 'employees.manage') &&
    (await isLinkedEmployer(k, user.id, row.userId))
  ) {
    return 'employer';
  }
  if (isAdmin(user)) return 'admin';
  return undefined;
}

/** One dossier for the reader, with its history and prefill. */
export async function viewOf(
  k: KyselyDb,
  request: FastifyRequest,
  row: DossierRow,
  reader: Reader,
): Promise<SubsidyDossier> {
  const [events, responses, employer] = await Promise.all([
    listEvents(k, [Number(row.id)]),
    reader === 'talent' ? latestResponses(k, row.userId) : Promise.resolve(null),
    linkedEmployer(k, row.userId),
  ]);
  return dossierView(row, events.get(Number(row.id)) ?? [], {
    lang: requestLanguage(request),
    reader,
    responses,
    linkedEmployer: employer,
  });
}

/** Re-reads a dossier after a change and answers it for the reader. */
export async function freshView(k: KyselyDb, request: FastifyRequest, id: number, reader: Reader) {
  const row = await findDossier(k, id);
  if (!row) throw new Error(`dossier ${id} vanished`);
  return viewOf(k, request, row, reader);
}

/** Many dossiers of one reader (a list), loading history once. */
export async function viewsOf(
  k: KyselyDb,
  request: FastifyRequest,
  rows: DossierRow[],
  reader: Reader,
): Promise<SubsidyDossier[]> {
  if (rows.length === 0) return [];
  const talentIds = [...new Set(rows.map((r) => r.userId))];
  const [events, responses, employers] = await Promise.all([
    listEvents(
      k,
      rows.map((r) => Number(r.id)),
    ),
    reader === 'talent' ? latestResponses(k, talentIds[0]) : Promise.resolve(null),
    Promise.all(talentIds.map(async (id) => [id, await linkedEmployer(k, id)] as const)),
  ]);
  const employerOf = new Map(employers);
  const lang = requestLanguage(request);
  return rows.map((row) =>
    dossierView(row, events.get(Number(row.id)) ?? [], {
      lang,
      reader,
      responses,
      linkedEmployer: employerOf.get(row.userId),
    }),
  );
}

export const talentNameOf = (row: DossierRow) =>
  fullName({
    firstName: row.talentFirstName,
    tussenvoegsel: row.talentTussenvoegsel,
    lastName: row.talentLastName,
    email: row.talentEmail,
  });

/**
 * Tells the other parties of a dossier about a recorded step: the talent, and the employer when it
 * applies or was asked; never the one who made the change.
 */
export async function notifyParties(
  k: KyselyDb,
  row: DossierRow,
  status: ApplicationStatus,
  actorId: string,
) {
  if (row.userId !== actorId) {
    await notify(k, row.userId, notificationEvents.subsidyApplicationStatus(row.subsidyType, status));
  }
  const employerInvolved =
    row.companyId && (row.applicant === 'employer' || row.employerRequest === 'requested');
  if (employerInvolved && row.companyId && row.companyId !== actorId) {
    await notify(
      k,
      row.companyId,
      notificationEvents.subsidyApplicationStatus(row.subsidyType, status, talentNameOf(row)),
      row.userId,
    );
  }
}
