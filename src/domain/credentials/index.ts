/**
 * Open Badges 3.0 credentials (decision 185): how a passed course becomes an unsigned
 * credential, and what a signed one says, read back for display. Pure: signing and verifying live
 * in the server's credentials feature.
 */

import { OB_CONTEXT_V3, VC_CONTEXT_V2 } from './contexts.ts';

export {
  EXTENSION_CONTEXTS,
  OB_CONTEXT_V3,
  VC_CONTEXT_V1,
  VC_CONTEXT_V2,
} from './contexts.ts';
export { canonicalJson, precheckCredential } from './precheck.ts';
export {
  didWebDomain,
  ISSUER_TRUST,
  type IssuerTrust,
  issuerHandle,
  trustCounts,
} from './trust.ts';

export const credentialUrn = (id: string) => `urn:uuid:${id}`;
/** The achievement id of credentials issued before it became an address (issue 46 part 6). */
export const achievementUrn = (courseId: number) => `urn:skillsplatform:course:${courseId}`;
/**
 * The public page of a course's achievement (what its credentials are for): HTML for people, the
 * Achievement as JSON for `Accept: application/json`. The achievement id of new credentials.
 */
export const achievementUrl = (appUrl: string, courseId: number) => `${appUrl}/api/achievements/${courseId}`;

/** The alignment target types of what is not a skill: the course's level and its study load. */
export const LEVEL_TARGET_TYPE = 'ext:CourseLevel';
export const STUDY_LOAD_TARGET_TYPE = 'ext:StudyLoadHours';
const NOT_SKILL_TARGET_TYPES: readonly string[] = [LEVEL_TARGET_TYPE, STUDY_LOAD_TARGET_TYPE];
/** True for an alignment that names a competency (not the course's level or study load). */
export const isSkillAlignment = (alignment: unknown) =>
  !NOT_SKILL_TARGET_TYPES.includes(String((alignment as { targetType?: unknown })?.targetType ?? ''));
/** 1EdTech's published JSON Schema for an AchievementCredential, named in `credentialSchema`. */
export const OB_ACHIEVEMENT_CREDENTIAL_SCHEMA =
  'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/**
 * The did:web DID of a path under the app's public address: `https://skills.example.nl` with
 * `['institutes', id]` is `did:web:skills.example.nl:institutes:<id>`, whose DID document the
 * did:web method finds at `https://skills.example.nl/institutes/<id>/did.json`; with no path, the
 * platform's own DID, found at `/.well-known/did.json`. A port is percent-encoded (`%3A`).
 */
export function didWeb(appUrl: string, path: readonly string[] = []): string {
  const url = new URL(appUrl);
  const base = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...base, ...path.map(encodeURIComponent)].join(':');
}

/** The DID of an institute as issuer. */
export const instituteDid = (appUrl: string, instituteId: string) =>
  didWeb(appUrl, ['institutes', instituteId]);

/**
 * The HTTP(S) address of a did:web DID's document (the did:web method: `:` becomes `/`, no path
 * means `/.well-known`, `did.json` at the end). `http` only for a loopback host (tests, local use).
 * Null when `did` is not a did:web DID.
 */
export function didWebDocumentUrl(did: string): string | null {
  const m = /^did:web:([^:#?/]+)((?::[^:#?/]+)*)$/.exec(did);
  if (!m) return null;
  const host = decodeURIComponent(m[1]);
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(host) && !/^\[[0-9a-f:]+\](:\d+)?$/i.test(host)) return null;
  const path = m[2] ? m[2].slice(1).split(':').map(decodeURIComponent) : ['.well-known'];
  if (path.some((p) => p === '' || p === '.' || p === '..' || p.includes('/'))) return null;
  const loopback = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host);
  return `${loopback ? 'http' : 'https'}://${host}/${path.map(encodeURIComponent).join('/')}/did.json`;
}

