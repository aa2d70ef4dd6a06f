import type { Config } from '../config.ts';

/**
 * Whether start-up may seed the demo accounts (whose password is public in the README). On a
 * developer's machine: yes by default. With NODE_ENV=production only when SEED_DEMO=true was set
 * explicitly, and then with a loud warning.
 */
export function demoSeedDecision(config: Pick<Config, 'nodeEnv' | 'seedDemo' | 'seedDemoExplicit'>): {
  seed: boolean;
  warning?: string;
} {
  if (!config.seedDemo) return { seed: false };
  if (config.nodeEnv !== 'production') return { seed: true };
  if (!config.seedDemoExplicit) {
    return {
      seed: false,
      warning:
        'NODE_ENV=production: demo-accounts worden niet aangemaakt. Maak een beheerder met `npm run admin:create`.',
    };
  }
  const bar = '!'.repeat(78);
  return {
    seed: true,
    warning: `${bar}\n!! WAARSCHUWING: SEED_DEMO=true in productie. Een lege database krijgt demo-accounts\n!! (ook admin en superadmin) met het openbare wachtwoord uit de README. Niet voor echte gebruikers.\n${bar}`,
  };
}
