import { Worker } from 'node:worker_threads';
import { CREDENTIAL_PROBLEMS } from '../../../contracts/problems/credentials.ts';
import { CREDENTIAL_VERIFY_BUDGET_DEFAULT_MS } from '../../config.ts';
import { fail } from '../../http/errors.ts';
import type { DidDocument, ProofCheck, ResolveDid } from './signing.ts';

/**
 * Verification off the main thread (decision 300): a small pool of worker threads runs the JSON-LD
 * canonicalization and the signature check, so a costly credential never holds up other requests
 * (`/healthz` stays fast). Each check has a time budget: a worker that exceeds it is ended and
 * replaced, and the credential is refused. The bundle runs `verify-worker.mjs` beside `main.mjs`;
 * from source (development, tests) the TypeScript file is loaded through tsx.
 */
const POOL_SIZE = 2;
const MAX_WAITING = 64;

interface Job {
  id: number;
  credential: Record<string, unknown>;
  didDocument: DidDocument | null;
  /** Set for a presentation: the challenge its holder's proof must carry. */
  challenge?: string;
  resolve: (r: ProofCheck) => void;
}

interface PoolWorker {
  worker: Worker;
  /** Settles once the worker has loaded its libraries (false: it failed to start). */
  ready: Promise<boolean>;
}

function startWorker(): PoolWorker {
  const bundled = import.meta.url.endsWith('.mjs');
  const worker = bundled
    ? new Worker(new URL('./verify-worker.mjs', import.meta.url))
    : new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(
          new URL('./verify-worker.ts', import.meta.url).href,
        )}, ${JSON.stringify(import.meta.url)}))`,
        { eval: true },
      );
  worker.unref();
  const ready = new Promise<boolean>((resolve) => {
    const onMessage = (m: { ready?: boolean }) => {
      if (m?.ready) done(true);
    };
    const onError = () => done(false);
    const done = (ok: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      resolve(ok);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
  });
  return { worker, ready };
}

class VerifyPool {
  private readonly idle: PoolWorker[] = [];
  private readonly waiting: Job[] = [];
  private size = 0;
  private nextId = 1;
  /** Each check's time budget (CREDENTIAL_VERIFY_BUDGET_MS), set when the routes are registered. */
  budgetMs = CREDENTIAL_VERIFY_BUDGET_DEFAULT_MS;

  run(
    credential: Record<string, unknown>,
    didDocument: DidDocument | null,
    challenge?: string,
  ): Promise<ProofCheck> {
    if (this.waiting.length >= MAX_WAITING) {
      throw fail(CREDENTIAL_PROBLEMS['credential.verify_busy'], undefined, { 'Retry-After': '5' });
    }
    return new Promise((resolve) => {
      this.waiting.push({ id: this.nextId++, credential, didDocument, challenge, resolve });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let worker = this.idle.pop();
      if (!worker && this.size < POOL_SIZE) {
        worker = startWorker();
        this.size++;
      }
      if (!worker) return;
      void this.execute(worker, this.waiting.shift() as Job);
    }
  }

  /** Starts one worker ahead of the first check, so that check does not wait for the libraries. */
  warm(): void {
    if (this.size > 0) return;
    this.size++;
    this.idle.push(startWorker());
  }

  private async execute(entry: PoolWorker, job: Job): Promise<void> {
    const { worker } = entry;
    if (!(await entry.ready)) {
      this.size--;
      void worker.terminate();
      job.resolve({ valid: false, reason: 'malformed', issuerKey: false });
      this.dispatch();
      return;
    }
    const finish = (result: ProofCheck, healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      if (healthy) this.idle.push(entry);
      else {
        this.size--;
        void worker.terminate();
      }
      job.resolve(result);
      this.dispatch();
    };
    const onMessage = (m: { id: number; result: ProofCheck }) => {
      if (m.id === job.id) finish(m.result, true);
    };
    const onError = () => finish({ valid: false, reason: 'malformed', issuerKey: false }, false);
    const timer = setTimeout(
      () => finish({ valid: false, reason: 'too_slow', issuerKey: job.didDocument !== null }, false),
      this.budgetMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({
      id: job.id,
      credential: job.credential,
      didDocument: job.didDocument,
      challenge: job.challenge,
    });
  }
}

const pool = new VerifyPool();

/** Sets each check's time budget and starts the first worker at start-up, so the first check is not slowed. */
export const warmVerifyPool = (budgetMs: number) => {
  pool.budgetMs = budgetMs;
  pool.warm();
};

const issuerIdOf = (credential: Record<string, unknown>) => {
  const issuer = credential.issuer;
  if (typeof issuer === 'string') return issuer;
  const id = issuer && typeof issuer === 'object' ? (issuer as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '';
};

/** verifyCredentialProof in a worker: the issuer's DID is resolved here, the rest runs there. */
export async function verifyOffThread(
  credential: Record<string, unknown>,
  resolve: ResolveDid,
): Promise<ProofCheck> {
  const issuer = issuerIdOf(credential);
  let didDocument: DidDocument | null = null;
  try {
    didDocument = issuer ? ((await resolve(issuer)) ?? null) : null;
  } catch {
    didDocument = null;
  }
  return pool.run(credential, didDocument);
}

/**
 * A Verifiable Presentation's holder proof in a worker (decision 405): valid when the key of the
 * proof's verification method is one its DID lists for authentication and the proof is over
 * `challenge`. The holder's DID is resolved here.
 */
export async function verifyPresentationOffThread(
  presentation: Record<string, unknown>,
  challenge: string,
  resolve: ResolveDid,
): Promise<{ valid: boolean; holder: string }> {
  const proofs = Array.isArray(presentation.proof) ? presentation.proof : [presentation.proof];
  const method = (proofs[0] as { verificationMethod?: unknown } | undefined)?.verificationMethod;
  const holder = typeof method === 'string' ? method.split('#')[0] : '';
  if (!holder) return { valid: false, holder };
  let didDocument: DidDocument | null = null;
  try {
    didDocument = (await resolve(holder)) ?? null;
  } catch {
    didDocument = null;
  }
  if (!didDocument) return { valid: false, holder };
  const result = await pool.run(presentation, didDocument, challenge);
  return { valid: result.valid, holder };
}
