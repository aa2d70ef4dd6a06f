import { z } from 'zod';
import { canonicalUserType, type UserType } from '../domain/roles.ts';
import { text, textId } from './common.ts';

/** GET /api/admin/skills-stats (spec §3 Skills stats, §2.18). */
export interface SkillsStats {
  totalSkills: number;
  totalClusters: number;
  totalCategories: number;
  /** Skills per category, most first. */
  categoryDistribution: { category: string; count: number }[];
  /** The 5 newest skills. */
  sampleSkills: { id: number; name: string; category: string }[];
}

/** GET /api/admin/stats: platform figures from the database (Beheer tab). */
export interface PlatformStats {
  totalUsers: number;
  activeCourses: number;
  completedCourses: number;
  companies: number;
}

/** One row of the user search (Beheer tab). */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  userType: UserType;
  adminRole: 'admin' | 'superadmin' | null;
}

export const adminUserSearchQuery = z.object({
  search: text('Zoekterm moet tekst zijn')
    .trim()
    .max(100, { error: 'Zoekterm is te lang' })
    .optional()
    .default(''),
});

/** The profile's type choices (spec §2.17) and the canonical types they mean. */
export const USER_TYPE_CHOICES = ['talent', 'bedrijf', 'opleider', 'admin'] as const;

/** PATCH /api/admin/user/type: accepts talent/bedrijf/opleider/admin and the canonical spellings. */
export const changeUserTypeBody = z.object({
  userId: textId('Kies een gebruiker'),
  userType: text('Kies een gebruikerstype').transform((v, ctx) => {
    const type = canonicalUserType(v);
    if (!type) {
      ctx.addIssue({ code: 'custom', message: 'Ongeldig gebruikerstype' });
      return z.NEVER;
    }
    return type;
  }),
});
export type ChangeUserTypeBody = z.input<typeof changeUserTypeBody>;

/** GET /api/admin/audit-log rows. */
export interface AuditLogRow {
  id: number;
  action: string;
  actorId: string | null;
  actorName: string | null;
  targetType: string;
  targetId: string;
  targetName: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/admin/institutes: institutes and whether an admin verified them. */
export interface AdminInstituteRow {
  id: string;
  instituteName: string | null;
  email: string;
  createdAt: string;
  courseCount: number;
  verifiedAt: string | null;
}

export const institutesQuery = z.object({
  status: z.enum(['pending', 'verified', 'all'], { error: 'Ongeldige status' }).optional().default('all'),
});

export const instituteIdParam = z.object({
  id: textId('Ongeldig instituut'),
});
