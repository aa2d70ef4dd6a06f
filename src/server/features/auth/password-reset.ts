import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MINUTES } from '../../../contracts/auth.ts';
import { dutchMoment } from '../../../domain/dates.ts';
import { describeUserAgent } from '../../../domain/user-agent/index.ts';
import type { Config } from '../../config.ts';
import type { KyselyDb } from '../../db/schema.ts';
import type { ApiLanguage } from '../../i18n/index.ts';
import type { JobHandler } from '../../jobs/index.ts';
import { type Mailer, queueMail } from '../../mail/index.ts';
import { storedLanguage } from '../notifications/index.ts';
import { findResetRecipient, hasLiveSessionOnAgent, insertResetToken } from './reset-store.ts';
import { newSignInMail, passwordChangedMail, resetMail } from './security-mails.ts';

/** The background job behind POST /api/auth/password-reset (decision 202). */
export const PASSWORD_RESET_JOB = 'auth.password-reset';

export const hashResetToken = (token: string) => createHash('sha256').update(`reset:${token}`).digest('hex');

const asLanguage = (v: unknown, fallback: ApiLanguage): ApiLanguage =>
  v === 'nl' || v === 'en' ? v : fallback;

/** Where the mailed link leads: the web app's reset screen. */
export const resetLink = (appUrl: string, token: string) =>
  `${appUrl}/auth/reset?token=${encodeURIComponent(token)}`;

/**
 * Looks the e-mail up, and only for an existing account makes a token and sends the mail. The
 * request itself did the same work for every e-mail (one queued job), so its answer and timing say
 * nothing about whether the account exists. The mail is composed and sent here, from the token in
 * memory: only the token's hash is ever written to the database (never a queued mail with the
 * link, which would stay in the file and its write-ahead log after use). A failed send fails the
 * job; its retry makes a new token, and the unused one expires.
 */
export function passwordResetJob(
  db: KyselyDb,
  config: Pick<Config, 'appUrl'>,
  mailer: Pick<Mailer, 'send'>,
): JobHandler {
  return async (job) => {
    const { email, lang } = (job.payload ?? {}) as { email?: unknown; lang?: unknown };
    if (typeof email !== 'string') return;
    const user = await findResetRecipient(db, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const language = asLanguage(user.language, asLanguage(lang, 'nl'));
    const mail = resetMail(language, {
      firstName: user.firstName,
      link: resetLink(config.appUrl, token),
      minutes: PASSWORD_RESET_MINUTES,
      appUrl: config.appUrl,
    });
    await insertResetToken(db, {
      id: hashResetToken(token),
      userId: user.id,
      validMs: PASSWORD_RESET_MINUTES * 60_000,
    });
    await mailer.send({ to: user.email, ...mail, lang: language }, `job-${job.id}`);
  };
}

/** Queues the security mail "your password was changed" (always sent). */
export async function queuePasswordChangedMail(
  db: KyselyDb,
  config: Pick<Config, 'appUrl'>,
  user: { email: string; firstName: string | null; language: string | null },
  fallback: ApiLanguage,
): Promise<void> {
  const lang = asLanguage(user.language, fallback);
  const mail = passwordChangedMail(lang, {
    firstName: user.firstName,
    appUrl: config.appUrl,
    when: dutchMoment(new Date(), lang),
  });
  await queueMail(db, { to: user.email, ...mail, lang });
}

/**
 * Queues the security mail "new sign-in" (always sent) when the sign-in comes from a
 * browser without this account's device cookie and without a current session from the same
 * browser (User-Agent): a registration's own browser is not new.
 */
export async function queueNewSignInMailIfNewDevice(
  db: KyselyDb,
  config: Pick<Config, 'appUrl'>,
  user: { id: string; email: string; firstName: string | null },
  userAgent: string | null,
  knownDevice: boolean,
  fallback: ApiLanguage,
): Promise<boolean> {
  if (knownDevice) return false;
  const agent = userAgent?.slice(0, 400) ?? null; // as sessions store it (MAX_USER_AGENT)
  if (await hasLiveSessionOnAgent(db, user.id, agent)) return false;
  const lang = asLanguage(await storedLanguage(db, user.id), fallback);
  const mail = newSignInMail(lang, {
    firstName: user.firstName,
    appUrl: config.appUrl,
    when: dutchMoment(new Date(), lang),
    // A family from a fixed list ("Firefox op Windows"), never the header's own text.
    device: describeUserAgent(agent, lang),
  });
  await queueMail(db, { to: user.email, ...mail, lang });
  return true;
}
