import type { CourseType, Employment } from '../subsidies/questions.ts';
import type { TopicId } from '../subsidies/topic-facts.ts';
import type { CoachLanguage, CoachSubsidyApplication } from './context.ts';

/**
 * What the Coach read in a question, in the subsidy questionnaire's own terms (question 1 age or
 * birth date, 2 work situation and benefit, 6 company size, 8 cao, 9 kind of education, 10 who pays,
 * 14 ontwikkelpad sector, 17 full- or part-time). Absent: the question did not say.
 */
export interface CoachSlots {
  age?: number;
  birthDate?: string;
  employment?: Employment;
  smeEmployer?: boolean;
  cao?: string;
  ontwikkelpadSector?: boolean;
  courseType?: CourseType;
  fullTime?: boolean;
  othersPayAll?: boolean;
  /** The question mentions an employer (paying, refusing, applying). */
  employer?: boolean;
}

/** What a question asks for; the server's reading decides it (features/coach/understand.ts). */
export type AskIntent =
  /** Named schemes (catalogue ids); `aspect` window: when to apply. */
  | { kind: 'scheme'; schemeIds: string[]; aspect: 'about' | 'window' }
  /** A rule that belongs to no scheme (topic-facts.ts), or the employer refusing to pay. */
  | { kind: 'topic'; topic: TopicId | 'employerRefuses' | 'refund' | 'ooFund' }
  /** "What can I get": the matcher on the question's slots merged with the stored check. */
  | { kind: 'situation' }
  | { kind: 'course'; aspect: 'price' | 'start' | 'about' }
  | { kind: 'own'; what: 'budget' | 'dossiers' | 'enrolments' | 'certificates' }
  /** Not about learning or its money: said honestly. */
  | { kind: 'outOfScope' }
  /** Asks for secrets or to drop the rules: refused. */
  | { kind: 'refuse' }
  /** About the Coach's domain but not understood well enough. */
  | { kind: 'unsure' };

export interface CoachUnderstanding {
  language: CoachLanguage;
  intent: AskIntent;
  slots: CoachSlots;
  /** 0–1: how sure the reading is; below COACH_CONFIDENCE the answer says it is not sure. */
  confidence: number;
}

/** A course the catalogue search found, with what the answer names. */
export interface CoachCourseHit {
  id: number;
  title: string;
  instituteName: string | null;
  priceCents: number;
  /** The next run's start day (YYYY-MM-DD), null when none is planned. */
  nextStart: string | null;
  /** When the catalogue last changed this course (its own date, YYYY-MM-DD). */
  updatedOn: string;
}

/** A dossier as the Coach reads it: who applies decides whose money it is. */
export interface CoachDossier extends CoachSubsidyApplication {
  applicant: 'talent' | 'employer';
  courseTitle: string | null;
  updatedAt: string | null;
}

export interface CoachCertificate {
  id: string;
  courseTitle: string;
  issuedAt: string;
  revoked: boolean;
}

export interface CoachEnrolment {
  courseId: number;
  title: string;
  progress: number;
  status: string;
}

/** Everything an answer is made of, read by the server for the signed-in user. */
export interface AskSources {
  /** The day of reading (YYYY-MM-DD, Dutch time). */
  today: string;
  /** The stored answers of the talent's newest subsidy check and its day, or null. */
  storedCheck: { responses: Record<string, unknown>; analysedAt: string } | null;
  dossiers: CoachDossier[];
  enrolments: CoachEnrolment[];
  certificates: CoachCertificate[];
  /** The best catalogue match for a course question (null: none good enough, or not searched). */
  course: CoachCourseHit | null;
  /** The words the course was searched with (for "I found no course called …"). */
  courseQuery: string | null;
}

/** Where a statement comes from: the page and the source's own date. */
export interface CoachSource {
  label: string;
  url: string;
  /** YYYY-MM-DD. */
  date: string;
}

export interface CoachAskAnswer {
  language: CoachLanguage;
  /** The kind of answer (`AskIntent.kind`; `general`: a platform topic of the classifier, decision 316). */
  intent: AskIntent['kind'] | 'general';
  confident: boolean;
  text: string;
  sources: CoachSource[];
  links: { href: string; label: string }[];
}

/** Below this confidence the Coach says it is not sure and offers the subsidy check. */
export const COACH_CONFIDENCE = 0.5;
