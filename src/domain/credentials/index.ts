/**
 * Open Badges 3.0 credentials (issue 21 §3, decision 185): how a passed course becomes an unsigned
 * credential, and what a signed one says, read back for display. Pure: signing and verifying live
 * in the server's credentials feature.
 */

export const VC_CONTEXT_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT_V3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

export const credentialUrn = (id: string) => `urn:uuid:${id}`;
/** The issuing institute's identifier: its user id as a UUID URN. */
export const issuerUrn = (instituteId: string) => `urn:uuid:${instituteId}`;
export const achievementUrn = (courseId: number) => `urn:skillsplatform:course:${courseId}`;

export interface CredentialFacts {
  id: string;
  institute: { id: string; name: string };
  learnerName: string;
  course: { id: number; title: string; description: string; skills: readonly string[]; level?: string };
  /** ISO-8601 UTC, the moment of issue. */
  issuedAt: string;
  /** Why the pass was confirmed before the course started; becomes the credential's evidence. */
  exemption?: string;
}

/** An Open Badges 3.0 credential: a W3C VC 2.0 with an AchievementSubject. Unsigned. */
export function buildOpenBadgeCredential(f: CredentialFacts) {
  const validFrom = `${f.issuedAt.slice(0, 19)}Z`;
  return {
    '@context': [VC_CONTEXT_V2, OB_CONTEXT_V3],
    id: credentialUrn(f.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: f.course.title,
    issuer: { id: issuerUrn(f.institute.id), type: ['Profile'], name: f.institute.name },
    validFrom,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: f.learnerName,
      achievement: {
        id: achievementUrn(f.course.id),
        type: ['Achievement'],
        achievementType: 'Course',
        name: f.course.title,
        description: f.course.description || f.course.title,
        criteria: { narrative: 'Geslaagd, bevestigd door het opleidingsinstituut.' },
        ...(f.course.skills.length ? { tag: [...f.course.skills] } : {}),
      },
    },
    ...(f.exemption
      ? { evidence: [{ type: ['Evidence'], name: 'Vrijstelling', narrative: f.exemption }] }
      : {}),
  };
}

export type OpenBadgeCredential = ReturnType<typeof buildOpenBadgeCredential> & { proof?: unknown };

/** What a credential says, for pages and the PDF. */
export interface CredentialSummary {
  learnerName: string;
  courseTitle: string;
  instituteName: string;
  issuedAt: string;
  skills: string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Reads a (possibly foreign) credential's display facts; absent fields become empty. */
export function summarizeCredential(credential: unknown): CredentialSummary {
  const c = record(credential);
  const subject = record(Array.isArray(c.credentialSubject) ? c.credentialSubject[0] : c.credentialSubject);
  const achievement = record(subject.achievement);
  const issuer = c.issuer;
  return {
    learnerName: text(subject.name),
    courseTitle: text(achievement.name) || text(c.name),
    instituteName: typeof issuer === 'string' ? issuer : text(record(issuer).name),
    issuedAt: text(c.validFrom) || text(c.issuanceDate),
    skills: Array.isArray(achievement.tag) ? achievement.tag.filter((s) => typeof s === 'string') : [],
  };
}

/** The UUID inside `urn:uuid:<id>`, or null. */
export function credentialIdOf(credential: unknown): string | null {
  const id = text(record(credential).id);
  const m = /^urn:uuid:([0-9a-f-]{36})$/i.exec(id);
  return m ? m[1].toLowerCase() : null;
}
