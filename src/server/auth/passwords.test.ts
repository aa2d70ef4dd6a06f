import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT_LOG_N, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses scrypt with the OWASP parameters by default (N=2^17, r=8, p=1)', async () => {
    const hash = await hashPassword('Welkom2026!');
    expect(OWASP_SCRYPT_LOG_N).toBe(17);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('Welkom2026!', hash)).toBe(true);
    expect(await verifyPassword('welkom2026!', hash)).toBe(false);
  });

  it('salts every hash and rejects malformed stored values', async () => {
    const a = await hashPassword('zelfde', 10);
    const b = await hashPassword('zelfde', 10);
    expect(a).not.toBe(b);
    expect(await verifyPassword('zelfde', 'md5$abc')).toBe(false);
  });
});
