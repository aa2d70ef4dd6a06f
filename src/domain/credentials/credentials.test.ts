import { describe, expect, it } from 'vitest';
import {
  buildOpenBadgeCredential,
  credentialIdOf,
  OB_CONTEXT_V3,
  summarizeCredential,
  VC_CONTEXT_V2,
} from './index.ts';

const facts = {
  id: '0b7f3c1e-1111-4222-8333-444455556666',
  institute: { id: 'a1a1a1a1-1111-4222-8333-444455556666', name: 'TechAcademie' },
  learnerName: 'Sanne van den Berg',
  course: { id: 7, title: 'React', description: 'Leer React', skills: ['React', 'TypeScript'] },
  issuedAt: '2026-11-24T10:11:12.345Z',
};

describe('Open Badges 3.0 credential', () => {
  it('has the VC 2.0 and OB 3.0 contexts, the types, the institute as issuer and the course as achievement', () => {
    const c = buildOpenBadgeCredential(facts);
    expect(c['@context']).toEqual([VC_CONTEXT_V2, OB_CONTEXT_V3]);
    expect(c.type).toContain('OpenBadgeCredential');
    expect(c.type).toContain('VerifiableCredential');
    expect(c.issuer).toEqual({
      id: `urn:uuid:${facts.institute.id}`,
      type: ['Profile'],
      name: 'TechAcademie',
    });
    expect(c.validFrom).toBe('2026-11-24T10:11:12Z');
    expect(c.credentialSubject.name).toBe('Sanne van den Berg');
    expect(c.credentialSubject.achievement).toMatchObject({ name: 'React', tag: ['React', 'TypeScript'] });
  });

  it('leaves out an empty skill list and falls back to the title for a missing description', () => {
    const c = buildOpenBadgeCredential({
      ...facts,
      course: { ...facts.course, skills: [], description: '' },
    });
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
});
