import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { publicUser } from '../../../contracts/auth.ts';
import { page, pageQuery } from '../../../contracts/common.ts';
import {
  oidcCallbackQuery,
  oidcProvider,
  oidcProviderParams,
  oidcRedirect,
  oidcSignupBody,
  oidcSignupInfo,
  oidcStartQuery,
} from '../../../contracts/oidc.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import type { Config, OidcProviderConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { located } from '../../http/created.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { startMfaChallenge } from './mfa-login.ts';
import { hasConfirmedTotp } from './mfa-store.ts';
import {
  createFlow,
  createSignup,
  deleteSignup,
  findIdentity,
  findSignup,
  linkIdentity,
  takeFlow,
} from './oidc-store.ts';
import { hashPassword } from './passwords.ts';
import type { PendingNameTaken } from './routes.ts';
import { finishSignIn } from './sign-in.ts';
import { findUserByEmail, findUserById, insertUser, instituteNameTaken } from './store.ts';

/** How long the round trip through the provider, and a new user's choice of user type, may take. */
const FLOW_MINUTES = 10;
const SIGNUP_MINUTES = 15;
const OIDC_PATH = '/api/auth/oidc';
const flowCookie = (config: Pick<Config, 'cookieSecure'>) => (config.cookieSecure ? '__Secure-oidc' : 'oidc');
const signupCookie = (config: Pick<Config, 'cookieSecure'>) =>
  config.cookieSecure ? '__Secure-oidc-signup' : 'oidc-signup';

/**
 * Sign-in with an institution's OpenID Connect provider (authorization code + PKCE, decision 312).
 * openid-client checks the id_token's signature (the provider's JWKS), iss, aud, exp, nonce and
 * the state; an identity is the pair issuer + subject, linked to one account.
 */
