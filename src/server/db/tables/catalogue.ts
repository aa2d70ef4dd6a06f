/** Table types of catalogue performance (migration 010): catalogue version and stored recommendations. */

/** One row (id 1): bumped with every catalogue change. */
export interface CatalogueStateTable {
  id: number;
  version: number;
  /** Bumped by every write that changes a public catalogue answer (migration 017, decision 155). */
  listingVersion: number;
}

/** Which catalogue version a user's stored recommendations were computed from. */
export interface RecommendationSetsTable {
  userId: string;
  catalogueVersion: number;
  computedAt: string;
}

/** A user's best-matching courses, position 0 first. */
export interface CourseRecommendationsTable {
  userId: string;
  courseId: number;
  position: number;
  matchPercentage: number;
}

/** SQLite only: the FTS5 index over courses (rowid = course id). */
export interface CoursesFtsTable {
  rowid: number;
  searchTitle: string;
  searchText: string;
}

export interface CatalogueTables {
  catalogueState: CatalogueStateTable;
  recommendationSets: RecommendationSetsTable;
  courseRecommendations: CourseRecommendationsTable;
  coursesFts: CoursesFtsTable;
}
