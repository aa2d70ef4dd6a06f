import type { FastifyRequest } from 'fastify';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { dutchMoment } from '../../../domain/dates.ts';
import {
  ACCOUNT_CODE_RULE,
  ADDRESS_CODE_RULE,
  type CodeThrottleRule,
  codeLockedUntil,
  failureLocks,
} from '../../../domain/mfa/index.ts';
import type { Config } from '../../config.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail, type HttpError } from '../../http/errors.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { queueMail } from '../../mail/index.ts';
import { storedLanguage } from '../notifications/index.ts';
import { codeLockMail } from './security-mails.ts';
import { attemptMoments, deleteAttempts, reserveAttempts } from './store.ts';

/** The throttle keys of second-factor codes: per account (its id) and per client address. */
const accountKey = (userId: string) => `code:${userId}`;
const addressKey = (ip: string) => `code-ip:${ip}`;

/** The 429 of too many wrong codes (code auth.code_locked): how many minutes to wait. */
export function codeLockedError(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return fail(
    AUTH_PROBLEMS['auth.code_locked'],
    { minutes },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}

interface Owner {
  id: string;
  email: string;
  firstName: string | null;
}

/**
 * Every guess at a second-factor code goes through here (issue 47): the sign-in's code step, a
 * recovery code, turning the factor off, making a token, a passkey sign-in. The guess is reserved
 * as a failure before `check` runs (so concurrent guesses cannot overrun the limit, in any
 * process: the rows are in the database), refused with 429 while the account or the address is
 * locked (domain/mfa/code-throttle.ts), and withdrawn when `check` says the code was right. The
 * failure that locks the account's step mails its owner. Failures are not cleared by a success:
 * the daily maximum holds whatever the owner does in between. The clock is `Date.now()`, so tests
 * move it with fake timers instead of waiting.
 */
export async function guardCodeGuess(
  db: KyselyDb,
  config: Pick<Config, 'appUrl'>,
  request: FastifyRequest,
  owner: Owner | null,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = Date.now();
  // Without a known account (a passkey nobody has) only the address counts.
  const keys: [string, CodeThrottleRule][] = [
    ...(owner ? [[accountKey(owner.id), ACCOUNT_CODE_RULE] as [string, CodeThrottleRule]] : []),
    [addressKey(request.ip), ADDRESS_CODE_RULE],
  ];
  const at = new Date(now).toISOString();
  const ids = await reserveAttempts(
    db,
    keys.map(([key]) => key),
    at,
  );
  let until = 0;
  const counts: number[] = [];
  for (const [i, [key, rule]] of keys.entries()) {
    const rows = await attemptMoments(db, key, new Date(now - rule.dayMs).toISOString());
    counts.push(rows.length);
    const others = rows.filter((r) => r.id !== ids[i]).map((r) => Date.parse(r.createdAt));
    until = Math.max(until, codeLockedUntil(others, now, rule) ?? 0);
  }
  if (until > now) {
    await deleteAttempts(db, ids);
    throw codeLockedError((until - now) / 1000);
  }
  const ok = await check();
  if (ok) {
    await deleteAttempts(db, ids);
    return true;
  }
  // This failure (the n-th of the day) locked the account's step: tell the owner once.
  if (owner && failureLocks(counts[0], ACCOUNT_CODE_RULE)) {
    const lockedUntil = codeLockedUntil(
      (
        await attemptMoments(db, accountKey(owner.id), new Date(now - ACCOUNT_CODE_RULE.dayMs).toISOString())
      ).map((r) => Date.parse(r.createdAt)),
      now,
      ACCOUNT_CODE_RULE,
    );
    const stored = await storedLanguage(db, owner.id);
    const lang = stored === 'en' || stored === 'nl' ? stored : requestLanguage(request);
    const mail = codeLockMail(lang, {
      firstName: owner.firstName,
      appUrl: config.appUrl,
      when: dutchMoment(new Date(now), lang),
      until: dutchMoment(new Date(lockedUntil ?? now + ACCOUNT_CODE_RULE.lockMs), lang),
      failures: counts[0],
    });
    await queueMail(db, { to: owner.email, ...mail, lang });
  }
  return false;
}
