import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildOpenBadgeCredential,
  canonicalJson,
  credentialIdOf,
  didWeb,
  didWebDocumentUrl,
  expiredAt,
  instituteDid,
  isSkillAlignment,
  OB_CONTEXT_V3,
  precheckCredential,
  summarizeCredential,
  VC_CONTEXT_V2,
} from './index.ts';

const facts = {
  id: '0b7f3c1e-1111-4222-8333-444455556666',
  institute: {
    id: 'a1a1a1a1-1111-4222-8333-444455556666',
    did: 'did:web:skills.example.nl:institutes:a1a1a1a1-1111-4222-8333-444455556666',
    name: 'TechAcademie',
  },
  learnerName: 'Sanne van den Berg',
  learnerIdentity: {
    type: 'IdentityObject' as const,
    identityType: 'emailAddress' as const,
    hashed: true as const,
    identityHash: 'sha256$00',
    salt: 'ab',
  },
  alignments: [{ name: 'React', url: 'https://skills.example.nl/courses?q=React' }],
  image: 'data:image/svg+xml,x',
  status: { listUrl: 'https://skills.example.nl/api/credential-status/a1', index: 7 },
  course: { id: 7, title: 'React', description: 'Leer React', skills: ['React', 'TypeScript'] },
  issuedAt: '2026-11-24T10:11:12.345Z',
};

describe('Open Badges 3.0 credential', () => {
  it('has the VC 2.0 and OB 3.0 contexts, the types, the institute as issuer and the course as achievement', () => {
    const c = buildOpenBadgeCredential(facts);
    expect(c['@context']).toEqual([VC_CONTEXT_V2, OB_CONTEXT_V3]);
    expect(c.type).toContain('OpenBadgeCredential');
    expect(c.type).toContain('VerifiableCredential');
    expect(c.issuer).toEqual({ id: facts.institute.did, type: ['Profile'], name: 'TechAcademie' });
    expect(c.credentialStatus).toMatchObject({ statusListIndex: '7', statusPurpose: 'revocation' });
    expect(c.credentialSubject.identifier).toEqual([facts.learnerIdentity]);
    expect(c.validFrom).toBe('2026-11-24T10:11:12Z');
    expect(c.credentialSubject.name).toBe('Sanne van den Berg');
    expect(c.credentialSubject.achievement).toMatchObject({ name: 'React', tag: ['React', 'TypeScript'] });
  });

  it('leaves out an empty skill list and falls back to the title for a missing description', () => {
    const c = buildOpenBadgeCredential({
      ...facts,
      course: { ...facts.course, skills: [], description: '' },
      alignments: [],
    });
    expect(c).not.toHaveProperty('evidence');
    expect(c.credentialSubject.achievement).not.toHaveProperty('tag');
    expect(c.credentialSubject.achievement.description).toBe('React');
  });

  it('reads the display facts back, and survives foreign or broken input', () => {
    expect(summarizeCredential(buildOpenBadgeCredential(facts))).toEqual({
      learnerName: 'Sanne van den Berg',
      courseTitle: 'React',
      instituteName: 'TechAcademie',
      issuedAt: '2026-11-24T10:11:12Z',
      skills: ['React', 'TypeScript'],
    });
    expect(summarizeCredential(null)).toEqual({
      learnerName: '',
      courseTitle: '',
      instituteName: '',
      issuedAt: '',
      skills: [],
    });
    expect(summarizeCredential({ issuer: 'did:x', credentialSubject: [{ name: 'A' }] })).toMatchObject({
      instituteName: 'did:x',
      learnerName: 'A',
    });
  });

  it('takes the UUID out of the credential id', () => {
    expect(credentialIdOf(buildOpenBadgeCredential(facts))).toBe(facts.id);
    expect(credentialIdOf({ id: 'https://x' })).toBeNull();
    expect(credentialIdOf('x')).toBeNull();
  });

  it('carries the evidence narratives it is given', () => {
    const c = buildOpenBadgeCredential({
      ...facts,
      evidence: [{ narrative: 'Bevestigd door een beheerder' }],
    });
    expect(c.evidence).toEqual([{ type: ['Evidence'], narrative: 'Bevestigd door een beheerder' }]);
  });
});

