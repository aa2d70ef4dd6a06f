import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.trustProxy).toBe(false);
    expect(c.loginIpMaxFailures).toBe(20);
    expect(c.redisUrl).toBeNull();
    expect(c.requestTimeoutMs).toBeGreaterThan(0);
  });

  it('requires a public APP_URL in production: credentials name their issuer under it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_URL: verplicht in productie/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' })).toThrow(/APP_URL/);
    expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://skills.example.nl' }).appUrl).toBe(
      'https://skills.example.nl',
    );
  });

  it('refuses the test-only loopback setting of the credential import in production', () => {
    const prod = { NODE_ENV: 'production', APP_URL: 'https://skills.example.nl' } as const;
    expect(() => loadConfig({ ...prod, CREDENTIAL_IMPORT_ALLOW_LOOPBACK: 'true' })).toThrow(
      /CREDENTIAL_IMPORT_ALLOW_LOOPBACK: alleen voor tests/,
    );
    expect(loadConfig(prod).credentialImportAllowLoopback).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', CREDENTIAL_IMPORT_ALLOW_LOOPBACK: 'true' })
        .credentialImportAllowLoopback,
    ).toBe(true);
  });

  it('reads OpenID Connect providers from OIDC_PROVIDERS and refuses insecure http in production', () => {
    const one = {
      id: 'surfconext',
      issuer: 'https://connect.surfconext.nl',
      clientId: 'app',
      clientSecret: 'secret',
      name: 'SURFconext',
    };
    expect(loadConfig({}).oidcProviders).toEqual([]);
    expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([one]) }).oidcProviders).toEqual([
      { ...one, userTypes: ['talent'] },
    ]);
    expect(() => loadConfig({ OIDC_PROVIDERS: '{not json' })).toThrow(
      /OIDC_PROVIDERS: verwacht een JSON-lijst/,
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: JSON.stringify([{ ...one, issuer: 'ftp://x' }]) })).toThrow(
      /OIDC_PROVIDERS: 0.issuer/,
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: JSON.stringify([one, one]) })).toThrow(/eigen id/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://skills.example',
        OIDC_ALLOW_INSECURE_HTTP: 'true',
      }),
    ).toThrow(/OIDC_ALLOW_INSECURE_HTTP: alleen voor tests/);
  });

  it('stops with a clear message naming every invalid variable', () => {
    const bad = () => loadConfig({ PORT: 'abc', COOKIE_SECURE: 'misschien', LOG_LEVEL: 'loud' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT: verwacht een geheel getal/);
    expect(bad).toThrow(/COOKIE_SECURE: verwacht true of false/);
    expect(bad).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: verwacht een getal van 1 tot en met 65535/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'evil' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ REDIS_URL: 'localhost' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV/);
  });

  it('never trusts every proxy: TRUST_PROXY is a hop count or a list of addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" vertrouwt elke/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.nl' })).toThrow(/geen IP-adres/);
  });

  it('quotes at most a short excerpt of a bad value', () => {
    try {
      loadConfig({ PORT: 'x'.repeat(10_000) });
    } catch (err) {
      expect((err as Error).message.length).toBeLessThan(300);
    }
  });
});
