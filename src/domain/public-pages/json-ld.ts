/**
 * schema.org structured data of the public pages (issue 48 part 5), as JSON-LD: what search engines
 * and link previews read without running the app. Pure functions of the API's answers; the server
 * writes their result into the page's `<head>` (`jsonLdScript`).
 */

/** The course fields the `Course` description needs (GET /api/courses/{id}'s answer has them all). */
export interface CourseFacts {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  /** Weeks. */
  duration: number;
  /** Euros, at most two decimals. */
  price: number;
  rating: number;
  ratingCount: number;
  instituteName: string | null;
  imageUrl: string | null;
  skills: string[];
  language: string;
  isActive: boolean;
  runs: {
    id: number;
    startDate: string;
    endDate: string | null;
    location: string | null;
    seatsLeft: number | null;
  }[];
}

/** What a credential's public page shows (GET /api/credentials/{id}'s summary and verdict). */
export interface CredentialFacts {
  id: string;
  status: 'valid' | 'revoked' | 'expired' | 'invalid';
  revokedAt: string | null;
  summary: { courseTitle: string; instituteName: string; issuedAt: string; skills: string[] };
}

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** A euro amount as schema.org wants a price: a plain decimal with two places ("249.50"). */
export const schemaPrice = (euros: number): string => (Math.round(euros * 100) / 100).toFixed(2);

/** A run's place that is no place: it is given online. */
const ONLINE = /^\s*(online|op afstand|remote|virtueel|virtual)\s*$/i;

/** The platform itself, as the organisation behind every page. */
const platform = (origin: string): JsonLd => ({
  '@type': 'Organization',
  name: 'SkillsPlatform',
  url: origin,
});

/**
 * A course page's `Course`: the provider (its institute), one `Offer` with the price in euros, one
 * `CourseInstance` per upcoming run (start, end, place; a run with a place is on site, one without
 * a place or at "Online" is online) and, when rated, the rating. `origin` is the site's address without a slash.
 */
export function courseJsonLd(course: CourseFacts, origin: string): JsonLd {
  const url = `${origin}/courses/${course.id}`;
  const full = course.runs.length > 0 && course.runs.every((r) => r.seatsLeft === 0);
  return {
    '@context': SCHEMA,
    '@type': 'Course',
    '@id': url,
    url,
    name: course.title,
    description: course.description,
    inLanguage: course.language,
    educationalLevel: course.level,
    about: course.category,
    ...(course.imageUrl ? { image: new URL(course.imageUrl, `${origin}/`).href } : {}),
    ...(course.skills.length > 0 ? { teaches: course.skills } : {}),
    timeRequired: `P${course.duration}W`,
    provider: course.instituteName
      ? { '@type': 'EducationalOrganization', name: course.instituteName }
      : platform(origin),
    offers: {
      '@type': 'Offer',
      category: course.price > 0 ? 'Paid' : 'Free',
      price: schemaPrice(course.price),
      priceCurrency: 'EUR',
      url,
      availability: !course.isActive
        ? `${SCHEMA}/Discontinued`
        : full
          ? `${SCHEMA}/SoldOut`
          : `${SCHEMA}/InStock`,
    },
    hasCourseInstance: course.runs.map((run) => {
      const online = !run.location || ONLINE.test(run.location);
      return {
        '@type': 'CourseInstance',
        courseMode: online ? 'Online' : 'Onsite',
        startDate: run.startDate,
        ...(run.endDate ? { endDate: run.endDate } : {}),
        ...(run.location && !online
          ? { location: { '@type': 'Place', name: run.location, address: run.location } }
          : {}),
        inLanguage: course.language,
      };
    }),
    ...(course.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating,
            ratingCount: course.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * A credential's public page's `EducationalOccupationalCredential`: the course it certifies, the
 * issuing institute (`recognizedBy`), when it was issued and the skills it shows. A revoked one
 * says until when it held (`expires`). The holder's name is not in it: the page shows it to whoever
 * has the link, but structured data is for machines that index.
 */
export function credentialJsonLd(credential: CredentialFacts, origin: string): JsonLd {
  const url = `${origin}/verify/${credential.id}`;
  const { summary } = credential;
  return {
    '@context': SCHEMA,
    '@type': 'EducationalOccupationalCredential',
    '@id': url,
    url,
    name: summary.courseTitle,
    credentialCategory: 'certificate',
    recognizedBy: { '@type': 'EducationalOrganization', name: summary.instituteName },
    dateCreated: summary.issuedAt,
    ...(summary.skills.length > 0 ? { competencyRequired: summary.skills } : {}),
    ...(credential.status === 'revoked' && credential.revokedAt ? { expires: credential.revokedAt } : {}),
  };
}

/**
 * The `<script type="application/ld+json">` element of a description: `<` is escaped, so no text
 * in it (a course title) can end the element.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
