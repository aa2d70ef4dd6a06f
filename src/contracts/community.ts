import { z } from 'zod';
import type { Badge } from '../domain/community/points.ts';
import { requiredText } from './common.ts';

export const POST_TYPES = ['achievement', 'question', 'tip', 'celebration', 'other'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 1000;
export const POSTS_PAGE_DEFAULT = 20;
export const POSTS_PAGE_MAX = 50;
export const LEADERBOARD_LIMIT = 50;
export const TOP_CONTRIBUTORS = 5;

/** A person as the community shows them: display name, a subtitle (role label) and avatar. */
export interface CommunityPerson {
  id: string;
  name: string;
  title: string;
  avatar: string | null;
  initials: string;
}

/** Spec §3 Social post, plus what the screen needs to act on it. */
export interface SocialPost {
  id: number;
  type: PostType;
  author: CommunityPerson;
  content: string;
  courseId: number | null;
  courseTitle: string | null;
  timestamp: string;
  likes: number;
  comments: number;
  likedByMe: boolean;
  canDelete: boolean;
}

export interface SocialComment {
  id: number;
  postId: number;
  author: CommunityPerson;
  content: string;
  timestamp: string;
  canDelete: boolean;
}

/** Spec §3 Leaderboard entry. */
export interface LeaderboardEntry {
  id: string;
  rank: number;
  name: string;
  avatar: string | null;
  initials: string;
  totalPoints: number;
  completedCourses: number;
  badge: Badge | null;
}

/** Spec §3 Community data. */
export interface CommunityData {
  coursemates: {
    user: CommunityPerson;
    course: { id: number; title: string };
    enrollment: { status: string };
  }[];
  colleagues: { user: CommunityPerson; companyName: string | null }[];
  instructors: { user: CommunityPerson; instituteName: string | null; courseTitle: string }[];
}

/** Spec §3 Study group, plus whether the caller is a member. */
export interface StudyGroup {
  id: number;
  name: string;
  description: string;
  memberCount: number;
  category: string;
  isMember: boolean;
}

/** The side panel: own stats (spec §2.16). */
export interface CommunityStats {
  activeCourses: number;
  completedCourses: number;
  certificates: number;
  communityMembers: number;
  totalPoints: number;
  rank: number | null;
}

export const createPostBody = z
  .object({
    type: z.enum(POST_TYPES, { error: 'Kies een geldig soort bericht' }),
    content: requiredText('Bericht', POST_MAX_LENGTH),
    courseId: z
      .number({ error: 'Cursus moet een cursus-id zijn' })
      .int({ error: 'Cursus moet een cursus-id zijn' })
      .positive({ error: 'Cursus moet een cursus-id zijn' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type CreatePostBody = z.input<typeof createPostBody>;

export const createCommentBody = z.object({ content: requiredText('Reactie', COMMENT_MAX_LENGTH) }).strict();
export type CreateCommentBody = z.input<typeof createCommentBody>;

const pageInt = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} moet een geheel getal zijn` })
    .int({ error: `${name} moet een geheel getal zijn` })
    .min(min, { error: `${name} moet minimaal ${min} zijn` })
    .max(max, { error: `${name} mag maximaal ${max} zijn` })
    .optional();

export const postListQuery = z.object({
  limit: pageInt('limit', 1, POSTS_PAGE_MAX),
  offset: pageInt('offset', 0, 1_000_000),
});
