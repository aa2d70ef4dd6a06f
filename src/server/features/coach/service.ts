import { answerQuestion } from '../../../domain/coach/ask.ts';
import type { AskSources, CoachAskAnswer, CoachDossier } from '../../../domain/coach/ask-types.ts';
import type { CoachContext, CoachLanguage } from '../../../domain/coach/context.ts';
import { coachAnswer } from '../../../domain/coach/index.ts';
import { dutchToday } from '../../../domain/subsidies/index.ts';
import type { Db } from '../../db/connect.ts';
import { courseCandidates, courseSummariesByIds } from '../courses/index.ts';
import { listUserCredentials } from '../credentials/index.ts';
import { enrollmentsOfLearner } from '../enrollments/index.ts';
import { findStoredRecommendations, latestResultJson } from '../scan/index.ts';
import { latestCheck } from '../subsidies/index.ts';
import { listTalentDossiers } from '../subsidy-applications/index.ts';
import { bestCourse } from './course-match.ts';
import { readQuestion, topicRecogniser } from './topics.ts';
import { courseQueryWords, understand } from './understand.ts';

/**
 * One question to the Coach (decision 435): read it, fetch only the sources its intent needs (the
 * catalogue search for a course, the talent's stored check, dossiers, enrolments, certificates),
 * and answer from them. Questions about the platform itself (the scan, progress, planning) that the
 * money-and-courses reading leaves open go to the trained topic classifier of decision 316.
 */
export async function ask(
  db: Db,
  userId: string,
  question: string,
  screen: CoachLanguage,
): Promise<CoachAskAnswer> {
  const today = dutchToday();
  const reading = readQuestion(question, screen, today);
  if (reading.kind === 'general') {
    const general = await generalAnswer(db, userId, question, reading.language);
    if (general) return general;
  }
  const u = reading.kind === 'read' ? reading.understanding : understand(question, screen, today);
  const intent = u.intent;
  const needsCourse = intent.kind === 'course' || (intent.kind === 'topic' && intent.topic === 'refund');
  const words = needsCourse ? courseQueryWords(question, u.language) : [];
  const k = db.kysely;
  const [check, dossiers, enrolments, certificates, candidates] = await Promise.all([
    latestCheck(k, userId),
    listTalentDossiers(k, userId),
    enrollmentsOfLearner(k, userId),
    intent.kind === 'own' && intent.what === 'certificates'
      ? listUserCredentials(k, userId)
      : Promise.resolve([]),
    words.length > 0 ? courseCandidates(k, db.engine, words, today) : Promise.resolve([]),
  ]);
  const sources: AskSources = {
    today,
    storedCheck: check,
    dossiers: dossiers.map(
      (d): CoachDossier => ({
        id: Number(d.id),
        subsidyType: d.subsidyType,
        schemeId: d.schemeId,
        status: d.status,
        requestedAmount: d.requestedAmountCents === null ? null : d.requestedAmountCents / 100,
        approvedAmount: d.approvedAmountCents === null ? null : d.approvedAmountCents / 100,
        applicant: d.applicant,
        courseTitle: d.courseTitle ?? null,
        updatedAt: d.updatedAt ?? d.createdAt,
      }),
    ),
    enrolments: enrolments.map((e) => ({
      courseId: e.courseId,
      title: e.title,
      progress: Number(e.progress),
      status: e.status,
    })),
    certificates: certificates.map((c) => ({
      id: c.id,
      courseTitle: c.courseTitle,
      issuedAt: c.issuedAt,
      revoked: c.status !== 'valid',
    })),
    course: bestCourse(candidates, words),
    courseQuery: words.length > 0 ? words.join(' ') : null,
  };
  return answerQuestion(u, sources);
}

async function generalAnswer(
  db: Db,
  userId: string,
  question: string,
  lang: CoachLanguage,
): Promise<CoachAskAnswer | null> {
  const [enrolments, scan, recommended] = await Promise.all([
    enrollmentsOfLearner(db.kysely, userId),
    latestResultJson(db.kysely, userId),
    findStoredRecommendations(db.kysely, userId),
  ]);
  const recommendations = (recommended ?? []).slice(0, 10);
  const courses = await courseSummariesByIds(
    db.kysely,
    recommendations.map((r) => r.courseId),
  );
  const ctx: CoachContext = {
    recommendations,
    courses: [...courses.values()].map((c) => ({
      id: c.id,
      title: c.title,
      category: '',
      level: '',
      price: c.priceCents / 100,
      rating: 0,
    })),
    enrollments: enrolments.map((e, i) => ({
      id: i + 1,
      courseId: e.courseId,
      progress: Number(e.progress),
      status: e.status,
      course: { title: e.title, category: '', level: '', price: 0 },
    })),
    subsidyApplications: [],
    scanResult: scan ? (JSON.parse(scan) as CoachContext['scanResult']) : null,
  };
  const answer = coachAnswer(question, ctx, lang, topicRecogniser());
  if (!answer) return null;
  return {
    language: lang,
    intent: 'general',
    confident: true,
    text: answer.text,
    sources: [],
    links: answer.links,
  };
}
