import { DECLARED_API_TAGS } from './api-tags.generated.ts';

/** What a feature declares of its tag, as `API_TAG` in its contract file `src/contracts/<tag>.ts`. */
export interface ApiTagDeclaration {
  /** The tag's description in the OpenAPI document (Dutch). */
  description: string;
  /** The name of its token scopes on the access-tokens screen, or null: a token never gets a scope for it. */
  scope: { nl: string; en: string } | null;
}

/**
 * The API's tags, one per feature: the OpenAPI document's global tags (a route's `tag`,
 * server/http/route.ts, is one of these), each with its description there and the name of its token
 * scopes on the access-tokens screen (Dutch and English). Each is declared by its feature, as
 * `export const API_TAG` in `src/contracts/<tag>.ts`, and collected from the folder by
 * `npm run generate` (api-tags.generated.ts, issue 52 part 2): a new feature registers its tag
 * nowhere else. A tag with a scope name gets the scopes `<tag>:read` and `<tag>:write`
 * (access-tokens.ts); `scope: null` means a token never gets a scope for it (sign-in and the
 * documentation: server/http/token-scope.ts). The documentation's own tag is declared here.
 */
export const API_TAGS = {
  ...DECLARED_API_TAGS,
  docs: {
    description: 'Deze documentatie',
    scope: null,
  },
} as const satisfies Record<string, ApiTagDeclaration>;

export type ApiTag = keyof typeof API_TAGS;

/** The tags a token can have scopes for: those with a scope name. */
export type ScopedTag = {
  [K in ApiTag]: (typeof API_TAGS)[K]['scope'] extends null ? never : K;
}[ApiTag];

/** The tags with token scopes, in the document's order. */
export const SCOPED_TAGS = (Object.keys(API_TAGS) as ApiTag[]).filter(
  (tag): tag is ScopedTag => API_TAGS[tag].scope !== null,
);
