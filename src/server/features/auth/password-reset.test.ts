import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PASSWORD_RESET_ACCEPTED,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID,
} from '../../../contracts/auth.ts';
import { REGISTER_PASSWORD_TOO_SHORT } from '../../../domain/password-policy.ts';
import { jobDefinitions } from '../../jobs/registry.ts';
import { createWorker } from '../../jobs/worker.ts';
import { createMailer } from '../../mail/index.ts';
import { describeApi, login, registerTalent, setUpTotp } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { RESET_PER_EMAIL_HOURLY, RESET_PER_IP_HOURLY } from './reset-routes.ts';

const NEW_PASSWORD = 'Zonnebloem-Kade42';
let ipCounter = 1;
/** Each test its own client address, so the per-IP limit of one test does not touch another. */
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describeApi(
  'password reset',
  (env) => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
    });
    afterAll(async () => smtp.close());

    const worker = () => {
      const { db, config } = env();
      const mailer = createMailer({ ...config, smtpUrl: smtp.url });
      return createWorker(db, jobDefinitions({ db, config, mailer, log: { info() {}, error() {} } }));
    };
    const requestReset = (email: string, ip = freshIp(), lang?: string) =>
      env().app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
        remoteAddress: ip,
        headers: lang ? { 'accept-language': lang } : {},
      });
    const confirm = (token: string, password = NEW_PASSWORD) =>
      env().app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password },
      });
    const mailsTo = (email: string) =>
      smtp.received.filter((m) => m.to && 'text' in m.to && m.to.text === email);
    const tokenOf = (mail: ParsedMail) => {
      const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
      if (!match) throw new Error(`no token in mail: ${mail.text}`);
      return match[1];
    };
    /** Requests a reset for a fresh talent and returns the token from the mail that arrives. */
    const resetFor = async (email: string) => {
      expect((await requestReset(email)).statusCode).toBe(202);
      await worker().drain();
      const mails = mailsTo(email).filter((m) => /token=/.test(m.text ?? ''));
      return tokenOf(mails[mails.length - 1]);
    };
    const loginStatus = async (email: string, password: string) =>
      (
        await env().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password },
          remoteAddress: freshIp(),
        })
      ).statusCode;

    it('answers a known and an unknown e-mail alike, and mails only the known one', async () => {
      const { app, db } = env();
      const { user } = await registerTalent(app, 'reset-known');
      const unknown = `niemand-${Date.now()}@test.nl`;
      const jobsBefore = await db.kysely.selectFrom('jobs').select('id').execute();
      const known = await requestReset(user.email);
      const other = await requestReset(unknown);
      expect(known.statusCode).toBe(202);
      expect(other.statusCode).toBe(202);
      expect(known.body).toBe(other.body);
      expect(known.json().message).toBe(PASSWORD_RESET_ACCEPTED.nl);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(other.headers).sort());
      // The same work for both: one queued job each, no token yet.
      const jobsAfter = await db.kysely.selectFrom('jobs').select(['id', 'kind']).execute();
      expect(jobsAfter.length - jobsBefore.length).toBe(2);
      expect(await db.kysely.selectFrom('passwordResetTokens').selectAll().execute()).toHaveLength(0);
      await worker().drain();
      const mail = await smtp.waitFor(
        (m) => m.to !== undefined && 'text' in m.to && m.to.text === user.email,
      );
      expect(mail.subject).toBe('Nieuw wachtwoord instellen voor SkillsPlatform');
      expect(mail.text).toMatch(/30 minuten/);
      // Every mail has an HTML part besides the text, in the mail's language, the link clickable.
      expect(mail.html).toContain('<html lang="nl">');
      expect(mail.html).toMatch(/<a href="http:\/\/localhost:\d+\/auth\/reset\?token=/);
      expect(mail.text).toMatch(/http:\/\/localhost:\d+\/auth\/reset\?token=[A-Za-z0-9_-]{40,}/);
      expect(mailsTo(unknown)).toHaveLength(0);
      // Only the hash is stored.
      const [row] = await db.kysely.selectFrom('passwordResetTokens').selectAll().execute();
      expect(row.id).not.toBe(tokenOf(mail));
      expect(row.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(30 * 60_000);
      // The finished mail job no longer holds the link.
      const payloads = await db.kysely
        .selectFrom('jobs')
        .select('payload')
        .where('status', '=', 'done')
        .execute();
      expect(payloads.some((p) => p.payload.includes(tokenOf(mail)))).toBe(false);
    });

    it('sets the new password with the token once, ends every session and sends a security mail', async () => {
      const { app } = env();
      const { user, cookie } = await registerTalent(app, 'reset-use');
      const token = await resetFor(user.email);
      const res = await confirm(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(PASSWORD_RESET_DONE.nl);
      // The session from registration has ended.
      expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
      expect(await loginStatus(user.email, 'Fietsbel-Oranje7')).toBe(401);
      expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
      // Single use.
      const again = await confirm(token, 'Nog-Een-Ander-99');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(PASSWORD_RESET_INVALID.nl);
      expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
      await worker().drain();
      const changed = mailsTo(user.email).find(
        (m) => m.subject === 'Je wachtwoord voor SkillsPlatform is gewijzigd',
      );
      // The moment in Dutch time, as people here read it, never in UTC.
      expect(changed?.text).toMatch(/gewijzigd op \d{1,2} \w+ \d{4} om \d{2}:\d{2} \(Nederlandse tijd\)/);
      expect(changed?.text).not.toContain('UTC');
    });

    it('refuses an expired token and an unknown one alike', async () => {
      const { app, db } = env();
      const { user } = await registerTalent(app, 'reset-expired');
      const token = await resetFor(user.email);
      await db.kysely
        .updateTable('passwordResetTokens')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const expired = await confirm(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(PASSWORD_RESET_INVALID.nl);
      expect((await confirm('x'.repeat(43))).json().message).toBe(PASSWORD_RESET_INVALID.nl);
      expect(await loginStatus(user.email, 'Fietsbel-Oranje7')).toBe(200);
    });

    it('applies the registration password rules and keeps the link usable after a refusal', async () => {
      const { app } = env();
      const { user } = await registerTalent(app, 'reset-rules');
      const token = await resetFor(user.email);
      const short = await confirm(token, 'kort');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(REGISTER_PASSWORD_TOO_SHORT.nl);
      const common = await confirm(token, 'password123');
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toMatch(/veelgebruikte/);
      const same = await confirm(token, user.email);
      expect(same.statusCode).toBe(400);
      expect((await confirm(token)).statusCode).toBe(200);
    });

    it('an older link stops working once a newer one has been used', async () => {
      const { app } = env();
      const { user } = await registerTalent(app, 'reset-two');
      const first = await resetFor(user.email);
      const second = await resetFor(user.email);
      expect(first).not.toBe(second);
      expect((await confirm(second)).statusCode).toBe(200);
      expect((await confirm(first, 'Weer-Iets-Anders-7')).statusCode).toBe(400);
    });

    it('throttles per e-mail and per IP, for unknown addresses the same as for known ones', async () => {
      const { app } = env();
      const { user } = await registerTalent(app, 'reset-throttle');
      for (const email of [user.email, `onbekend-${Date.now()}@test.nl`]) {
        for (let i = 0; i < RESET_PER_EMAIL_HOURLY; i++)
          expect((await requestReset(email)).statusCode).toBe(202);
        const over = await requestReset(email);
        expect(over.statusCode).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      }
      const ip = freshIp();
      for (let i = 0; i < RESET_PER_IP_HOURLY; i++) {
        expect((await requestReset(`ip-${i}-${Date.now()}@test.nl`, ip)).statusCode).toBe(202);
      }
      expect((await requestReset(`ip-over-${Date.now()}@test.nl`, ip)).statusCode).toBe(429);
    });

    it('writes the mail in the language of the account, else of the request', async () => {
      const { app } = env();
      const { user, cookie } = await registerTalent(app, 'reset-en');
      const put = await app.inject({
        method: 'PATCH',
        url: '/api/user/settings',
        headers: { cookie },
        payload: { language: 'en' },
      });
      expect(put.statusCode, put.body).toBe(200);
      const res = await requestReset(user.email, freshIp(), 'en');
      expect(res.json().message).toMatch(/^If an account with this email address exists/);
      await worker().drain();
      const mail = mailsTo(user.email).find((m) => m.subject === 'Set a new password for SkillsPlatform');
      expect(mail?.text).toMatch(/within 30 minutes/);
      expect(mail?.html).toContain('<html lang="en">');
    });

    it('a new password never bypasses the second factor: sign-in still asks for the code', async () => {
      const { app } = env();
      const { cookie, user } = await registerTalent(app, 'reset-mfa');
      await setUpTotp(app, cookie, user.email);
      const token = await resetFor(user.email);
      expect((await confirm(token)).statusCode).toBe(200);
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: NEW_PASSWORD },
        remoteAddress: freshIp(),
      });
      expect(res.json()).toEqual({ mfaRequired: true, methods: ['totp', 'recovery'] });
      expect(String(res.headers['set-cookie'])).not.toMatch(/sid=/);
      // The helper's sign-in completes the second step with the account's code.
      expect(await login(app, user.email, NEW_PASSWORD)).toMatch(/^sid=/);
    });

    it('refuses a malformed request with 400 and queues nothing', async () => {
      const { db } = env();
      const before = (await db.kysely.selectFrom('jobs').select('id').execute()).length;
      for (const payload of [{}, { email: 'geen-adres' }, { email: 42 }]) {
        const res = await env().app.inject({ method: 'POST', url: '/api/auth/password-reset', payload });
        expect(res.statusCode).toBe(400);
      }
      const bad = await env().app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: '', password: NEW_PASSWORD },
      });
      expect(bad.statusCode).toBe(400);
      expect((await db.kysely.selectFrom('jobs').select('id').execute()).length).toBe(before);
    });
  },
  {},
);
