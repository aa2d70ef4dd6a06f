import { dutchMoment } from '../../../domain/dates.ts';
import { recordAudit } from '../../audit.ts';
import type { Config } from '../../config.ts';
import type { KyselyDb } from '../../db/schema.ts';
import type { ApiLanguage } from '../../i18n/index.ts';
import { queueMail } from '../../mail/index.ts';
import { storedLanguage } from '../notifications/index.ts';
import { revokeAllAccessTokens } from './access-tokens-store.ts';
import { type TokenRevocationReason, tokensRevokedMail } from './security-mails.ts';

export type { TokenRevocationReason };

/**
 * Ends every personal access token of an account when what it was made under changes (issue 47):
 * a password reset or change, an admin's reset of the second factor, a role change (account
 * deletion removes them with the account). Audited as `token.revoke_all` with the reason; the
 * owner is mailed when there was at least one. Runs inside the caller's transaction where it has one.
 */
export async function endAllAccessTokens(
  db: KyselyDb,
  config: Pick<Config, 'appUrl'>,
  user: { id: string; email: string; firstName: string | null },
  reason: TokenRevocationReason,
  fallback: ApiLanguage,
  actorId: string = user.id,
): Promise<number> {
  const count = await revokeAllAccessTokens(db, user.id);
  if (count === 0) return 0;
  await recordAudit(db, {
    actorId,
    action: 'token.revoke_all',
    targetType: 'user',
    targetId: user.id,
    details: { reason, count },
  });
  const stored = await storedLanguage(db, user.id);
  const lang = stored === 'en' || stored === 'nl' ? stored : fallback;
  const mail = tokensRevokedMail(lang, {
    firstName: user.firstName,
    appUrl: config.appUrl,
    when: dutchMoment(new Date(), lang),
    count,
    reason,
  });
  await queueMail(db, { to: user.email, ...mail, lang });
  return count;
}
