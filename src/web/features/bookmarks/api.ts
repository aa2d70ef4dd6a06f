import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiListQuery } from '../../lib/api.ts';

/** The talent's saved courses, every page: the list page and the course page's button read it. */
export const bookmarksQuery = () => apiListQuery('/api/user/bookmarks');

/** Saves (true) or removes (false) a course; the list is read again after either. */
export function useSetBookmark(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save
        ? api('put', '/api/user/bookmarks/{id}', { path: { id: courseId } })
        : api('delete', '/api/user/bookmarks/{id}', { path: { id: courseId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: bookmarksQuery().queryKey }),
  });
}
