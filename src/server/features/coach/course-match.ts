import Fuse from 'fuse.js';
import { normalizeSearchText } from '../../../domain/catalogue/search.ts';
import type { CoachCourseHit } from '../../../domain/coach/ask-types.ts';

/** A catalogue course the search found, with what the ranking reads. */
export interface CourseCandidate extends CoachCourseHit {
  skills: string[];
}

/**
 * The best course for a question's words among the catalogue search's candidates (decision 435):
 * fuse.js weighs the title over the skills over the institute, fuzzily (so "exel" finds Excel).
 * Null when no candidate is close enough: the Coach then says it found none, never another course.
 */
export function bestCourse(
  candidates: readonly CourseCandidate[],
  words: readonly string[],
): CoachCourseHit | null {
  if (candidates.length === 0 || words.length === 0) return null;
  const rows = candidates.map((c) => ({
    c,
    title: normalizeSearchText(c.title),
    skills: c.skills.map(normalizeSearchText),
    institute: normalizeSearchText(c.instituteName ?? ''),
  }));
  const fuse = new Fuse(rows, {
    includeScore: true,
    ignoreLocation: true,
    threshold: 0.35,
    keys: [
      { name: 'title', weight: 3 },
      { name: 'skills', weight: 2 },
      { name: 'institute', weight: 1 },
    ],
  });
  // Every word of the question must find the course (an extended search: words joined by AND).
  const scores = new Map<number, number>();
  for (const r of rows) scores.set(r.c.id, 0);
  for (const word of words) {
    const hits = new Map(fuse.search(word).map((h) => [h.item.c.id, h.score ?? 1]));
    for (const r of rows) scores.set(r.c.id, (scores.get(r.c.id) ?? 0) + (hits.get(r.c.id) ?? 1));
  }
  const ranked = rows
    .map((r) => ({ r, score: (scores.get(r.c.id) ?? words.length) / words.length }))
    .sort((a, b) => a.score - b.score || a.r.title.length - b.r.title.length || a.r.c.id - b.r.c.id);
  const best = ranked[0];
  if (!best || best.score > 0.4) return null;
  const { skills: _skills, ...hit } = best.r.c;
  return hit;
}
