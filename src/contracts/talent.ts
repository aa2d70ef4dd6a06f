import { z } from 'zod';
import type { EnrollmentStatus } from '../domain/enrollments/status.ts';
import { nameText } from './common.ts';

/** Response shapes of the talent's own data (dashboard, Coach, passport). All are the caller's rows only. */

/**
 * GET /api/user/skills-match: the best active vacancy by the skills match (decision 191);
 * null when there is none or nothing matches (the dashboard then shows Geen).
 */
export interface SkillsMatch {
  matchPercentage: number;
  vacancyTitle: string;
  companyName: string | null;
  reason: string;
  /** The vacancy, for a link to /vacatures/{id}. */
  vacancyId: number;
  /** The talent's own exploration of the vacancy's field (scan interests); never part of the score. */
  exploration: { interestFit: number; text: string } | null;
}

/** GET /api/user/certificates: one per completed enrolment, newest first. */
export interface Certificate {
  id: number;
  courseId: number;
  courseTitle: string;
  instituteName: string | null;
  issuedAt: string;
}

export const ACTIVITY_COLORS = ['green', 'blue', 'orange', 'grey'] as const;
export type ActivityColor = (typeof ACTIVITY_COLORS)[number];

/** GET /api/user/recent-activity: newest first, at most 10. */
export interface RecentActivity {
  title: string;
  description: string;
  timestamp: string;
  color: ActivityColor;
}

/** GET /api/user/subsidy-applications: the user's subsidy dossiers (issue 23), newest first. */
export type { ApplicationStatus as SubsidyApplicationStatus } from '../domain/subsidy-applications/index.ts';
export type { SubsidyDossier as SubsidyApplication } from './subsidy-applications.ts';

/**
 * The enrolment shape the talent screens read from GET /api/user/enrollments (served by the courses
 * feature); only the fields these screens use.
 */
export interface TalentEnrollment {
  id: number;
  courseId: number;
  progress: number;
  status: EnrollmentStatus;
  createdAt?: string;
  completedAt?: string | null;
  course: { title: string; category: string; level: string; price: number; duration?: number };
}

// ---- Skill evidence (decision 190) ----

export type { EvidenceLevel } from '../domain/evidence/levels.ts';

/** One piece of evidence for a skill, as the owner sees it. */
export interface SkillEvidenceSource {
  kind: 'credential' | 'enrollment' | 'user_skill' | 'document';
  /** The credential, enrolment, typed skill or document id (a typed skill can be deleted by it). */
  id: string;
  level: 'verified' | 'confirmed' | 'self_reported' | 'self_declared';
  /** The course title, the document's name, or the typed skill. */
  title: string;
}

/** GET /api/user/skills: the caller's skills with their strongest evidence, strongest first. */
export interface SkillEvidenceItem {
  name: string;
  /** The taxonomy skill's id, or null for a free-text skill. */
  skillId: number | null;
  level: 'verified' | 'confirmed' | 'self_reported' | 'self_declared';
  sources: SkillEvidenceSource[];
}

/** POST /api/user/skills: a skill the talent declares themselves (level self_declared). */
export const userSkillBody = z.object({ name: nameText('Vaardigheid', 100) }).strict();
export type UserSkillBody = z.infer<typeof userSkillBody>;
