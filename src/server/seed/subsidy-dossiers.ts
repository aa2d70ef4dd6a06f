import { SCHEMES } from '../../domain/subsidies/index.ts';
import type { KyselyDb } from '../db/schema.ts';
import { DEMO_TALENT_SUBSIDY_APPLICATIONS } from './talent-data.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The demo talent's subsidy dossiers as real dossiers: the row and its history (started, submitted, decided). */
export async function seedDemoDossiers(
  db: KyselyDb,
  userId: string,
  courseIdOf: (title: string | null) => number | null,
): Promise<void> {
  for (const a of DEMO_TALENT_SUBSIDY_APPLICATIONS) {
    const scheme = SCHEMES.find((s) => s.id === a.schemeId);
    if (!scheme) continue;
    const created = daysAgo(a.daysAgo);
    const submitted = daysAgo(a.submittedDaysAgo);
    const decided = a.decidedDaysAgo === null ? null : daysAgo(a.decidedDaysAgo);
    const { id } = await db
      .insertInto('subsidyApplications')
      .values({
        userId,
        schemeId: scheme.id,
        subsidyType: scheme.name,
        courseId: courseIdOf(a.courseTitle),
        motivation: a.motivation,
        requestedAmountCents: a.requestedAmountCents,
        approvedAmountCents: a.approvedAmountCents,
        status: a.status,
        applicant: 'talent',
        companyId: null,
        employerRequest: null,
        employerRequestedAt: null,
        employerDecidedAt: null,
        employerReason: null,
        submittedAt: submitted.slice(0, 10),
        reference: a.reference,
        decisionDate: decided?.slice(0, 10) ?? null,
        remindedFor: null,
        createdAt: created,
        updatedAt: decided ?? submitted,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = (
      at: string,
      from: 'concept' | 'submitted' | null,
      to: typeof a.status | 'concept',
      details: object,
    ) => ({
      applicationId: Number(id),
      actorId: userId,
      actorRole: 'talent' as const,
      kind: from === null ? ('created' as const) : ('status' as const),
      fromStatus: from,
      toStatus: to,
      details: JSON.stringify(details),
      createdAt: at,
    });
    await db
      .insertInto('subsidyApplicationEvents')
      .values([
        event(created, null, 'concept', {}),
        event(submitted, 'concept', 'submitted', {
          submittedAt: submitted.slice(0, 10),
          reference: a.reference,
          note: a.note,
        }),
        ...(decided && a.status !== 'submitted'
          ? [
              event(decided, 'submitted', a.status, {
                decisionDate: decided.slice(0, 10),
                ...(a.approvedAmountCents !== null ? { approvedAmountCents: a.approvedAmountCents } : {}),
              }),
            ]
          : []),
      ])
      .execute();
  }
}
