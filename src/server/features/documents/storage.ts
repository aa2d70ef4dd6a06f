import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where document bytes live, by an opaque key the server made (never a user's file name). Files on
 * disk today; an object store (S3 and the like) can implement the same three calls later.
 */
export interface DocumentStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}\.(pdf|png|jpg)$/;

/** A directory of files, one per key (UPLOAD_DIR, default ./data/uploads). */
export function diskStorage(dir: string): DocumentStorage {
  const file = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Ongeldige opslagsleutel: ${key.slice(0, 40)}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(key), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}
