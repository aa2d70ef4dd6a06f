import type { CourseDetail as Course } from '../../contracts/courses.ts';
import { type FirstLoadPage, readParams, readUrl } from '../../contracts/first-load.ts';
import {
  CATALOGUE,
  CatalogueSearch,
  COURSE_DETAIL,
  CourseDetail,
  CourseNotFound,
  SignInActions,
} from '../features/courses/index.ts';
import { CredentialFacts, CredentialNotFound, VERIFY, VerifyFrame } from '../features/credentials/index.ts';
import { LandingPage } from '../features/landing/index.ts';
import { useLanguage } from '../i18n/use-language.tsx';
import type { ApiAnswer } from '../lib/api.ts';
import { readBootAnswer } from '../lib/boot.ts';
import { Toaster } from '../ui/toast.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { PublicReviews } from './PublicReviews.tsx';
import { usePublicCatalogue } from './use-catalogue.ts';

/** The page's own thing, from the answer the HTML embeds for the page's first declared read. */
function ownAnswer<T>(page: FirstLoadPage, pathname: string): T | null {
  const params = readParams(page, pathname);
  const read = page.reads?.[0];
  if (!params || !read) return null;
  const answer = readBootAnswer<T>(readUrl(read, params));
  return answer?.status === 200 ? answer.body : null;
}

/** The public page at `pathname`: a visitor's course page (sign-in buttons, the reviews to read). */
function Page({ pathname }: { pathname: string }) {
  useLanguage(); // the page re-renders in the new language at once, keeping its state
  if (readParams(CATALOGUE, pathname)) return <CatalogueSearch useResults={usePublicCatalogue} />;
  if (readParams(COURSE_DETAIL, pathname) || pathname.startsWith('/courses/')) {
    const course = ownAnswer<Course>(COURSE_DETAIL, pathname);
    return course ? (
      <CourseDetail
        course={course}
        actions={<SignInActions course={course} />}
        reviews={<PublicReviews course={course} />}
      />
    ) : (
      <CourseNotFound />
    );
  }
  if (readParams(VERIFY, pathname) || pathname.startsWith('/verify/')) {
    const answer = ownAnswer<ApiAnswer<'get', '/api/credentials/{id}'>>(VERIFY, pathname);
    const id = readParams(VERIFY, pathname)?.id ?? '';
    return (
      <VerifyFrame>
        {answer ? <CredentialFacts id={id} answer={answer} /> : <CredentialNotFound />}
      </VerifyFrame>
    );
  }
  return <LandingPage />;
}

/**
 * The public pages (`/`, `/courses`, `/courses/{id}`, `/verify/{id}`) for a visitor who is not
 * signed in (decision 500): rendered by the server (entry-server.tsx) and hydrated by the light
 * public client (public-pages/main.tsx) from the same embedded answers, so both write the same HTML.
 * No router and no query cache: a link is a page load, a search asks `fetch`.
 */
export function PublicApp({ pathname }: { pathname: string }) {
  return (
    <>
      <PublicLayout pathname={pathname}>
        <Page pathname={pathname} />
      </PublicLayout>
      <Toaster />
    </>
  );
}
