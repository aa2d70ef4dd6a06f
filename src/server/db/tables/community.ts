import type { Generated } from 'kysely';

export interface SocialPostsTable {
  id: Generated<number>;
  authorId: string;
  /** achievement | question | tip | celebration | other */
  type: string;
  /** Plain text, at most 2,000 characters. */
  content: string;
  /** Set null when the course is deleted. */
  courseId: number | null;
  createdAt: string;
}

export interface SocialCommentsTable {
  id: Generated<number>;
  postId: number;
  authorId: string;
  content: string;
  createdAt: string;
}

/** One like per user per post (primary key post_id + user_id). */
export interface SocialLikesTable {
  postId: number;
  userId: string;
  createdAt: string;
}

export interface StudyGroupsTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** One of the course categories. */
  category: string;
  createdAt: string;
}

export interface StudyGroupMembersTable {
  groupId: number;
  userId: string;
  joinedAt: string;
}

/** An enrolment that received its "no progress for 14 days" reminder (at most one each). */
export interface EnrollmentRemindersTable {
  enrollmentId: number;
  createdAt: string;
}

/** Table types of the community feature; migration 007 creates them. */
export interface CommunityTables {
  socialPosts: SocialPostsTable;
  socialComments: SocialCommentsTable;
  socialLikes: SocialLikesTable;
  studyGroups: StudyGroupsTable;
  studyGroupMembers: StudyGroupMembersTable;
  enrollmentReminders: EnrollmentRemindersTable;
}
