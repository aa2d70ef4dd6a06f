import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_SCRYPT_LOG_N, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses scrypt with OWASP parameters by default (N=2^14, r=8, p=5: 16 MiB per hash)', async () => {
    const hash = await hashPassword('Welkom2026!');
    expect(OWASP_SCRYPT_LOG_N).toBe(14);
    expect(hash).toMatch(/^scrypt\$14\$8\$5\$/);
    expect(await verifyPassword('Welkom2026!', hash)).toBe(true);
    expect(await verifyPassword('welkom2026!', hash)).toBe(false);
  });

  it('still verifies hashes made with the older N=2^17 setting, and asks for a rehash', async () => {
    const old = await hashPassword('Welkom2026!', 17);
    expect(old).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('Welkom2026!', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('salts every hash and rejects malformed stored values', async () => {
    const a = await hashPassword('zelfde', 10);
    const b = await hashPassword('zelfde', 10);
    expect(a).not.toBe(b);
    expect(await verifyPassword('zelfde', 'md5$abc')).toBe(false);
  });
});
