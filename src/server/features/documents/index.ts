import type { KyselyDb } from '../../db/schema.ts';
import { documentStorage } from './storage.ts';
import { storageKeysOf } from './store.ts';

/** What other features may use of the documents feature (decision 186). */

/**
 * Account deletion: read the user's stored files before the rows go, and remove them after the
 * deleting transaction committed (`erase`). A file that cannot be removed then is logged, not fatal:
 * no row points at it any more.
 */
export async function documentFilesOf(db: KyselyDb, uploadDir: string, userId: string) {
  const keys = await storageKeysOf(db, userId);
  const storage = documentStorage(uploadDir);
  return {
    async erase(onError: (error: unknown) => void = () => {}) {
      for (const key of keys) await storage.delete(key).catch(onError);
    },
  };
}
