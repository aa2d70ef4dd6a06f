import { ArrowRight, Briefcase, PartyPopper, Sparkles, Sprout, Target } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ScanResult } from '../../../contracts/scan.ts';
import { section } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { ScanTerms } from './ScanTerms.tsx';

const scanText = section((m) => m.scan);

const Section = ({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof Target;
  children: React.ReactNode;
}) => (
  <Card>
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {title}
      </CardTitle>
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);

const List = ({ items }: { items: readonly string[] }) => (
  <ul className="space-y-2">
    {items.map((item) => (
      <li key={item} className="flex gap-2 text-sm text-slate-800">
        <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-500" />
        {item}
      </li>
    ))}
  </ul>
);

/** "Bekijk Passende Cursussen": the catalogue filtered to the recommended courses (all of it without any). */
const coursesLink = (result: ScanResult) => {
  const ids = result.recommendations.courses.map((c) => c.courseId);
  return ids.length > 0 ? `/courses?aanbevolen=${ids.join(',')}` : '/courses';
};

/** The result screen Scan Compleet! (spec §2.9). */
export function ScanResultView({ result, onBack }: { result: ScanResult; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new screen: start at its top and tell screen-reader users where they are.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="space-y-5">
      <div className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm sm:p-8">
        <PartyPopper className="h-8 w-8" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold outline-none sm:text-3xl">
          {scanText.resultTitle}
        </h1>
        <p className="mt-1 text-brand-50">{scanText.resultSubtitle}</p>
      </div>

      <Section title={scanText.summary} icon={Sparkles}>
        <p className="text-slate-800">{result.profileSummary}</p>
        <ScanTerms terms={['bigFive', 'riasec', 'holland']} headingLevel={3} className="mt-3" />
        <aside className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <h3 className="font-semibold">{scanText.truth.scoreMeaningTitle}</h3>
          <p className="mt-0.5">{scanText.truth.scoreMeaning}</p>
        </aside>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          {[
            [scanText.personalityType, result.personalityType],
            [scanText.learningStyle, result.learningStyle],
            [scanText.primaryDrive, result.primaryDrive],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={scanText.careers} icon={Briefcase}>
        <p className="mb-3 text-sm text-slate-600">{scanText.truth.careersHint}</p>
        {result.careerMatches.length === 0 && <p className="text-slate-800">{scanText.truth.noCareers}</p>}
        <ul className="grid gap-3 md:grid-cols-2">
          {result.careerMatches.map((career) => (
            <li key={career.title} className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{career.title}</h3>
                <Badge tone="brand" className="shrink-0">
                  {scanText.match(career.match)}
                </Badge>
              </div>
              <p className="mt-1 text-sm text-slate-700">{career.reason}</p>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={scanText.truth.skillsLabel}>
                {career.skills.map((skill) => (
                  <li key={skill}>
                    <Badge>{skill}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-5 md:grid-cols-2">
        <Section title={scanText.strengths} icon={Target}>
          <p className="mb-3 text-sm text-slate-600">{scanText.truth.strengthsHint}</p>
          <List items={result.softSkills} />
        </Section>
        {result.growthAreas.length > 0 && (
          <Section title={scanText.growth} icon={Sprout}>
            <List items={result.growthAreas} />
          </Section>
        )}
      </div>

      <Section title={scanText.recommendations} icon={ArrowRight}>
        <p className="text-slate-800">{result.recommendations.summary}</p>
        <p className="mt-1 text-sm text-slate-600">{scanText.truth.coursesHint}</p>
        <div
          className={`mt-4 grid gap-5 ${result.recommendations.careers.length > 0 ? 'md:grid-cols-2' : ''}`}
        >
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{scanText.recommendedCourses}</h3>
            {result.recommendations.courses.length === 0 ? (
              <p className="text-sm text-slate-600">{scanText.noCourses}</p>
            ) : (
              <ul className="space-y-2">
                {result.recommendations.courses.map((course) => (
                  <li key={course.courseId}>
                    <Link
                      to={`/courses/${course.courseId}`}
                      className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span className="font-medium text-brand-800">{course.title}</span>
                      <Badge tone="green" className="shrink-0">
                        {scanText.match(course.matchPercentage)}
                      </Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {/* A heading only over content: without career paths the column is left out. */}
          {result.recommendations.careers.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{scanText.careerPaths}</h3>
              <List items={result.recommendations.careers} />
            </div>
          )}
        </div>
      </Section>

      <div className="flex flex-wrap gap-3">
        <ButtonLink to={coursesLink(result)} size="lg">
          {scanText.toCourses}
        </ButtonLink>
        <ButtonLink to="/skills-passport" size="lg" variant="outline">
          {scanText.toPassport}
        </ButtonLink>
        <Button size="lg" variant="ghost" onClick={onBack}>
          {scanText.backToIntro}
        </Button>
      </div>
    </div>
  );
}
