import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { PASSKEY_FAILED } from '../../../contracts/passkeys.ts';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import type { Db } from '../../db/connect.ts';
import { describeApi, registerTalent, sessionCookie } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';
import { queuedMailsTo } from '../../test/queued-mail.ts';

/**
 * A software authenticator (ES256, "none" attestation, user present and verified): enough of
 * WebAuthn to run both ceremonies against the API without a browser.
 */
function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const rpIdHash = createHash('sha256').update(rpId).digest();
  const clientData = (type: string, challenge: string, o = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: o, crossOrigin: false }));
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
  return {
    id: b64(credId),
    register(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const credLen = Buffer.alloc(2);
      credLen.writeUInt16BE(credId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]), // UP | UV | AT
        u32(counter),
        Buffer.alloc(16), // AAGUID
        credLen,
        credId,
        Buffer.from(isoCBOR.encode(cose as never)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id: b64(credId),
        rawId: b64(credId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** A signed assertion; `o` forges another origin, `keepCounter` replays the counter. */
    sign(challenge: string, opts: { origin?: string; keepCounter?: boolean } = {}) {
      if (!opts.keepCounter) counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), u32(counter)]);
      const cd = clientData('webauthn.get', challenge, opts.origin);
      const signer = createSign('SHA256');
      signer.update(Buffer.concat([authData, createHash('sha256').update(cd).digest()]));
      return {
        id: b64(credId),
        rawId: b64(credId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(cd),
          authenticatorData: b64(authData),
          signature: b64(signer.sign(privateKey)),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

const post = (app: FastifyInstance, url: string, payload?: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: payload as never, headers: cookie ? { cookie } : {} });

async function addPasskey(app: FastifyInstance, cookie: string, origin: string, name = 'Laptop') {
  const auth = softAuthenticator(origin);
  const options = (await post(app, '/api/user/passkeys/registration-options', undefined, cookie)).json();
  const res = await post(app, '/api/user/passkeys', { name, response: auth.register(options) }, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return auth;
}

async function loginChallenge(app: FastifyInstance): Promise<string> {
  const res = await post(app, '/api/login/passkey/options');
  expect(res.statusCode).toBe(200);
  const options = res.json() as { challenge: string; userVerification: string; allowCredentials?: unknown[] };
  expect(options.userVerification).toBe('required');
  expect(options.allowCredentials ?? []).toEqual([]);
  return options.challenge;
}

const mailSubjectsTo = async (db: Db, email: string) =>
  (await queuedMailsTo(db.kysely, email)).map((m) => m.subject);

describeApi('passkeys', (env) => {
  it('registers a discoverable passkey, lists it, signs in with it (a full session) and deletes it, with mails', async () => {
    const { app, db, config } = env();
    const { cookie, user } = await registerTalent(app, 'pk');
    const options = (await post(app, '/api/user/passkeys/registration-options', undefined, cookie)).json();
    expect(options.rp.id).toBe(new URL(config.passkeyOrigin).hostname);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const auth = await addPasskey(app, cookie, config.passkeyOrigin);
    const list = await app.inject({ method: 'GET', url: '/api/user/passkeys', headers: { cookie } });
    expect(list.json()).toEqual({
      items: [expect.objectContaining({ id: auth.id, name: 'Laptop', lastUsedAt: null })],
      nextCursor: null,
    });
    const status = await app.inject({ method: 'GET', url: '/api/user/mfa', headers: { cookie } });
    expect(status.json()).toMatchObject({ passkeys: 1 });

    const challenge = await loginChallenge(app);
    const signIn = await post(app, '/api/login/passkey', { response: auth.sign(challenge) });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ id: user.id });
    const session = sessionCookie(signIn);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    const used = await app.inject({ method: 'GET', url: '/api/user/passkeys', headers: { cookie: session } });
    expect(used.json().items[0].lastUsedAt).not.toBeNull();

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/user/passkeys/${auth.id}`,
      headers: { cookie: session },
    });
    expect(del.statusCode, del.body).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/user/passkeys',
      headers: { cookie: session },
    });
    expect(after.json()).toEqual({ items: [], nextCursor: null });
    // The removed passkey signs in no more.
    const again = await post(app, '/api/login/passkey', { response: auth.sign(await loginChallenge(app)) });
    expect(again.statusCode).toBe(401);
    const subjects = await mailSubjectsTo(db, user.email);
    expect(subjects.filter((s) => s.startsWith('Passkeys van je SkillsPlatform-account'))).toHaveLength(2);
  });

  it('lists the passkeys in pages', async () => {
    const { app, config } = env();
    const { cookie } = await registerTalent(app, 'pk');
    await addPasskey(app, cookie, config.passkeyOrigin, 'Laptop');
    await addPasskey(app, cookie, config.passkeyOrigin, 'Telefoon');
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const all = (await get('/api/user/passkeys')).json();
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((p: { name: string }) => p.name).sort()).toEqual(['Laptop', 'Telefoon']);
    expect(await walkPages(get, '/api/user/passkeys')).toEqual(all.items);
    await expectBadCursors(get, '/api/user/passkeys');
  });

  it('refuses a reused challenge, a replayed counter, another origin and an unknown credential', async () => {
    const { app, config } = env();
    const { cookie } = await registerTalent(app, 'pk');
    const auth = await addPasskey(app, cookie, config.passkeyOrigin);

    const challenge = await loginChallenge(app);
    expect((await post(app, '/api/login/passkey', { response: auth.sign(challenge) })).statusCode).toBe(200);
    // The same challenge a second time (single use).
    const reused = await post(app, '/api/login/passkey', {
      response: auth.sign(challenge, { keepCounter: true }),
    });
    expect(reused.statusCode).toBe(401);
    // A fresh challenge but a counter no higher than the stored one (a cloned authenticator).
    const replay = await post(app, '/api/login/passkey', {
      response: auth.sign(await loginChallenge(app), { keepCounter: true }),
    });
    expect(replay.statusCode).toBe(401);
    // Signed for another site.
    const phished = await post(app, '/api/login/passkey', {
      response: auth.sign(await loginChallenge(app), { origin: 'https://phish.example' }),
    });
    expect(phished.statusCode).toBe(401);
    // A challenge the server never issued.
    const invented = await post(app, '/api/login/passkey', { response: auth.sign('bm9wZQ') });
    expect(invented.statusCode).toBe(401);
    // A credential no account has.
    const stranger = softAuthenticator(config.passkeyOrigin);
    stranger.register({ challenge: 'x', user: { id: 'someone' } });
    const unknown = await post(app, '/api/login/passkey', {
      response: stranger.sign(await loginChallenge(app)),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(PASSKEY_FAILED.nl);
    // Still fine with a fresh challenge and a higher counter.
    expect(
      (await post(app, '/api/login/passkey', { response: auth.sign(await loginChallenge(app)) })).statusCode,
    ).toBe(200);
  });

  it('a registration challenge is bound to its account and used once', async () => {
    const { app, config } = env();
    const a = await registerTalent(app, 'pk-a');
    const b = await registerTalent(app, 'pk-b');
    const options = (await post(app, '/api/user/passkeys/registration-options', undefined, a.cookie)).json();
    const response = softAuthenticator(config.passkeyOrigin).register(options);
    const other = await post(app, '/api/user/passkeys', { name: 'x', response }, b.cookie);
    expect(other.statusCode).toBe(400);
    const own = await post(app, '/api/user/passkeys', { name: 'x', response }, a.cookie);
    expect(own.statusCode, own.body).toBe(201);
    const twice = await post(app, '/api/user/passkeys', { name: 'x', response }, a.cookie);
    expect(twice.statusCode).toBe(400);
  });

  it('a passkey satisfies a required second factor: the set-up gate opens, sign-in needs no code, the last one stays', async () => {
    const { app, db, config } = env();
    const { cookie, user } = await registerTalent(app, 'pk-admin');
    await db.kysely
      .updateTable('users')
      .set({ userType: 'admin', adminRole: 'admin' })
      .where('id', '=', user.id)
      .execute();
    const blocked = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(HTTP_PROBLEMS['auth.mfa_setup_required'].nl);
    const auth = await addPasskey(app, cookie, config.passkeyOrigin);
    const status = await app.inject({ method: 'GET', url: '/api/user/mfa', headers: { cookie } });
    expect(status.json()).toMatchObject({ setupRequired: false, passkeys: 1 });
    const open = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(open.statusCode).not.toBe(403);

    const signIn = await post(app, '/api/login/passkey', { response: auth.sign(await loginChallenge(app)) });
    expect(signIn.statusCode).toBe(200);
    const session = sessionCookie(signIn);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: session } })).statusCode,
    ).not.toBe(403);
    // The only factor of a role that requires one is not removed.
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/user/passkeys/${auth.id}`,
      headers: { cookie: session },
    });
    expect(del.statusCode).toBe(403);
  });
});
