/** The public pages' head, structured data and sitemap (issue 48 part 5): pure functions. */
export { type PageHead, type PublicPage, publicPageHead } from './head.ts';
export { type CourseFacts, type CredentialFacts, jsonLdScript } from './json-ld.ts';
export { publicSitemap, robotsTxt, sitemapXml } from './sitemap.ts';
