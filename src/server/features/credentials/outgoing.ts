import { fetchGuarded, OutboundFetchError } from '../../security/outbound-fetch.ts';

/**
 * Outgoing fetches of the credential import (decision 301): a stranger's DID document and status
 * list, by the server's one set of rules for URLs others chose (security/outbound-fetch.ts), with
 * 5 s for the whole answer and at most 100 KB.
 */
export const FETCH_TIMEOUT_MS = 5_000;
export const FETCH_MAX_BYTES = 100 * 1024;

const ACCEPT = 'application/did+json, application/vc+ld+json, application/json';

/** GETs a JSON document by those rules; throws OutboundFetchError (or a network error) otherwise. */
export async function fetchJson(address: string, opts: { allowLoopback?: boolean } = {}): Promise<unknown> {
  const answer = await fetchGuarded(address, {
    allowLoopback: opts.allowLoopback ?? false,
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: FETCH_MAX_BYTES,
    headers: { accept: ACCEPT },
  });
  if (answer.status !== 200) throw new OutboundFetchError('network', `HTTP ${answer.status}`);
  try {
    return JSON.parse(answer.body);
  } catch {
    throw new OutboundFetchError('network', 'geen JSON');
  }
}
