import { z } from 'zod';
import { BADGES } from '../domain/community/points.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { requiredText, text } from './common.ts';
import { FIELD_LABELS } from './messages/common.ts';
import { COMMUNITY_MESSAGES } from './messages/community.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Community: berichten, reacties, groepen en ranglijst',
  scope: { nl: 'Community', en: 'Community' },
} as const satisfies ApiTagDeclaration;

export const POST_TYPES = ['achievement', 'question', 'tip', 'celebration', 'other'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 1000;
/** How many places the Ranglijst shows: the ranking's first page. */
export const LEADERBOARD_LIMIT = 50;
export const TOP_CONTRIBUTORS = 5;

/** A person as the community shows them: display name, a subtitle (role label) and avatar. */
export const communityPerson = z.object({
  id: text(),
  name: text(),
  title: text(),
  avatar: text().nullable(),
  initials: text(),
});
export type CommunityPerson = z.infer<typeof communityPerson>;

/** Spec §3 Social post, plus what the screen needs to act on it. */
export const socialPost = z.object({
  id: z.number().int(),
  type: z.enum(POST_TYPES),
  author: communityPerson,
  content: text(),
  courseId: z.number().int().nullable(),
  courseTitle: text().nullable(),
  timestamp: text(),
  likes: z.number().int(),
  comments: z.number().int(),
  likedByMe: z.boolean(),
  canDelete: z.boolean(),
});
export type SocialPost = z.infer<typeof socialPost>;

export const socialComment = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  author: communityPerson,
  content: text(),
  timestamp: text(),
  canDelete: z.boolean(),
});
export type SocialComment = z.infer<typeof socialComment>;

/** POST/DELETE /api/social/posts/{id}/like. */
export const likeState = z.object({ liked: z.boolean(), likes: z.number().int() });

/** Spec §3 Leaderboard entry. */
export const leaderboardEntry = z.object({
  id: text(),
  rank: z.number().int(),
  name: text(),
  avatar: text().nullable(),
  initials: text(),
  totalPoints: z.number().int(),
  completedCourses: z.number().int(),
  badge: z.enum(BADGES).nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** Spec §3 Community data. */
export const communityData = z.object({
  coursemates: z.array(
    z.object({
      user: communityPerson,
      course: z.object({ id: z.number().int(), title: text() }),
      enrollment: z.object({ status: text() }),
    }),
  ),
  colleagues: z.array(z.object({ user: communityPerson, companyName: text().nullable() })),
  instructors: z.array(
    z.object({ user: communityPerson, instituteName: text().nullable(), courseTitle: text() }),
  ),
});
export type CommunityData = z.infer<typeof communityData>;

/** Spec §3 Study group, plus whether the caller is a member. */
export const studyGroup = z.object({
  id: z.number().int(),
  name: text(),
  description: text(),
  memberCount: z.number().int(),
  category: text(),
  isMember: z.boolean(),
});
export type StudyGroup = z.infer<typeof studyGroup>;

/** The side panel: own stats (spec §2.16). */
export const communityStats = z.object({
  activeCourses: z.number().int(),
  completedCourses: z.number().int(),
  certificates: z.number().int(),
  communityMembers: z.number().int(),
  totalPoints: z.number().int(),
  rank: z.number().int().nullable(),
});
export type CommunityStats = z.infer<typeof communityStats>;

export const createPostBody = z
  .object({
    type: z.enum(POST_TYPES, { error: COMMUNITY_MESSAGES['community.choose_valid_type_post'] }),
    content: requiredText(FIELD_LABELS['label.message'], POST_MAX_LENGTH),
    courseId: z
      .number({ error: COMMUNITY_MESSAGES['community.course_course_id'] })
      .int({ error: COMMUNITY_MESSAGES['community.course_course_id'] })
      .positive({ error: COMMUNITY_MESSAGES['community.course_course_id'] })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type CreatePostBody = z.input<typeof createPostBody>;

export const createCommentBody = z
  .object({ content: requiredText(FIELD_LABELS['label.comment'], COMMENT_MAX_LENGTH) })
  .strict();
export type CreateCommentBody = z.input<typeof createCommentBody>;
