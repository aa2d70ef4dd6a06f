import { parentPort } from 'node:worker_threads';
import {
  type DidDocument,
  type ProofCheck,
  verifyCredentialProof,
  verifyPresentationProof,
} from './signing.ts';

/**
 * A verification worker (verify-pool.ts): JSON-LD canonicalization and the signature check run here,
 * off the server's event loop. It gets the document and the DID documents it needs, already resolved
 * by the main thread, and resolves nothing else. With a `challenge` the document is a Verifiable
 * Presentation and its holder's proof is checked (decision 405); otherwise a credential's.
 */
parentPort?.on(
  'message',
  async (job: {
    id: number;
    credential: Record<string, unknown>;
    didDocument: DidDocument | null;
    challenge?: string;
  }) => {
    let result: ProofCheck;
    const resolve = async (did: string) =>
      job.didDocument && did === job.didDocument.id ? job.didDocument : undefined;
    try {
      if (job.challenge !== undefined) {
        const p = await verifyPresentationProof(job.credential, job.challenge, resolve);
        result = p.valid
          ? { valid: true, issuerId: p.holder, verificationMethod: '' }
          : { valid: false, reason: 'invalid_signature', issuerKey: false };
      } else result = await verifyCredentialProof(job.credential, resolve);
    } catch {
      result = { valid: false, reason: 'malformed', issuerKey: false };
    }
    parentPort?.postMessage({ id: job.id, result });
  },
);
// Loaded (the JSON-LD and crypto libraries included): the pool starts its time budgets from here.
parentPort?.postMessage({ ready: true });
