import { z } from 'zod';
import { ISSUER_TRUST } from '../domain/credentials/trust.ts';
import { EVIDENCE_LEVELS } from '../domain/evidence/levels.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, nameText, pageQuery, text } from './common.ts';
import { FIELD_LABELS, FIELD_MESSAGES } from './messages/common.ts';
import { exploration } from './vacancies.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Vaardighedenpaspoort en activiteit van de talent',
  scope: { nl: 'Vaardighedenpaspoort', en: 'Skills passport' },
} as const satisfies ApiTagDeclaration;

/** Response shapes of the talent's own data (dashboard, Coach, passport). All are the caller's rows only. */

/**
 * GET /api/user/skills-match: the best active vacancy by the skills match (decision 191);
 * null when there is none or nothing matches (the dashboard then shows Geen).
 */
export const skillsMatch = z
  .object({
    matchPercentage: z.number(),
    vacancyTitle: text(),
    companyName: text().nullable(),
    reason: text(),
    /** The vacancy, for a link to /vacatures/{id}. */
    vacancyId: z.number().int(),
    /** The talent's own exploration of the vacancy's field (scan interests); never part of the score. */
    exploration,
  })
  .nullable();

/** GET /api/user/certificates: one per completed enrolment, newest first. */
export const certificate = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: text(),
  instituteName: text().nullable(),
  issuedAt: dateTime(),
});
export type Certificate = z.infer<typeof certificate>;

export const ACTIVITY_COLORS = ['green', 'blue', 'orange', 'grey'] as const;
export type ActivityColor = (typeof ACTIVITY_COLORS)[number];

/**
 * GET /api/user/recent-activity: the user's enrolments, completions, scans and submitted subsidy
 * applications as one list, newest first, paged (decision 360).
 */
export const recentActivity = z.object({
  /** The event's source and row (`enrolled-12`, `completed-12`, `scan-3`, `subsidy-7`): unique in the list. */
  id: text(),
  title: text(),
  description: text(),
  timestamp: text(),
  color: z.enum(ACTIVITY_COLORS),
});
export type RecentActivity = z.infer<typeof recentActivity>;

/** GET /api/user/subsidy-applications: the user's subsidy dossiers, newest first. */
export type { ApplicationStatus as SubsidyApplicationStatus } from '../domain/subsidy-applications/index.ts';

// ---- Skill evidence (decision 190) ----

const shownLevel = z.enum(EVIDENCE_LEVELS).exclude(['missing']);

/** One piece of evidence for a skill, as the owner sees it. */
export const skillEvidenceSource = z.object({
  kind: z.enum(['credential', 'enrollment', 'user_skill', 'document']),
  /** The credential, enrolment, typed skill or document id (a typed skill can be deleted by it). */
  id: text(),
  level: shownLevel,
  /** The course title, the document's name, or the typed skill. */
  title: text(),
  /** Who vouches for it and how far we know them (decision 405); null for the person's own. */
  issuer: z.object({ name: text(), id: text().nullable(), trust: z.enum(ISSUER_TRUST) }).nullable(),
});
export type SkillEvidenceSource = z.infer<typeof skillEvidenceSource>;

/** GET /api/user/skills: the caller's skills with their strongest evidence, strongest first. */
export const skillEvidenceItem = z.object({
  name: text(),
  /** The taxonomy skill's id, or null for a free-text skill. */
  skillId: z.number().int().nullable(),
  level: shownLevel,
  sources: z.array(skillEvidenceSource),
});
export type SkillEvidenceItem = z.infer<typeof skillEvidenceItem>;

/**
 * GET /api/skills?q=: skills of the platform's own list for a typed fragment (decision 465), best
 * first; `via` is the synonym it was found by (null: its name). Fewer than 2 characters: none.
 */
export const skillSuggestionsQuery = pageQuery.extend({
  q: text(FIELD_MESSAGES['field.skill_text'])
    .trim()
    .max(100, { error: FIELD_MESSAGES['field.skill_too_long'] })
    .optional()
    .default(''),
});
export const skillSuggestion = z.object({ name: text(), via: text().nullable() });

/** POST /api/user/skills: a skill the talent declares themselves (level self_declared). */
export const userSkillBody = z.object({ name: nameText(FIELD_LABELS['label.skill'], 100) }).strict();
