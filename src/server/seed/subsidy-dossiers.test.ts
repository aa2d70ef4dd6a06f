import { describe, expect, it } from 'vitest';
import { matchSubsidies, SCHEMES, validateResponses } from '../../domain/subsidies/index.ts';
import { checkDossierStart, dossierRefusal, dossierShape } from '../../domain/subsidy-applications/index.ts';
import { DEMO_SUBSIDY_RESPONSES } from './subsidies.ts';
import { DEMO_TALENT_SUBSIDY_APPLICATIONS } from './talent-data.ts';

/** Every seeded dossier passes the rules it teaches: a matching scheme, and what the scheme pays for. */
describe('seeded subsidy dossiers', () => {
  const today = '2026-11-27';
  const checked = validateResponses(DEMO_SUBSIDY_RESPONSES, today);
  if (!checked.ok) throw new Error(checked.message.nl);
  const result = matchSubsidies(checked.answers, today);
  const offered = new Set([
    ...result.matches.map((m) => m.subsidy.id),
    ...result.alternatives.flatMap((a) => (a.schemeId ? [a.schemeId] : [])),
  ]);

  it.each(DEMO_TALENT_SUBSIDY_APPLICATIONS.map((d) => [d.schemeId, d] as const))('%s', (_id, d) => {
    const scheme = SCHEMES.find((s) => s.id === d.schemeId);
    expect(scheme?.status).toBe('open');
    // Her own seeded answers offer the scheme (a match, or SLIM for advice among the other options)
    // and the dossier rules let her start it.
    expect(offered.has(d.schemeId)).toBe(true);
    expect(
      dossierRefusal(scheme!, {
        answers: checked.answers,
        courseId: null,
        coursePriceCents: null,
        requestedAmountCents: d.requestedAmountCents,
        today,
      }),
    ).toBeNull();
    // A course only where the scheme pays for one (SLIM never pays course fees).
    expect(checkDossierStart(d.schemeId, { courseId: d.courseTitle === null ? null : 1 })).toBeNull();
    if (!dossierShape(d.schemeId).course) expect(d.courseTitle).toBeNull();
    if (d.requestedAmountCents !== null && scheme?.maxAmount != null)
      expect(d.requestedAmountCents).toBeLessThanOrEqual(scheme.maxAmount * 100);
    if (d.approvedAmountCents !== null) {
      expect(d.status).toBe('approved');
      expect(d.approvedAmountCents).toBeLessThanOrEqual(d.requestedAmountCents ?? Number.POSITIVE_INFINITY);
    }
  });
});
