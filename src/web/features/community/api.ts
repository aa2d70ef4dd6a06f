import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CommunityData,
  CommunityStats,
  CreateCommentBody,
  CreatePostBody,
  LeaderboardEntry,
  SocialComment,
  SocialPost,
  StudyGroup,
} from '../../../contracts/community.ts';
import type { Enrollment } from '../../../contracts/courses.ts';
import { apiJson, getQueryFn, throwIfNotOk } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/** Every URL of the community screen, one per resource. */
const POSTS = '/api/social/posts';
const postUrl = (id: number) => `${POSTS}/${id}`;
const commentsUrl = (postId: number) => `${postUrl(postId)}/comments`;
const LEADERBOARD = '/api/social/leaderboard';
const COMMUNITY = '/api/social/community';
const STATS = '/api/social/stats';
const GROUPS = '/api/social/study-groups';
const groupJoinUrl = (id: number) => `${GROUPS}/${id}/join`;
const commentUrl = (id: number) => `/api/social/comments/${id}`;
/** The author's own enrolments: the optional course of a post. */
const MY_ENROLLMENTS = '/api/user/enrollments';

export const FEED_PAGE_SIZE = 10;

const get = <T>(key: string) =>
  queryOptions({ queryKey: [key], queryFn: getQueryFn<T>({ on401: 'throw' }) as () => Promise<T> });

export const leaderboardQuery = () => get<LeaderboardEntry[]>(LEADERBOARD);
export const communityQuery = () => get<CommunityData>(COMMUNITY);
export const statsQuery = () => get<CommunityStats>(STATS);
/** A list route: every page, by cursor. */
const all = <T>(url: string) => queryOptions({ queryKey: [url], queryFn: () => allItems<T>(url) });
export const groupsQuery = () => all<StudyGroup>(GROUPS);
export const myEnrollmentsQuery = () => all<Enrollment>(MY_ENROLLMENTS);
export const commentsQuery = (postId: number) => all<SocialComment>(commentsUrl(postId));

interface FeedPage {
  posts: SocialPost[];
  total: number;
  offset: number;
}

/** The feed, newest first, 10 posts a page; the total comes from X-Total-Count. */
export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: [POSTS, 'paged'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const res = await fetch(`${POSTS}?limit=${FEED_PAGE_SIZE}&offset=${pageParam}`, {
        credentials: 'include',
        signal,
      });
      await throwIfNotOk(res);
      return {
        posts: (await res.json()) as SocialPost[],
        total: Number(res.headers.get('X-Total-Count') ?? 0),
        offset: pageParam,
      };
    },
    getNextPageParam: (last) =>
      last.offset + last.posts.length < last.total ? last.offset + FEED_PAGE_SIZE : undefined,
  });

/** Refetches the feed and what depends on posts, likes and comments (stats, ranking). */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    qc.invalidateQueries({
      predicate: (q) =>
        [STATS, LEADERBOARD].includes(String(q.queryKey[0])) || String(q.queryKey[0]).startsWith(POSTS),
    });
}

export function useCommunityMutations() {
  const refresh = useRefresh();
  const qc = useQueryClient();
  return {
    createPost: useMutation({
      mutationFn: (body: CreatePostBody) => apiJson<SocialPost>('POST', POSTS, body),
      onSuccess: refresh,
    }),
    deletePost: useMutation({
      mutationFn: (id: number) => apiJson('DELETE', postUrl(id)),
      onSuccess: refresh,
    }),
    like: useMutation({
      mutationFn: ({ id, liked }: { id: number; liked: boolean }) =>
        apiJson<{ liked: boolean; likes: number }>(
          liked ? 'DELETE' : 'POST',
          `${postUrl(id)}/like`,
          liked ? undefined : {},
        ),
      onSuccess: refresh,
    }),
    comment: useMutation({
      mutationFn: ({ postId, body }: { postId: number; body: CreateCommentBody }) =>
        apiJson<SocialComment>('POST', commentsUrl(postId), body),
      onSuccess: refresh,
    }),
    deleteComment: useMutation({
      mutationFn: (comment: SocialComment) => apiJson('DELETE', commentUrl(comment.id)),
      onSuccess: refresh,
    }),
    membership: useMutation({
      mutationFn: ({ id, member }: { id: number; member: boolean }) =>
        apiJson<StudyGroup>(member ? 'DELETE' : 'POST', groupJoinUrl(id)),
      onSuccess: () => qc.invalidateQueries({ queryKey: [GROUPS] }),
    }),
  };
}