describe('did:web', () => {
  it('names the platform and its institutes under the public address, and finds their documents', () => {
    expect(didWeb('https://skills.example.nl')).toBe('did:web:skills.example.nl');
    expect(instituteDid('http://localhost:3000', 'abc')).toBe('did:web:localhost%3A3000:institutes:abc');
    expect(didWeb('https://x.nl/app/')).toBe('did:web:x.nl:app');
    expect(didWebDocumentUrl('did:web:skills.example.nl')).toBe(
      'https://skills.example.nl/.well-known/did.json',
    );
    expect(didWebDocumentUrl('did:web:skills.example.nl:institutes:abc')).toBe(
      'https://skills.example.nl/institutes/abc/did.json',
    );
    expect(didWebDocumentUrl('did:web:localhost%3A3000:institutes:abc')).toBe(
      'http://localhost:3000/institutes/abc/did.json',
    );
    for (const bad of ['did:key:z6Mk', 'did:web:a.nl:..', 'did:web:a.nl/x', 'did:web:user@a.nl']) {
      expect(didWebDocumentUrl(bad), bad).toBeNull();
    }
  });
});

describe('precheck before JSON-LD work', () => {
  const ok = buildOpenBadgeCredential(facts);
  it('accepts a credential with the known contexts', () => {
    expect(precheckCredential(ok)).toBeNull();
  });
  it('refuses inline, unknown or nested contexts and documents beyond the node or depth budget', () => {
    expect(precheckCredential({ ...ok, '@context': [VC_CONTEXT_V2, { a: 'b' }] })).toBe('unknown_context');
    expect(precheckCredential({ ...ok, '@context': [VC_CONTEXT_V2, 'https://evil.example/c.json'] })).toBe(
      'unknown_context',
    );
    expect(precheckCredential({ ...ok, name: { '@context': VC_CONTEXT_V2 } })).toBe('unknown_context');
    expect(precheckCredential({ ...ok, pad: Array.from({ length: 3000 }, () => 1) })).toBe('too_complex');
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(precheckCredential({ ...ok, deep })).toBe('too_complex');
  });
  it('compares documents independent of key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
  });
});

describe('what a credential states beyond the course (issue 46 part 6)', () => {
  const rich = buildOpenBadgeCredential({
    ...facts,
    institute: {
      ...facts.institute,
      url: 'https://techacademie.nl',
      image: 'https://techacademie.nl/logo.png',
    },
    course: {
      ...facts.course,
      achievementId: 'https://skills.example.nl/api/achievements/7',
      language: 'nl',
      level: { name: 'Gevorderd', url: 'https://skills.example.nl/courses?level=Advanced' },
      studyHours: { hours: 40, url: 'https://skills.example.nl/courses/7' },
    },
    awardedAt: '2026-01-31T10:00:00.000Z',
    validUntil: addMonths('2026-01-31T10:00:00.000Z', 1),
  });

  it('names the issuer’s site and logo, the achievement’s address and language, and the dates', () => {
    expect(rich.issuer).toMatchObject({
      url: 'https://techacademie.nl',
      image: { id: 'https://techacademie.nl/logo.png', type: 'Image' },
    });
    const achievement = rich.credentialSubject.achievement;
    expect(achievement.id).toBe('https://skills.example.nl/api/achievements/7');
    expect(achievement.inLanguage).toBe('nl');
    expect(rich.awardedDate).toBe('2026-01-31T10:00:00Z');
    // The 31st plus a month is the last day of February.
    expect(rich.validUntil).toBe('2026-02-28T10:00:00Z');
  });

  it('states level and study load as alignments that are not skills', () => {
    const alignment = rich.credentialSubject.achievement.alignment ?? [];
    expect(alignment.filter(isSkillAlignment).map((a) => a.targetName)).toEqual(['React']);
    expect(alignment.filter((a) => !isSkillAlignment(a))).toEqual([
      expect.objectContaining({ targetType: 'ext:CourseLevel', targetName: 'Gevorderd' }),
      expect.objectContaining({ targetType: 'ext:StudyLoadHours', targetCode: '40' }),
    ]);
  });

  it('adds calendar months in UTC', () => {
    expect(addMonths('2026-03-15T08:30:00.000Z', 24)).toBe('2028-03-15T08:30:00.000Z');
    expect(addMonths('2024-01-31T00:00:00.000Z', 1)).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths('2026-11-30T23:59:59.000Z', 3)).toBe('2027-02-28T23:59:59.000Z');
  });
});

describe('expiredAt', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('names the moment a credential past validUntil (or VC 1.1 expirationDate) expired', () => {
    expect(expiredAt({ validUntil: '2026-05-31T23:59:59Z' }, now)).toBe('2026-05-31T23:59:59Z');
    expect(expiredAt({ expirationDate: '2020-01-01T00:00:00Z' }, now)).toBe('2020-01-01T00:00:00Z');
  });
  it('is null while valid, without an end or with an unreadable one', () => {
    expect(expiredAt({ validUntil: '2026-06-02T00:00:00Z' }, now)).toBeNull();
    expect(expiredAt({}, now)).toBeNull();
    expect(expiredAt({ validUntil: 'morgen' }, now)).toBeNull();
    expect(expiredAt(null, now)).toBeNull();
  });
});
