import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateCommentBody,
  type CreatePostBody,
  LEADERBOARD_LIMIT,
  type SocialComment,
} from '../../../contracts/community.ts';
import { api, apiListQuery, apiPagedQuery, apiQuery } from '../../lib/api.ts';

/** The community screen's queries (one per resource); the author's enrolments are the courses feature's. */
const POSTS = '/api/social/posts';
const STATS = '/api/social/stats';
const LEADERBOARD = '/api/social/leaderboard';
const GROUPS = '/api/social/study-groups';

export const FEED_PAGE_SIZE = 10;

/** The ranking's first page: the Ranglijst's top places and the side panel's top contributors. */
export const leaderboardQuery = () =>
  queryOptions({
    ...apiQuery(LEADERBOARD, { query: { limit: LEADERBOARD_LIMIT } }),
    select: (page) => page.items,
  });
export const communityQuery = () => apiQuery('/api/social/community');
export const statsQuery = () => apiQuery(STATS);
export const groupsQuery = () => apiListQuery(GROUPS);
export const commentsQuery = (postId: number) =>
  apiListQuery('/api/social/posts/{id}/comments', { path: { id: postId } });

/** The feed, newest first, 10 posts a page ("Meer laden" follows `nextCursor`). */
export const feedQuery = () => apiPagedQuery(POSTS, FEED_PAGE_SIZE);

/** Refetches the feed and what depends on posts, likes and comments (stats, ranking). */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    qc.invalidateQueries({
      predicate: (q) => {
        const url = String(q.queryKey[0]);
        return url === STATS || url.startsWith(LEADERBOARD) || url.startsWith(POSTS);
      },
    });
}

export function useCommunityMutations() {
  const refresh = useRefresh();
  const qc = useQueryClient();
  return {
    createPost: useMutation({
      mutationFn: (body: CreatePostBody) => api('post', POSTS, { body }),
      onSuccess: refresh,
    }),
    deletePost: useMutation({
      mutationFn: (id: number) => api('delete', '/api/social/posts/{id}', { path: { id } }),
      onSuccess: refresh,
    }),
    like: useMutation({
      mutationFn: ({ id, liked }: { id: number; liked: boolean }) =>
        liked
          ? api('delete', '/api/social/posts/{id}/like', { path: { id } })
          : api('post', '/api/social/posts/{id}/like', { path: { id } }),
      onSuccess: refresh,
    }),
    comment: useMutation({
      mutationFn: ({ postId, body }: { postId: number; body: CreateCommentBody }) =>
        api('post', '/api/social/posts/{id}/comments', { path: { id: postId }, body }),
      onSuccess: refresh,
    }),
    deleteComment: useMutation({
      mutationFn: (comment: SocialComment) =>
        api('delete', '/api/social/comments/{id}', { path: { id: comment.id } }),
      onSuccess: refresh,
    }),
    membership: useMutation({
      mutationFn: ({ id, member }: { id: number; member: boolean }) =>
        member
          ? api('delete', '/api/social/study-groups/{id}/join', { path: { id } })
          : api('post', '/api/social/study-groups/{id}/join', { path: { id } }),
      onSuccess: () => qc.invalidateQueries({ queryKey: [GROUPS] }),
    }),
  };
}
