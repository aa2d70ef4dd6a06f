/** The public pages' head, structured data and sitemap (issue 48 part 5): pure functions. */
export { excerpt, type PageHead, type PageLanguage, type PublicPage, publicPageHead } from './head.ts';
export {
  type CourseFacts,
  type CredentialFacts,
  courseJsonLd,
  credentialJsonLd,
  jsonLdScript,
  schemaPrice,
} from './json-ld.ts';
export { publicSitemap, robotsTxt, type SitemapEntry, sitemapXml } from './sitemap.ts';
