import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { addressAllowed } from '../../security/outbound-fetch.ts';
import { checkBaseUrl } from './source-client.ts';

describe('OEAPI source network rules', () => {
  it('refuses private, loopback, link-local and special addresses; loopback only when allowed', () => {
    for (const a of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1',
    ])
      expect(addressAllowed(a, false), a).toBe(false);
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
    expect(addressAllowed('145.100.190.1', false)).toBe(true);
    expect(addressAllowed('2001:610:1::1', false)).toBe(true);
    // ::ffff:0:0/96 is a block of the IPv6 special-purpose registry: refused whatever it carries.
    expect(addressAllowed('::ffff:145.100.190.1', false)).toBe(false);
  });

  it('wants https, no credentials in the URL', () => {
    expect(() => checkBaseUrl('http://example.nl', false)).toThrow(/https/);
    expect(() => checkBaseUrl('https://user:pw@example.nl', false)).toThrow(/inloggegevens/);
    expect(checkBaseUrl('https://example.nl/ooapi', false).host).toBe('example.nl');
    expect(checkBaseUrl('http://127.0.0.1:8080/ooapi', true).port).toBe('8080');
  });

  it('refuses OOAPI_ALLOW_LOOPBACK in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OOAPI_ALLOW_LOOPBACK: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', OOAPI_ALLOW_LOOPBACK: 'true' }).ooapiFetch.allowLoopback).toBe(
      true,
    );
  });
});
