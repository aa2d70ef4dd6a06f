import { expect, it } from 'vitest';
import { createTestEnv, ENGINES } from '../test/harness.ts';
import { demoSeedDecision } from './demo-policy.ts';

it('seeds demo accounts on a developer machine, refuses them in production unless SEED_DEMO=true', () => {
  expect(demoSeedDecision({ nodeEnv: 'development', seedDemo: true, seedDemoExplicit: false })).toEqual({
    seed: true,
  });
  const refused = demoSeedDecision({ nodeEnv: 'production', seedDemo: true, seedDemoExplicit: false });
  expect(refused.seed).toBe(false);
  expect(refused.warning).toMatch(/admin:create/);
  const forced = demoSeedDecision({ nodeEnv: 'production', seedDemo: true, seedDemoExplicit: true });
  expect(forced.seed).toBe(true);
  expect(forced.warning).toMatch(/WAARSCHUWING: SEED_DEMO=true in productie/);
  expect(demoSeedDecision({ nodeEnv: 'production', seedDemo: false, seedDemoExplicit: true }).seed).toBe(
    false,
  );
});

for (const engine of ENGINES) {
  it(`gives every seeded account its own salt and hash [${engine}]`, async () => {
    const env = await createTestEnv(engine, { seed: true });
    try {
      const rows = await env.db.kysely.selectFrom('users').select(['email', 'passwordHash']).execute();
      expect(rows.length).toBeGreaterThan(100);
      expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(rows.length);
      const salts = rows
        .filter((r) => r.passwordHash.startsWith('scrypt$'))
        .map((r) => r.passwordHash.split('$')[4]);
      expect(salts.length).toBeGreaterThanOrEqual(9);
      expect(new Set(salts).size).toBe(salts.length);
    } finally {
      await env.close();
    }
  });
}
