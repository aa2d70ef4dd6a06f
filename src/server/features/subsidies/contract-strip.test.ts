import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeApi, registerTalent } from '../../test/harness.ts';

// The app as production runs it: answers are not checked against their schema, only serialized through it.
describeApi(
  'answers keep their contract in production',
  (env) => {
    it('an analysis stored with fields the contract does not declare is sent without them', async () => {
      const { cookie, user } = await registerTalent(env().app, 'strip');
      const match = {
        subsidy: {
          id: 'slim',
          name: 'SLIM',
          provider: 'Rijksoverheid',
          maxAmount: 24_999,
          amountNote: '',
          validityPeriod: '2026',
          description: 'Scholing',
          tags: [],
          applicationUrl: 'https://example.nl',
          sourceUrl: 'https://example.nl',
          lastVerified: '2026-01-01',
          appliedBy: 'employer',
          internalRuleId: 'r-17',
        },
        matchReasons: ['Je werkgever vraagt aan'],
        score: 0.93,
      };
      await env()
        .db.kysely.insertInto('subsidyAnalyses')
        .values({
          userId: user.id,
          sessionId: randomUUID(),
          responses: '{}',
          result: JSON.stringify({ totalMatches: 1, matches: [match], alternatives: [] }),
          totalMatches: 1,
          createdAt: new Date().toISOString(),
        })
        .execute();
      const res = await env().app.inject({ url: '/api/user/subsidy-results', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const [sent] = res.json().matchedSubsidies;
      expect(sent.subsidy.appliedBy).toBe('employer');
      expect(sent.subsidy.name).toBe('SLIM');
      expect(res.body).not.toContain('internalRuleId');
      expect(res.body).not.toContain('score');
    });
  },
  { seed: true, config: { nodeEnv: 'production' } },
);
