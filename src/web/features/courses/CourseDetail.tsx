import { ArrowLeft, CheckCircle2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CourseDetail as Course } from '../../../contracts/courses.ts';
import { categoryLabel, levelLabel } from '../../../domain/courses.ts';
import { getLanguage, pt as i18n, publicSection as section } from '../../i18n/language.ts';
import { formatDate, formatDay, formatEuro, formatRating } from '../../lib/format.ts';
import { signInPath } from '../../lib/return-path.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Link } from '../../ui/Link.tsx';
import { levelTone, ProviderLogo, startText } from './CourseCard.tsx';

const courseTexts = section((m) => m.courses);
const t = section((m) => m.courses.detail);
const tStart = section((m) => m.learning.start);

/**
 * A course's page (spec §2.8) from its answer: the app's (CourseDetailPage, with a learner's
 * enrolment controls) and the public pages' light client's (decision 500) render the same content;
 * `actions` are the buttons under the course information, `reviews` the reviews below.
 */
export function CourseDetail({
  course,
  actions,
  reviews,
}: {
  course: Course;
  actions: ReactNode;
  reviews: ReactNode;
}) {
  const provider = course.instituteName ?? i18n.common.unknownInstitute;
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to="/courses"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t.back}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <header>
            <div className="mb-3 flex flex-wrap gap-2">
              <Badge tone={levelTone(course.level)}>{levelLabel(course.level, getLanguage())}</Badge>
              <Badge tone="neutral">{categoryLabel(course.category, getLanguage())}</Badge>
              {!course.isActive && <Badge tone="red">{courseTexts.portal.inactive}</Badge>}
            </div>
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {course.title}
            </h1>
            {!course.isActive && <p className="mt-2 text-sm text-red-800">{t.inactive}</p>}
          </header>
          {course.imageUrl && (
            <img
              src={course.imageUrl}
              alt=""
              className="aspect-video w-full rounded-2xl border border-slate-200 object-cover"
            />
          )}
          <Card>
            <CardHeader>
              <CardTitle>{t.description}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line text-slate-700">{course.description}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{tStart.runsTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              {course.runs.length === 0 ? (
                <p className="text-slate-700">{tStart.noRuns}</p>
              ) : (
                <ul className="divide-y divide-slate-100" data-testid="course-runs">
                  {course.runs.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                      <span className="font-medium text-slate-900">
                        {tStart.on(formatDay(r.startDate))}
                        {r.endDate && (
                          <span className="font-normal text-slate-600">
                            {' '}
                            {tStart.until(formatDay(r.endDate))}
                          </span>
                        )}
                        {r.location && (
                          <span className="block text-sm font-normal text-slate-600">{r.location}</span>
                        )}
                      </span>
                      <Badge tone={r.seatsLeft === 0 ? 'red' : 'green'}>
                        {tStart.seatsLeft(r.seatsLeft)}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          {course.skills.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>{t.learn}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {course.skills.map((s) => (
                    <li key={s} className="flex items-start gap-2 text-slate-700">
                      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                      {s}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
        </div>
        <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle>{t.info}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100 text-sm">
                <InfoRow label={t.price} value={formatEuro(course.price)} />
                <InfoRow label={tStart.runsTitle} value={startText(course.nextStart)} />
                <InfoRow label={t.duration} value={courseTexts.catalog.weeks(course.duration)} />
                <InfoRow label={t.maxParticipants} value={course.maxParticipants ?? t.unlimited} />
                <InfoRow label={t.language} value={t.languageNames[course.language] ?? course.language} />
                <InfoRow
                  label={t.rating}
                  value={
                    course.ratingCount > 0 ? (
                      <span className="inline-flex items-center gap-1">
                        <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                        {formatRating(course.rating)}/5.0
                      </span>
                    ) : (
                      courseTexts.catalog.notRated
                    )
                  }
                />
              </dl>
              {actions}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t.providedBy}</CardTitle>
            </CardHeader>
            <CardContent className="flex items-center gap-3">
              <ProviderLogo name={provider} size="lg" />
              <div>
                <p className="font-semibold text-slate-900">{provider}</p>
                <p className="text-sm text-slate-600">
                  {course.instituteVerified ? t.accredited : t.notVerified}
                </p>
                {course.instituteVerifiedAt && (
                  <p className="text-sm text-slate-600" data-testid="institute-verified-on">
                    {t.verifiedOn} {formatDate(course.instituteVerifiedAt)}
                  </p>
                )}
              </div>
            </CardContent>
          </Card>
        </aside>
        {/* After the course information on a phone (the enrol button first); under the main column on a wide screen. */}
        <div className="min-w-0 self-start lg:col-start-1 lg:row-start-2">{reviews}</div>
      </div>
    </div>
  );
}

function InfoRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** An unknown course (the page's not-found content, status 404 on the server). */
export function CourseNotFound() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <h1 className="text-xl font-semibold text-slate-900">{t.notFoundTitle}</h1>
        <p className="text-sm text-slate-600">{t.notFoundText}</p>
      </CardHeader>
      <CardContent className="flex justify-center">
        <ButtonLink to="/courses" variant="outline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t.back}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/** A visitor's actions on a course: sign in to enrol, or to ask for more information. */
export function SignInActions({ course }: { course: Course }) {
  if (!course.isActive) return null;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <ButtonLink to={signInPath(`/courses/${course.id}`)}>{t.loginToEnroll}</ButtonLink>
      <ButtonLink to={signInPath(`/courses/${course.id}`)} variant="outline">
        {t.moreInfo}
      </ButtonLink>
    </div>
  );
}
