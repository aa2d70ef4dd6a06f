import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { clearFailures, countRecentFailures, recordFailure } from './store.ts';

export const THROTTLED = 'Te veel mislukte inlogpogingen. Probeer het over een kwartier opnieuw.';
/** An IP may fail this many times more than one account (several people behind one NAT). */
const IP_FACTOR = 4;

/**
 * Password-guessing throttle shared by login and every call that checks a current password:
 * failures counted per account and per IP in the database, 429 once either limit is reached.
 */
export function passwordThrottle(db: Kysely<Database>, config: Config, email: string, ip: string) {
  const accountKey = `email:${email}`;
  const ipKey = `ip:${ip}`;
  return {
    async assertAllowed() {
      const since = new Date(Date.now() - config.loginWindowMinutes * 60_000).toISOString();
      const failures = await countRecentFailures(db, [accountKey, ipKey], since);
      if (
        (failures.get(accountKey) ?? 0) >= config.loginMaxFailures ||
        (failures.get(ipKey) ?? 0) >= config.loginMaxFailures * IP_FACTOR
      ) {
        throw new HttpError(429, THROTTLED);
      }
    },
    recordFailure: () => recordFailure(db, [accountKey, ipKey]),
    clear: () => clearFailures(db, accountKey),
  };
}