export function oidcRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  pendingNameTaken: PendingNameTaken,
) {
  const k = db.kysely;
  const providers = new Map(config.oidcProviders.map((p) => [p.id, p]));
  const discovered = new Map<string, Promise<client.Configuration>>();

  const providerOf = (id: string) => {
    const provider = providers.get(id);
    if (!provider) throw fail(AUTH_PROBLEMS['oidc.unknown_provider']);
    return provider;
  };
  /** The provider's metadata, fetched once per process (again after a failure). */
  const configurationOf = (provider: OidcProviderConfig) => {
    let found = discovered.get(provider.id);
    if (!found) {
      found = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        {
          // The id_token's signature is checked against the provider's JWKS too (openid-client
          // otherwise trusts the TLS connection to the token endpoint). Plain http only for a
          // loopback provider in tests (refused in production by config.ts).
          execute: [
            ...(config.oidcAllowInsecureHttp ? [client.allowInsecureRequests] : []),
            client.enableNonRepudiationChecks,
          ],
        },
      );
      discovered.set(provider.id, found);
      found.catch(() => discovered.delete(provider.id));
    }
    return found;
  };
  const redirectUri = (provider: OidcProviderConfig) =>
    `${config.appUrl}${OIDC_PATH}/${provider.id}/callback`;
  const back = (reply: FastifyReply, outcome: string) => reply.redirect(`/auth?oidc=${outcome}`, 302);

  route(app, {
    method: 'GET',
    url: '/auth/oidc/providers',
    operationId: 'listOidcProviders',
    summary: 'De instellingen waarmee je kunt inloggen (OpenID Connect)',
    tag: 'auth',
    access: 'public',
    query: pageQuery,
    response: { 200: page(oidcProvider) },
    headers: ['Link'],
    handler: (request, reply) =>
      pageInMemory(
        request,
        reply,
        config.oidcProviders.map(({ id, name, userTypes }) => ({ id, name, userTypes })),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/auth/oidc/:provider/start',
    operationId: 'startOidcSignIn',
    summary: 'Inloggen met je instelling: doorverwijzing naar de provider (state, nonce, PKCE)',
    tag: 'auth',
    access: 'public',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    params: oidcProviderParams,
    query: oidcStartQuery,
    response: { 302: oidcRedirect },
    handler: async (request, reply) => {
      const provider = providerOf(request.params.provider);
      let configuration: client.Configuration;
      try {
        configuration = await configurationOf(provider);
      } catch (err) {
        request.log.warn({ err, provider: provider.id }, 'OpenID Connect discovery failed');
        return back(reply, 'fout');
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const linkUserId = request.query.koppel === '1' && request.user ? request.user.id : null;
      const token = await createFlow(
        k,
        { provider: provider.id, state, nonce, codeVerifier, linkUserId },
        FLOW_MINUTES * 60_000,
      );
      // SameSite=Lax: the provider sends the browser back with a top-level GET from its own site.
      reply.setCookie(flowCookie(config), token, {
        path: OIDC_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        maxAge: FLOW_MINUTES * 60,
      });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(provider),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.redirect(url.href, 302);
    },
  });

  route(app, {
    method: 'GET',
    url: '/auth/oidc/:provider/callback',
    operationId: 'finishOidcSignIn',
    summary: 'Terugkeer van de provider: controleert de code en het id_token en logt in of koppelt',
    tag: 'auth',
    access: 'public',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    params: oidcProviderParams,
    query: oidcCallbackQuery,
    response: { 302: oidcRedirect },
    handler: async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const token = request.cookies[flowCookie(config)];
      reply.clearCookie(flowCookie(config), { path: OIDC_PATH });
      const flow = token ? await takeFlow(k, token, provider.id) : undefined;
      if (!flow) return back(reply, 'fout');
      let claims: { iss: string; sub: string; [claim: string]: unknown };
      try {
        const configuration = await configurationOf(provider);
        const tokens = await client.authorizationCodeGrant(
          configuration,
          new URL(request.url, config.appUrl),
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
          // The redirect_uri sent to the provider is the configured one, whatever host served this.
          { redirect_uri: redirectUri(provider) },
        );
        const found = tokens.claims();
        if (!found) throw new Error('no id_token');
        claims = found;
        // Many providers keep e-mail and name out of the id_token: then the userinfo endpoint,
        // whose answer must name the same subject.
        if (typeof found.email !== 'string') {
          const info = await client.fetchUserInfo(configuration, tokens.access_token, found.sub);
          claims = { ...info, ...found, email: info.email, email_verified: info.email_verified };
          if (typeof info.given_name === 'string') claims.given_name = info.given_name;
          if (typeof info.family_name === 'string') claims.family_name = info.family_name;
        }
      } catch (err) {
        request.log.warn({ err: String(err), provider: provider.id }, 'OpenID Connect callback refused');
        return back(reply, 'fout');
      }
      const issuer = claims.iss;
      const subject = claims.sub;
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      const emailVerified = claims.email_verified === true;
      const allowed = (user: UserRow) => (provider.userTypes as string[]).includes(user.userType);

      // A signed-in user linking this identity to their own account ("koppelen").
      if (flow.linkUserId) {
        const user = await findUserById(k, flow.linkUserId);
        // Linking starts in Profiel → Beveiliging, so the answer goes back there.
        const toProfile = (outcome: string) => reply.redirect(`/profile?tab=security&oidc=${outcome}`, 302);
        if (!user || !allowed(user)) return toProfile('niet-toegestaan');
        const linked = await linkIdentity(k, { issuer, subject, userId: user.id, provider: provider.id });
        return toProfile(linked ? 'gekoppeld' : 'al-gekoppeld');
      }

      let user: UserRow | undefined;
      const identity = await findIdentity(k, issuer, subject);
      if (identity) {
        user = await findUserById(k, identity.userId);
      } else if (email) {
        const sameEmail = await findUserByEmail(k, email);
        if (sameEmail) {
          // Only the provider's word that it verified this address links silently; otherwise the
          // owner signs in with their password and links from there (decision 312).
          if (!emailVerified) return back(reply, 'email-in-gebruik');
          if (!allowed(sameEmail)) return back(reply, 'niet-toegestaan');
          await linkIdentity(k, { issuer, subject, userId: sameEmail.id, provider: provider.id });
          user = sameEmail;
        }
      }
      if (!user) {
        if (identity || !email) return back(reply, 'fout');
        const signupToken = await createSignup(
          k,
          {
            provider: provider.id,
            issuer,
            subject,
            email,
            firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : null,
            lastName: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 100) : null,
          },
          SIGNUP_MINUTES * 60_000,
        );
        reply.setCookie(signupCookie(config), signupToken, {
          path: OIDC_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: config.cookieSecure,
          maxAge: SIGNUP_MINUTES * 60,
        });
        return back(reply, 'signup');
      }
      if (!allowed(user)) return back(reply, 'niet-toegestaan');
      // The provider's sign-in is one factor: an account with a second factor still gives its code.
      if (await hasConfirmedTotp(k, user.id)) {
        await startMfaChallenge(k, reply, config, user.id, false);
        return back(reply, 'mfa');
      }
      await finishSignIn({ db, config }, request, reply, user, false);
      return reply.redirect('/', 302);
    },
  });

  const pendingSignup = async (request: FastifyRequest) => {
    const token = request.cookies[signupCookie(config)];
    const signup = token ? await findSignup(k, token) : undefined;
    if (!signup) throw fail(AUTH_PROBLEMS['oidc.no_signup']);
    const provider = providers.get(signup.provider);
    if (!provider) throw fail(AUTH_PROBLEMS['oidc.no_signup']);
    return { signup, provider };
  };

  route(app, {
    method: 'GET',
    url: '/auth/oidc/signup',
    operationId: 'getOidcSignup',
    summary: 'Nieuw via je instelling: de gegevens van de provider, vóór de keuze van het gebruikerstype',
    tag: 'auth',
    access: 'public',
    response: { 200: oidcSignupInfo },
    handler: async (request) => {
      const { signup, provider } = await pendingSignup(request);
      return {
        provider: provider.name,
        email: signup.email,
        firstName: signup.firstName,
        lastName: signup.lastName,
        userTypes: provider.userTypes,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/oidc/signup',
    operationId: 'finishOidcSignup',
    summary: 'Nieuw via je instelling: kies je gebruikerstype; maakt het account en logt in',
    tag: 'auth',
    access: 'public',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    body: oidcSignupBody,
    response: { 201: publicUser },
    headers: ['Location'],
    handler: async (request, reply) => {
      const { signup, provider } = await pendingSignup(request);
      const { userType, instituteName } = request.body;
      if (!(provider.userTypes as string[]).includes(userType))
        throw fail(AUTH_PROBLEMS['oidc.user_type_not_allowed']);
      if (userType === 'institute' && !instituteName)
        throw fail(AUTH_PROBLEMS['auth.institute_name_required']);
      if (
        userType === 'institute' &&
        instituteName &&
        ((await instituteNameTaken(k, instituteName)) || (await pendingNameTaken(k, instituteName)))
      )
        throw fail(INSTITUTE_PROBLEMS['institute.name_taken']);
      // No password: an unguessable one is hashed, so only the provider (or a reset) signs in.
      const user = await insertUser(k, {
        email: signup.email,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url'), config.passwordHashLogN),
        firstName: signup.firstName,
        lastName: signup.lastName,
        userType,
        instituteName: userType === 'institute' ? (instituteName ?? null) : null,
      });
      if (!user) throw fail(AUTH_PROBLEMS['auth.email_taken']);
      await deleteSignup(k, signup.id);
      reply.clearCookie(signupCookie(config), { path: OIDC_PATH });
      await linkIdentity(k, {
        issuer: signup.issuer,
        subject: signup.subject,
        userId: user.id,
        provider: provider.id,
      });
      const answer = await finishSignIn({ db, config }, request, reply, user, false);
      located(request, reply, '/api/user/profile');
      return reply.status(201).send(answer);
    },
  });
}
