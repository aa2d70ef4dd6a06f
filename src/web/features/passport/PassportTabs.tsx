import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen, Compass, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import type { Enrollment } from '../../../contracts/courses.ts';
import type { ScanResult } from '../../../contracts/scan.ts';
import type { SkillEvidenceItem, SkillEvidenceSource } from '../../../contracts/talent.ts';
import { section } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { CourseProgress } from '../../ui/CourseProgress.tsx';
import { IssuerName } from '../../ui/IssuerName.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { ScoreBar } from '../../ui/ScoreBar.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { mySkillsQuery } from '../talent/index.ts';

const t = section((m) => m.passport);

export function OverviewTab({ result, completedCount }: { result: ScanResult; completedCount: number }) {
  const facts = [
    { icon: Compass, label: t.primaryDrive, value: result.primaryDrive },
    { icon: Lightbulb, label: t.truth.learningStyle, value: result.learningStyle },
    { icon: Award, label: t.completedCount, value: String(completedCount) },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          <Card key={label} className="p-5">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <Icon className="h-4 w-4 text-brand-600" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card>
        <CardHeader>
          <CardTitle>{t.careerMatches}</CardTitle>
          <CardDescription>{t.truth.matchHint}</CardDescription>
        </CardHeader>
        <CardContent>
          {result.careerMatches.length === 0 && <p className="text-slate-700">{t.truth.noCareers}</p>}
          <ul className="grid gap-3 sm:grid-cols-2">
            {result.careerMatches.slice(0, 4).map((c) => (
              <li key={c.title} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 font-semibold break-words text-slate-900">{c.title}</h3>
                  <Badge tone="brand" className="shrink-0">
                    {t.truth.matchLabel(c.match)}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">{c.reason}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

export function PersonalityTab({ result }: { result: ScanResult }) {
  const rows = [
    [t.bigFive.openness, result.openness],
    [t.bigFive.conscientiousness, result.conscientiousness],
    [t.bigFive.extraversion, result.extraversion],
    [t.bigFive.agreeableness, result.agreeableness],
    [t.bigFive.stability, 100 - result.neuroticism],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.personalityTitle}</CardTitle>
        <CardDescription>{t.personalityHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {rows.map(([label, value]) => (
          <ScoreBar key={label} label={label} value={value} />
        ))}
      </CardContent>
    </Card>
  );
}

export function InterestsTab({ result }: { result: ScanResult }) {
  const rows = (Object.keys(t.riasec) as (keyof typeof t.riasec)[]).map(
    (k) => [t.riasec[k], result[k]] as const,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.interestsTitle}</CardTitle>
        <CardDescription>{t.interestsHint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <ScoreBar key={label} label={label} value={value} barClassName="bg-emerald-600" />
        ))}
      </CardContent>
    </Card>
  );
}

const Chips = ({ items, tone }: { items: readonly string[]; tone: 'green' | 'amber' | 'brand' }) => (
  <ul className="flex flex-wrap gap-2">
    {items.map((item) => (
      <li key={item}>
        <Badge tone={tone} className="px-3 py-1 text-sm">
          {item}
        </Badge>
      </li>
    ))}
  </ul>
);

const EVIDENCE_TONE = {
  verified: 'green',
  confirmed: 'green',
  self_reported: 'blue',
  claimed: 'amber',
  self_declared: 'neutral',
} as const satisfies Record<SkillEvidenceItem['level'], string>;

const evidenceLabel = (level: SkillEvidenceItem['level']) =>
  ({
    verified: t.truth.evidenceVerified,
    confirmed: t.truth.evidenceConfirmed,
    self_reported: t.truth.evidenceSelfReported,
    // A credential whose issuer we do not know (decision 405).
    claimed: evidenceTexts.level.claimed,
    self_declared: t.truth.evidenceSelfDeclared,
  })[level];

const evidenceTexts = section((m) => m.evidence);

const sourceKind = (kind: SkillEvidenceSource['kind']) =>
  ({
    credential: t.truth.sourceCredential,
    enrollment: t.truth.sourceEnrollment,
    user_skill: t.truth.sourceUserSkill,
    document: t.truth.sourceDocument,
  })[kind];

/** Each skill with its strongest evidence and where it came from (decision 190). */
function EvidencedSkills() {
  const skills = useQuery(mySkillsQuery());
  if (skills.isLoading) return <Skeleton className="h-20 w-full" />;
  if (skills.isError) return <QueryError title={t.truth.skillsLoadError} query={skills} />;
  const list = skills.data ?? [];
  if (list.length === 0) return <p className="text-sm text-slate-600">{t.truth.noShownSkills}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="passport-skills">
      {list.map((skill) => (
        <li
          key={`${skill.skillId ?? ''}:${skill.name}`}
          className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{skill.name}</p>
            <p className="text-sm text-slate-600">
              {t.truth.sourcesLabel}:{' '}
              {skill.sources.map((s, i) => (
                <span key={`${s.kind}:${s.id}`}>
                  {i > 0 && ' · '}
                  {s.title} ({sourceKind(s.kind)}
                  {s.issuer && (
                    <>
                      {', '}
                      <IssuerName {...s.issuer} />
                    </>
                  )}
                  )
                </span>
              ))}
            </p>
          </div>
          <Badge tone={EVIDENCE_TONE[skill.level]} className="shrink-0 self-start">
            {evidenceLabel(skill.level)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function SkillsTab({ result }: { result: ScanResult }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle>{t.truth.shownSkills}</CardTitle>
          <CardDescription>{t.truth.shownSkillsHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <EvidencedSkills />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.strengths}</CardTitle>
          <CardDescription>{t.truth.strengthsHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <Chips items={result.softSkills} tone="green" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.growth}</CardTitle>
        </CardHeader>
        <CardContent>
          <Chips items={result.growthAreas} tone="amber" />
        </CardContent>
      </Card>
    </div>
  );
}

export function ProgressTab({ completed, running }: { completed: Enrollment[]; running: Enrollment[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t.completed}</CardTitle>
        </CardHeader>
        <CardContent>
          {completed.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noCompleted}</p>
          ) : (
            <ul className="space-y-3">
              {completed.map((e) => (
                <li key={e.id} className="flex items-center gap-3">
                  <Award className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  <Link
                    to={`/courses/${e.courseId}`}
                    className="font-medium text-slate-900 hover:text-brand-700"
                  >
                    {e.course.title}
                  </Link>
                  <Badge tone="green" className="ml-auto shrink-0">
                    100%
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.running}</CardTitle>
        </CardHeader>
        <CardContent>
          {running.length === 0 ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-600">{t.noRunning}</p>
              <ButtonLink to="/courses" variant="outline" size="sm">
                <BookOpen className="h-4 w-4" aria-hidden="true" />
                {t.findCourses}
              </ButtonLink>
            </div>
          ) : (
            <ul className="space-y-4">
              {running.map((e) => (
                <li key={e.id}>
                  <CourseProgress
                    title={e.course.title}
                    to={`/courses/${e.courseId}`}
                    progress={e.progress}
                    label={t.progressOf(e.course.title)}
                  />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
