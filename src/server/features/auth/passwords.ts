import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1, or an equally strong setting with
 * less memory per hash. We use N=2^14, r=8, p=5 (16 MiB instead of 128 MiB per hash, decision 157):
 * a burst of logins on libuv's four threads then needs 64 MiB, not 512 MiB.
 */
export const OWASP_SCRYPT_LOG_N = 14;
const R = 8;
const KEY_LENGTH = 64;
/** The OWASP table's parallelisation for each N it lists; lower N (tests only) uses p=1. */
const OWASP_P: Readonly<Record<number, number>> = { 17: 1, 16: 2, 15: 3, 14: 5, 13: 10 };
const parallelism = (logN: number) => OWASP_P[logN] ?? 1;

/**
 * Hashes with scrypt; the parameters travel inside the hash (`scrypt$logN$r$p$salt$key`), so a
 * later change of cost still verifies old hashes. Runs on libuv's thread pool, never blocking the loop.
 */
export async function hashPassword(password: string, logN = OWASP_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const p = parallelism(logN);
  const key = await scrypt(password, salt, KEY_LENGTH, scryptOptions(logN, R, p));
  return ['scrypt', logN, R, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when a stored hash was made with other parameters than `logN` gives now: rehash it at login. */
export function needsRehash(stored: string, logN = OWASP_SCRYPT_LOG_N): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== logN || Number(r) !== R || Number(p) !== parallelism(logN);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    scryptOptions(Number(logN), Number(r), Number(p)),
  );
  return timingSafeEqual(actual, expected);
}

function scryptOptions(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  // Node computes the p lanes one after another: memory is 128·N·r, whatever p is.
  return { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
}

/** A valid hash of a random password: verifying against it costs as much as a real check. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = (logN?: number) => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), logN);
  return dummyHash;
};
