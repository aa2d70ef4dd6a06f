import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { VC_CONTEXT_V2 } from '../../../domain/credentials/index.ts';

/**
 * W3C Bitstring Status List v1.0 (decision 300): a list of at least 131,072 bits, bit 0 the
 * left-most of the first byte; `encodedList` is the GZIP-compressed list, base64url, with the
 * multibase prefix `u`. A set bit means revoked.
 */
export const MIN_STATUS_LIST_BITS = 131_072;

export function encodeStatusList(setBits: readonly number[], highest = -1): string {
  let bits = MIN_STATUS_LIST_BITS;
  const top = setBits.reduce((m, i) => Math.max(m, i), highest);
  while (bits <= top) bits *= 2;
  const list = Buffer.alloc(bits / 8);
  for (const i of setBits) list[i >> 3] |= 0x80 >> (i & 7);
  return `u${gzipSync(list).toString('base64url')}`;
}

/** The list of an `encodedList`; throws when it is not one. */
export function decodeStatusList(encoded: string): Buffer {
  if (!encoded.startsWith('u')) throw new Error('encodedList zonder multibase-voorvoegsel u');
  return gunzipSync(Buffer.from(encoded.slice(1), 'base64url'), { maxOutputLength: 16 * 1024 * 1024 });
}

export const bitAt = (list: Buffer, index: number) =>
  index >= 0 && index < list.length * 8 && (list[index >> 3] & (0x80 >> (index & 7))) !== 0;

/** An issuer's unsigned BitstringStatusListCredential for revocation. */
export function statusListCredential(listUrl: string, issuerDid: string, encodedList: string, now: string) {
  return {
    '@context': [VC_CONTEXT_V2],
    id: listUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerDid,
    validFrom: `${now.slice(0, 19)}Z`,
    credentialSubject: {
      id: `${listUrl}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
  };
}

/** The ETag of a list's content and the key that signs it. */
export const statusListEtag = (encodedList: string, key: string) =>
  `"${createHash('sha256').update(`${encodedList}|${key}`).digest('base64url').slice(0, 27)}"`;
