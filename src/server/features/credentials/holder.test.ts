import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { didWebDomain, issuerHandle } from '../../../domain/credentials/index.ts';
import { credentialOfPresentation, namesEmail, subjectDid } from './holder.ts';

const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');
const withIdentifier = (identifier: unknown, id?: string) => ({
  credentialSubject: { ...(id ? { id } : {}), identifier },
});

describe('whom a credential names (decision 405)', () => {
  it('matches an e-mail identifier hashed with sha256 or md5 and a salt, plain, or mailto:, without case', () => {
    const email = 'Noor@Example.nl';
    const sha = {
      identityType: 'emailAddress',
      hashed: true,
      salt: 'z',
      identityHash: `sha256$${hex('sha256', 'noor@example.nlz')}`,
    };
    expect(namesEmail(withIdentifier([sha]), email)).toBe(true);
    expect(namesEmail(withIdentifier(sha), 'noor@example.nl')).toBe(true);
    const md5 = {
      identityType: 'emailAddress',
      hashed: true,
      identityHash: `md5$${hex('md5', 'noor@example.nl')}`,
    };
    expect(namesEmail(withIdentifier([md5]), email)).toBe(true);
    const plain = { identityType: 'emailAddress', hashed: false, identityHash: 'NOOR@example.nl' };
    expect(namesEmail(withIdentifier([plain]), email)).toBe(true);
    expect(namesEmail(withIdentifier([], 'mailto:noor@example.nl'), email)).toBe(true);
  });

  it('does not match someone else, another identity type, a broken hash or nobody', () => {
    const other = {
      identityType: 'emailAddress',
      hashed: true,
      salt: 'z',
      identityHash: `sha256$${hex('sha256', 'ander@example.nlz')}`,
    };
    expect(namesEmail(withIdentifier([other]), 'noor@example.nl')).toBe(false);
    const phone = { identityType: 'phoneNumber', hashed: false, identityHash: 'noor@example.nl' };
    expect(namesEmail(withIdentifier([phone]), 'noor@example.nl')).toBe(false);
    expect(
      namesEmail(
        withIdentifier([{ identityType: 'emailAddress', hashed: true, identityHash: 'sha256$zz' }]),
        'x',
      ),
    ).toBe(false);
    expect(namesEmail({ credentialSubject: {} }, 'noor@example.nl')).toBe(false);
    expect(namesEmail({}, 'noor@example.nl')).toBe(false);
  });

  it('reads the subject DID and the one credential of a presentation', () => {
    expect(subjectDid(withIdentifier([], 'did:key:z6Mkabc'))).toBe('did:key:z6Mkabc');
    expect(subjectDid(withIdentifier([], 'mailto:a@b.nl'))).toBeNull();
    expect(credentialOfPresentation({ type: ['VerifiableCredential'] })).toBe('not_a_presentation');
    expect(
      credentialOfPresentation({ type: ['VerifiablePresentation'], verifiableCredential: [{ id: 'x' }] }),
    ).toEqual({ id: 'x' });
    expect(
      credentialOfPresentation({ type: 'VerifiablePresentation', verifiableCredential: [{}, {}] }),
    ).toBeNull();
  });

  it('names an issuer by its did:web domain, else its DID', () => {
    expect(didWebDomain('did:web:Badges.Example.org:issuers:7')).toBe('badges.example.org');
    expect(didWebDomain('did:web:localhost%3A3000')).toBe('localhost:3000');
    expect(didWebDomain('did:key:z6Mk')).toBeNull();
    expect(issuerHandle('did:key:z6Mkabc')).toBe('did:key:z6Mkabc');
  });
});
