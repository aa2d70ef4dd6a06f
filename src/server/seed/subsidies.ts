import {
  dutchToday,
  matchSubsidies,
  storedResponses,
  validateResponses,
} from '../../domain/subsidies/index.ts';
import type { KyselyDb } from '../db/schema.ts';
import { insertAnalysis } from '../features/subsidies/index.ts';
import type { SeedContext } from './index.ts';
import { DEMO_TALENT_EMAIL } from './talent-data.ts';

/**
 * The demo talent's answers: Sanne (born 1994-03-12, Utrecht) works at an SME and retrains towards
 * data analysis with an accredited hbo module she pays herself. Beschikbaar shows the
 * levenlanglerenkrediet on first start, and SLIM (her employer's advice, no course fees) among the
 * other options.
 */
export const DEMO_SUBSIDY_RESPONSES = {
  '1': '1994-03-12',
  '2': 'employee',
  '4': 'GM0344',
  '6': true,
  '8': 'none',
  '9': 'hbo_wo_module',
  '10': false,
  '11': false,
  '13': 'Data-analyse (hbo-module)',
  '14': false,
  '15': true,
};

/** Demo data: one stored subsidy analysis of the demo talent. */
export async function seedSubsidiesDemo(db: KyselyDb, ctx: SeedContext): Promise<void> {
  const userId = ctx.userIds.get(DEMO_TALENT_EMAIL);
  if (!userId) return;
  const today = dutchToday();
  const checked = validateResponses(DEMO_SUBSIDY_RESPONSES, today);
  if (!checked.ok) throw new Error(`demo subsidy answers invalid: ${checked.message.nl}`);
  await insertAnalysis(db, userId, {
    sessionId: 'seed',
    responses: storedResponses(DEMO_SUBSIDY_RESPONSES),
    result: matchSubsidies(checked.answers, today),
  });
}
