/**
 * API contract of the scan (Big Five + RIASEC, spec §2.9).
 * Pure types, no runtime code.
 */

export type LikertValue = 1 | 2 | 3 | 4 | 5;

/** Question volgnummer (1-65) -> answer 1..5. */
export type ScanAnswers = Record<number, LikertValue>;

export type BigFiveTrait =
  | 'openness'
  | 'conscientiousness'
  | 'extraversion'
  | 'agreeableness'
  | 'neuroticism';

export type RiasecType =
  | 'realistic'
  | 'investigative'
  | 'artistic'
  | 'social'
  | 'enterprising'
  | 'conventional';

export interface ScanBlock {
  bloknummer: number;
  titel: string;
  uitleg: string;
}

export interface ScanQuestion {
  /** 1..65, in order. */
  volgnummer: number;
  /** The statement, in natural Dutch or British English (scanQuestions). */
  vraagtekst: string;
  antwoordtype: 'likert';
  /** A Big Five trait, a RIASEC type, 'learningStyle' or 'drive'. */
  categorie: string;
  /** 1..5 */
  bloknummer: number;
  /** Reverse-keyed (scored 6 - x). */
  reverse?: boolean;
}

export interface CareerMatch {
  title: string;
  match: number;
  reason: string;
  skills: string[];
}

export interface RecommendedCourse {
  courseId: number;
  title: string;
  matchPercentage: number;
}

/** All integers 0..100. */
export interface ScanScores {
  openness: number;
  conscientiousness: number;
  extraversion: number;
  agreeableness: number;
  neuroticism: number;
  realistic: number;
  investigative: number;
  artistic: number;
  social: number;
  enterprising: number;
  conventional: number;
}

/** Every text in one language: Dutch by default, English on request (see renderScanResult). */
export interface ScanResult extends ScanScores {
  /** Label, e.g. 'Praktisch leren (doen)', 'Visueel', 'Theoretisch/reflectief', 'Sociaal leren'. */
  learningStyle: string;
  /** Label, e.g. 'Groei en ontwikkeling', 'Zekerheid en structuur', 'Impact op anderen', 'Autonomie', 'Prestatie'. */
  primaryDrive: string;
  /** Paragraph composed from the scores. */
  profileSummary: string;
  /** Best 6, sorted by match desc. */
  careerMatches: CareerMatch[];
  /** Strengths (3-6). */
  softSkills: string[];
  /** Development areas (2-5). */
  growthAreas: string[];
  recommendations: { summary: string; courses: RecommendedCourse[]; careers: string[] };
  /** Short label for the assessment history, e.g. 'De Onderzoeker (ISA)' or 'The Investigator (ISA)'. */
  personalityType: string;
}

/** Minimal course shape the recommender needs (comes from the real catalogue). */
export interface CourseForMatching {
  id: number;
  title: string;
  category: string;
  level: string;
  skills: string[];
  description?: string;
}

/** The four learning styles measured in block 5. */
export type LearningStyleKey = 'practical' | 'visual' | 'theoretical' | 'social';

/** The five work drives measured in block 5. */
export type DriveKey = 'growth' | 'security' | 'impact' | 'autonomy' | 'achievement';
