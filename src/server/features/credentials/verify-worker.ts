import { parentPort } from 'node:worker_threads';
import { type DidDocument, type ProofCheck, verifyCredentialProof } from './signing.ts';

/**
 * A verification worker (verify-pool.ts): JSON-LD canonicalization and the signature check run here,
 * off the server's event loop. It gets the credential and the issuer's DID document, already
 * resolved by the main thread, and resolves nothing else.
 */
parentPort?.on(
  'message',
  async (job: { id: number; credential: Record<string, unknown>; didDocument: DidDocument | null }) => {
    let result: ProofCheck;
    try {
      result = await verifyCredentialProof(job.credential, async (did) =>
        job.didDocument && did === job.didDocument.id ? job.didDocument : undefined,
      );
    } catch {
      result = { valid: false, reason: 'malformed', issuerKey: false };
    }
    parentPort?.postMessage({ id: job.id, result });
  },
);
// Loaded (the JSON-LD and crypto libraries included): the pool starts its time budgets from here.
parentPort?.postMessage({ ready: true });