/** A hashed e-mail identifier (Open Badges 3.0 IdentityObject): `sha256$` + hex(sha256(email + salt)). */
export interface HashedIdentity {
  type: 'IdentityObject';
  identityType: 'emailAddress';
  hashed: true;
  identityHash: string;
  salt: string;
}

/** One entry of the credential's status list (W3C Bitstring Status List v1.0). */
export interface StatusEntry {
  /** The status list credential's URL. */
  listUrl: string;
  index: number;
}

/** A statement the credential carries as evidence (an OB 3.0 `Evidence` entry). */
export interface EvidenceNarrative {
  name?: string;
  narrative: string;
}

export interface CredentialFacts {
  id: string;
  /**
   * The issuer: its DID, and its name, its own website (once verified) and its logo as at issue
   * time.
   */
  institute: { id: string; did: string; name: string; url?: string; image?: string };
  learnerName: string;
  /** The learner's hashed e-mail address (identifier of the recipient). */
  learnerIdentity: HashedIdentity;
  course: {
    id: number;
    title: string;
    description: string;
    skills: readonly string[];
    /** The course's level (Beginner, Intermediate, Advanced) and where the catalogue lists that level. */
    level?: { name: string; url: string };
    /** Study load in hours (studiebelasting) and the page that states it. */
    studyHours?: { hours: number; url: string };
    /** BCP 47 language of the course (`nl`). */
    language?: string;
    /** The achievement's id: its public page (`achievementUrl`); the older URN when absent. */
    achievementId?: string;
  };
  /** The skills' alignment targets: name and the URL that describes each. */
  alignments: readonly { name: string; url: string }[];
  /** A badge image (a URL or a data URI). */
  image: string;
  status: StatusEntry;
  /** What confirmed the result, beyond the course itself (an admin on behalf of, an exemption). */
  evidence?: readonly EvidenceNarrative[];
  /** ISO-8601 UTC, the moment of issue. */
  issuedAt: string;
  /** ISO-8601 UTC, when the result was awarded (the institute's confirmation); a re-issue keeps it. */
  awardedAt?: string;
  /** ISO-8601 UTC, the end of its validity (a course with a validity period); none: without end. */
  validUntil?: string;
}

const seconds = (iso: string) => `${iso.slice(0, 19)}Z`;

/** The moment `months` calendar months after `iso` (UTC; the 31st becomes the month's last day). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString();
}

const CRITERIA = 'Geslaagd voor de opleiding, bevestigd door het opleidingsinstituut.';

/** What an achievement is made of: its course, its skills' alignments and its badge image. */
export type AchievementFacts = Pick<CredentialFacts, 'course' | 'alignments' | 'image'>;

/**
 * The OB 3.0 Achievement of a course: what its credentials are for. Every term is in the Open Badges
 * 3.0.3 context (strict JSON-LD expansion): the level and the study load, which OB 3.0 has no
 * property for, are alignments with `ext:` target types (decision 410).
 */
export function buildAchievement(f: AchievementFacts) {
  const alignments = [
    ...f.alignments.map((a) => ({
      type: ['Alignment'],
      targetName: a.name,
      targetUrl: a.url,
      targetType: 'ceasn:Competency',
    })),
    ...(f.course.level
      ? [
          {
            type: ['Alignment'],
            targetName: f.course.level.name,
            targetUrl: f.course.level.url,
            targetFramework: 'Niveau',
            targetType: LEVEL_TARGET_TYPE,
          },
        ]
      : []),
    ...(f.course.studyHours
      ? [
          {
            type: ['Alignment'],
            targetName: `Studiebelasting ${f.course.studyHours.hours} uur`,
            targetCode: String(f.course.studyHours.hours),
            targetUrl: f.course.studyHours.url,
            targetFramework: 'Studiebelasting (uren)',
            targetType: STUDY_LOAD_TARGET_TYPE,
          },
        ]
      : []),
  ];
  return {
    id: f.course.achievementId ?? achievementUrn(f.course.id),
    type: ['Achievement'],
    achievementType: 'Course',
    name: f.course.title,
    description: f.course.description || f.course.title,
    criteria: { narrative: CRITERIA },
    image: { id: f.image, type: 'Image', caption: f.course.title },
    ...(f.course.language ? { inLanguage: f.course.language } : {}),
    ...(f.course.skills.length ? { tag: [...f.course.skills] } : {}),
    ...(alignments.length ? { alignment: alignments } : {}),
  };
}

