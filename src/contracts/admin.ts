import { z } from 'zod';
import { ADMIN_ROLES, canonicalUserType, USER_TYPES, userTypeSpellings } from '../domain/roles.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, optionalText, pageQuery, text, textId } from './common.ts';
import { ADMIN_MESSAGES } from './messages/admin.ts';
import { FIELD_LABELS, FIELD_MESSAGES } from './messages/common.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Beheer: gebruikers, instituten, taxonomie en audit',
  scope: { nl: 'Beheer', en: 'Administration' },
} as const satisfies ApiTagDeclaration;

/** GET /api/admin/skills-stats (spec §3 Skills stats, §2.18). */
export const skillsStats = z.object({
  totalSkills: z.number().int(),
  totalClusters: z.number().int(),
  totalCategories: z.number().int(),
  /** Skills per category, most first. */
  categoryDistribution: z.array(z.object({ category: text(), count: z.number().int() })),
  /** The 5 newest skills. */
  sampleSkills: z.array(z.object({ id: z.number().int(), name: text(), category: text() })),
});
export type SkillsStats = z.infer<typeof skillsStats>;

/** GET /api/admin/stats: platform figures from the database (Beheer tab). */
export const platformStats = z.object({
  totalUsers: z.number().int(),
  activeCourses: z.number().int(),
  completedCourses: z.number().int(),
  companies: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStats>;

/** One row of the user search (Beheer tab). */
export const adminUserRow = z.object({
  id: text(),
  name: text(),
  email: text(),
  userType: z.enum(USER_TYPES),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** PATCH /api/admin/user/type: the user's new type. */
export const userTypeChanged = z.object({
  userId: text(),
  userType: z.enum(USER_TYPES),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
});

export const adminUserSearchQuery = pageQuery.extend({
  search: text(FIELD_MESSAGES['field.search_text'])
    .trim()
    .max(100, { error: ADMIN_MESSAGES['admin.search_term_too_long'] })
    .optional()
    .default(''),
});

/** The profile's type choices (spec §2.17) and the canonical types they mean. */
export const USER_TYPE_CHOICES = ['talent', 'bedrijf', 'opleider', 'admin'] as const;

/** PATCH /api/admin/user/type: accepts talent/bedrijf/opleider/admin and the canonical spellings. */
export const changeUserTypeBody = z.object({
  userId: textId(ADMIN_MESSAGES['admin.choose_user']),
  userType: text(ADMIN_MESSAGES['admin.choose_user_type'])
    .transform((v, ctx) => {
      const type = canonicalUserType(v);
      if (!type) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES['field.invalid_user_type']() });
        return z.NEVER;
      }
      return type;
    })
    .meta({
      enum: userTypeSpellings(USER_TYPES),
      description: 'Synoniemen: werknemer/employee = talent, bedrijf = company, opleider = institute',
    }),
});

/** GET /api/admin/audit-log rows. */
export const auditLogRow = z.object({
  id: z.number().int(),
  action: text(),
  actorId: text().nullable(),
  actorName: text().nullable(),
  targetType: text(),
  targetId: text(),
  targetName: text().nullable(),
  details: z.record(text(), z.unknown()),
  createdAt: dateTime(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

/** GET /api/admin/institutes: institutes and whether an admin verified them. */
export const adminInstituteRow = z.object({
  id: text(),
  instituteName: text().nullable(),
  email: text(),
  createdAt: dateTime(),
  courseCount: z.number().int(),
  /** What the institute entered in Instellingen (the values in force), for the administrator to check. */
  kvkNumber: text().nullable().optional(),
  website: text().nullable().optional(),
  verifiedAt: dateTime().nullable(),
  /** Who verified (null: the seed, or the admin's account is gone) and what they checked. */
  verifiedByName: text().nullable().optional(),
  checkedKvkNumber: text().nullable().optional(),
  checkedWebsite: text().nullable().optional(),
  verificationNote: text().nullable().optional(),
  /** Whether a change of name/KvK/website waits for an administrator. */
  hasPendingChange: z.boolean().optional(),
});
export type AdminInstituteRow = z.infer<typeof adminInstituteRow>;

/** POST/DELETE /api/admin/institutes/{id}/verify: the new state and whether it changed. */
export const instituteVerification = z.object({
  id: text(),
  verified: z.boolean(),
  changed: z.boolean(),
});

/** POST /api/admin/institutes/{id}/verify body (optional): what the administrator checked. */
export const verifyInstituteBody = z
  .object({
    checkedKvkNumber: optionalText(20, FIELD_LABELS['label.checked_kvk_number']),
    checkedWebsite: optionalText(300, FIELD_LABELS['label.checked_website']),
    note: optionalText(1000, FIELD_LABELS['label.note']),
  })
  .strict()
  .optional();
export type VerifyInstituteBody = NonNullable<z.input<typeof verifyInstituteBody>>;

export const institutesQuery = pageQuery.extend({
  status: z
    .enum(['pending', 'verified', 'all'], { error: FIELD_MESSAGES['field.invalid_status'] })
    .optional()
    .default('all'),
});

export const instituteIdParam = z.object({
  id: textId(ADMIN_MESSAGES['admin.invalid_institute']),
});
