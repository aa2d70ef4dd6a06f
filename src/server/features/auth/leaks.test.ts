import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs/registry.ts';
import { createWorker } from '../../jobs/worker.ts';
import { type Mailer, type MailMessage, mailJobHandler } from '../../mail/index.ts';
import { createTestEnv, describeApi, registerTalent } from '../../test/harness.ts';
import { queuedMailsTo } from '../../test/queued-mail.ts';

const HOSTILE_UA = 'Ingelogd door de helpdesk, je hoeft niets te doen… https://evil.example/login';

const queuedTo = (env: Awaited<ReturnType<typeof createTestEnv>>, email: string) =>
  queuedMailsTo(env.db.kysely, email);

describeApi('the small leaks of sign-in mails', (env) => {
  it('the new-sign-in mail names a browser family, never the raw User-Agent or a URL from it', async () => {
    const { app } = env();
    const { user } = await registerTalent(app, 'ua');
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': HOSTILE_UA },
      payload: { email: user.email, password: 'Fietsbel-Oranje7' },
    });
    expect(res.statusCode).toBe(200);
    const firefox = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        'user-agent': `Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0 ${HOSTILE_UA}`,
      },
      payload: { email: user.email, password: 'Fietsbel-Oranje7' },
    });
    expect(firefox.statusCode).toBe(200);
    const mails = (await queuedTo(env() as never, user.email)).filter((m) => /Nieuwe inlog/.test(m.subject));
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.text).not.toMatch(/helpdesk|evil\.example/);
    }
    expect(mails.map((m) => m.text).join('\n')).toMatch(/een onbekende browser op een onbekend systeem/);
    expect(mails.map((m) => m.text).join('\n')).toMatch(/Firefox op Windows/);
  });

  it('names refuse line and paragraph separators and web addresses', async () => {
    const { app } = env();
    for (const firstName of [
      'Eva\u2028Fout',
      'Eva\u2029Fout',
      'Eva\u0085Fout',
      'https://evil.example',
      'www.evil.nl',
      'evil.example/x',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: `sep-${Math.random()}@test.nl`,
          password: 'Fietsbel-Oranje7',
          firstName,
          lastName: 'X',
        },
      });
      expect(res.statusCode, JSON.stringify(firstName)).toBe(400);
    }
    const { cookie } = await registerTalent(app, 'sep');
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { firstName: 'Eva\u2028https://evil.example vindt je bericht leuk' },
    });
    expect(patch.statusCode).toBe(400);
  });

  it('the mail log names the job id, never the address', async () => {
    const lines: { o: object; m?: string }[] = [];
    const mailer = { send: async () => ({ where: 'test' }) } as unknown as Mailer;
    await mailJobHandler(mailer, { info: (o, m) => lines.push({ o, m }) })({
      id: 42,
      kind: 'mail.send',
      payload: { to: 'geheim@example.nl', subject: 'S', text: 'T' },
    } as never);
    expect(JSON.stringify(lines)).not.toMatch(/geheim@example\.nl/);
    expect(lines[0].o).toMatchObject({ job: 42 });
  });
});

describe('password reset on a database file', () => {
  let dir: string;
  let env: Awaited<ReturnType<typeof createTestEnv>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'reset-leak-'));
    env = await createTestEnv('sqlite', { seed: true, sqliteFile: path.join(dir, 'app.db') });
  });
  afterAll(async () => {
    await env?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('no raw reset token is stored: not in the database file, not in its write-ahead log', async () => {
    const { user } = await registerTalent(env.app, 'leak');
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (m) => {
        sent.push(m);
        return { where: 'test' };
      },
      describe: () => 'test',
      close() {},
    };
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    await createWorker(
      env.db,
      jobDefinitions({ db: env.db, config: env.config, mailer, log: { info() {}, error() {} } }),
    ).drain();
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(sent.find((m) => m.to === user.email)?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const used = await env.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Zonnebloem-Kade42' },
    });
    expect(used.statusCode, used.body).toBe(200);
    for (const file of readdirSync(dir)) {
      const bytes = readFileSync(path.join(dir, file));
      expect(bytes.includes(Buffer.from(token!)), file).toBe(false);
    }
  });
});