/** An Open Badges 3.0 credential: a W3C VC 2.0 with an AchievementSubject. Unsigned. */
export function buildOpenBadgeCredential(f: CredentialFacts) {
  return {
    '@context': [VC_CONTEXT_V2, OB_CONTEXT_V3],
    id: credentialUrn(f.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: f.course.title,
    issuer: {
      id: f.institute.did,
      type: ['Profile'],
      name: f.institute.name,
      ...(f.institute.url ? { url: f.institute.url } : {}),
      ...(f.institute.image ? { image: { id: f.institute.image, type: 'Image' } } : {}),
    },
    validFrom: seconds(f.issuedAt),
    ...(f.validUntil ? { validUntil: seconds(f.validUntil) } : {}),
    ...(f.awardedAt ? { awardedDate: seconds(f.awardedAt) } : {}),
    credentialSchema: [{ id: OB_ACHIEVEMENT_CREDENTIAL_SCHEMA, type: 'JsonSchema' }],
    credentialStatus: {
      id: `${f.status.listUrl}#${f.status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(f.status.index),
      statusListCredential: f.status.listUrl,
    },
    credentialSubject: {
      type: ['AchievementSubject'],
      name: f.learnerName,
      identifier: [f.learnerIdentity],
      achievement: buildAchievement(f),
    },
    ...(f.evidence?.length
      ? {
          evidence: f.evidence.map((e) => ({
            type: ['Evidence'],
            ...(e.name ? { name: e.name } : {}),
            narrative: e.narrative,
          })),
        }
      : {}),
  };
}

/** A generated badge image for an achievement: an SVG with the title's initials. */
export function badgeImageSvg(title: string): string {
  const initials =
    title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('')
      .replace(/[^A-Z0-9]/g, '') || 'SP';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><circle cx="128" cy="128" r="120" fill="#1d4ed8"/><circle cx="128" cy="128" r="100" fill="none" stroke="#fff" stroke-width="6"/><text x="128" y="150" font-family="Arial,sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

/** The same image as a data URI (for credentials made without a public address, as in tests). */
export const badgeImageDataUri = (title: string): string =>
  `data:image/svg+xml,${encodeURIComponent(badgeImageSvg(title))}`;

/** Where the platform serves an issued credential's badge image (GET /api/credentials/{id}/image). */
export const badgeImageUrl = (appUrl: string, credentialId: string): string =>
  `${appUrl}/api/credentials/${credentialId}/image`;

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

/** The issuer's id (its DID) as a credential states it: `issuer` as a string or as an object. */
export function issuerIdOf(credential: unknown): string {
  const issuer = record(credential).issuer;
  return typeof issuer === 'string' ? issuer : text(record(issuer).id);
}

/** The UUID inside `urn:uuid:<id>`, or null. */
export function credentialIdOf(credential: unknown): string | null {
  const id = text(record(credential).id);
  const m = /^urn:uuid:([0-9a-f-]{36})$/i.exec(id);
  return m ? m[1].toLowerCase() : null;
}

/**
 * The moment a credential stops being valid (`validUntil`, VC 1.1's `expirationDate`) when it lies
 * before `now`, else null. A signature checked "as of" that moment still says whether the document
 * is genuine; the verdict is then "expired", not "malformed".
 */
export function expiredAt(credential: unknown, now: Date = new Date()): string | null {
  const c = record(credential);
  const until = text(c.validUntil) || text(c.expirationDate);
  const t = Date.parse(until);
  return until && !Number.isNaN(t) && t < now.getTime() ? until : null;
}
