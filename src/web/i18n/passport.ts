import {
  RIASEC_LABEL_TWINS,
  RIASEC_LABELS,
  TRAIT_LABEL_TWINS,
  TRAIT_LABELS,
} from '../../domain/scan/dimensions.ts';
import { pick } from '../../domain/scan/language.ts';

/** Texts of the skills passport (spec §2.10). Trait and interest names come from the one list in src/domain. */
import type { Widen } from './types.ts';

/** Texts of the skills passport (spec §2.10). */
export const passportText = {
  title: 'Mijn Paspoort',
  subtitle: 'Jouw persoonlijkheid, interesses, vaardigheden en voortgang op één plek.',
  tabs: {
    overview: 'Overzicht',
    personality: 'Persoonlijkheid',
    interests: 'Interesses',
    skills: 'Vaardigheden',
    progress: 'Voortgang',
  },
  emptyTitle: 'Nog geen paspoort beschikbaar',
  emptyBody: 'Voltooi eerst uw persoonlijkheidsscan om uw paspoort te genereren',
  emptyAction: 'Start Persoonlijkheidsscan',
  primaryDrive: 'Drijfveer',
  learningStyle: 'Leerstijl',
  completedCount: 'Voltooide cursussen',
  careerMatches: 'Passende carrières',
  personalityTitle: 'Big Five persoonlijkheid',
  personalityHint:
    'Elke score (0 tot 100) laat zien hoe sterk je het eens was met de uitspraken over die eigenschap. Indicatief, en geen vergelijking met andere mensen.',
  bigFive: {
    openness: TRAIT_LABELS.openness,
    conscientiousness: TRAIT_LABELS.conscientiousness,
    extraversion: TRAIT_LABELS.extraversion,
    agreeableness: TRAIT_LABELS.agreeableness,
    stability: TRAIT_LABELS.neuroticism,
  },
  interestsTitle: 'RIASEC werkinteresses',
  interestsHint:
    'Hoe graag je de werkactiviteiten van elk gebied zou doen (0 tot 100), naar je eigen antwoorden. Het zijn interesses, geen vaardigheden, en geen vergelijking met anderen.',
  riasec: RIASEC_LABELS,
  strengths: 'Sterke Punten',
  growth: 'Groeiareas',
  completed: 'Voltooide Cursussen',
  running: 'Lopende Cursussen',
  noCompleted: 'Nog geen cursussen voltooid.',
  noRunning: 'Geen lopende cursussen.',
  findCourses: 'Zoek een cursus',
  progressOf: (title: string) => `Voortgang van ${title}`,
  loadError: 'Je paspoort kon niet worden geladen.',
  tour: [
    { title: 'Jouw paspoort', body: 'Hier staat alles wat de scan over je zegt, samen met je cursussen.' },
    {
      title: 'Persoonlijkheid',
      body: 'Op het tabblad Persoonlijkheid zie je je Big Five-scores als balken.',
    },
    {
      title: 'Interesses en vaardigheden',
      body: 'Interesses toont je RIASEC-profiel; Vaardigheden je sterke punten en groeiareas.',
    },
    { title: 'Voortgang', body: 'Onder Voortgang volg je je voltooide en lopende cursussen.' },
  ],
  /** Honest labels and the skills shown by completed courses. */
  truth: {
    matchLabel: (n: number) => `Overeenkomst ${n}/100`,
    matchHint:
      'Hoe sterk de vorm van je interesseprofiel lijkt op die van het beroep. Geen kans of garantie.',
    noCareers: 'Je interesses zijn breed verdeeld: geen beroep springt er duidelijk uit.',
    strengthsHint:
      'Wat je in de scan over jezelf aangaf: je voorkeuren en hoe je jezelf beschrijft, geen gemeten vaardigheden.',
    shownSkills: 'Aangetoonde vaardigheden',
    shownSkillsHint:
      'Elke vaardigheid met haar sterkste bewijs: een certificaat, een afgeronde cursus, of wat je zelf toevoegde.',
    noShownSkills: 'Rond een cursus af of voeg een vaardigheid toe om hier vaardigheden te tonen.',
    evidenceVerified: 'Geverifieerd',
    evidenceConfirmed: 'Bevestigd door het instituut',
    evidenceSelfReported: 'Afgerond',
    evidenceSelfDeclared: 'Zelf toegevoegd',
    sourceCredential: 'certificaat',
    sourceEnrollment: 'cursus',
    sourceUserSkill: 'zelf getypt',
    sourceDocument: 'geüpload document',
    sourcesLabel: 'Bron',
    skillsLoadError: 'Je vaardigheden konden niet worden geladen.',
    learningStyle: 'Leervoorkeur (zelf aangegeven)',
  },
} as const;

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/** English twin of these texts. */
export const passportTruthEn: Texts<typeof passportText.truth> = {
  matchLabel: (n: number) => `Similarity ${n}/100`,
  matchHint:
    'How closely the shape of your interest profile resembles that of the occupation. Not a probability or a promise.',
  noCareers: 'Your interests are broadly spread: no occupation clearly stands out.',
  strengthsHint:
    'What you said about yourself in the scan: your preferences and how you describe yourself, not measured skills.',
  shownSkills: 'Demonstrated skills',
  shownSkillsHint:
    'Each skill with its strongest evidence: a certificate, a completed course, or what you added yourself.',
  noShownSkills: 'Complete a course or add a skill to show skills here.',
  evidenceVerified: 'Verified',
  evidenceConfirmed: 'Confirmed by the institute',
  evidenceSelfReported: 'Completed',
  evidenceSelfDeclared: 'Added yourself',
  sourceCredential: 'certificate',
  sourceEnrollment: 'course',
  sourceUserSkill: 'typed yourself',
  sourceDocument: 'uploaded document',
  sourcesLabel: 'Source',
  skillsLoadError: 'Your skills could not be loaded.',
  learningStyle: 'Learning preference (self-reported)',
};

/** The one trait and interest list of src/domain/scan/dimensions.ts, in English. */
const TRAITS_EN = pick(TRAIT_LABEL_TWINS, 'en');

/** English twin of passportText (same keys). */
export const passportTextEn: Widen<typeof passportText> = {
  truth: passportTruthEn,
  title: 'My Passport',
  subtitle: 'Your personality, interests, skills and progress in one place.',
  tabs: {
    overview: 'Overview',
    personality: 'Personality',
    interests: 'Interests',
    skills: 'Skills',
    progress: 'Progress',
  },
  emptyTitle: 'No passport available yet',
  emptyBody: 'Complete the scan first to generate your passport',
  emptyAction: 'Start the scan',
  primaryDrive: 'Drive',
  learningStyle: 'Learning style',
  completedCount: 'Completed courses',
  careerMatches: 'Matching careers',
  personalityTitle: 'Big Five personality',
  personalityHint: 'The higher the score, the more strongly the trait is present in you.',
  bigFive: {
    openness: TRAITS_EN.openness,
    conscientiousness: TRAITS_EN.conscientiousness,
    extraversion: TRAITS_EN.extraversion,
    agreeableness: TRAITS_EN.agreeableness,
    stability: TRAITS_EN.neuroticism,
  },
  interestsTitle: 'RIASEC work interests',
  interestsHint: 'Which kinds of work appeal to you most.',
  riasec: pick(RIASEC_LABEL_TWINS, 'en'),
  strengths: 'Strengths',
  growth: 'Growth areas',
  completed: 'Completed Courses',
  running: 'Current Courses',
  noCompleted: 'No courses completed yet.',
  noRunning: 'No current courses.',
  findCourses: 'Find a course',
  progressOf: (title: string) => `Progress of ${title}`,
  loadError: 'Your passport could not be loaded.',
  tour: [
    {
      title: 'Your passport',
      body: 'Everything the scan says about you is here, together with your courses.',
    },
    {
      title: 'Personality',
      body: 'The Personality tab shows your Big Five scores as bars.',
    },
    {
      title: 'Interests and skills',
      body: 'Interests shows your RIASEC profile; Skills shows your strengths and growth areas.',
    },
    { title: 'Progress', body: 'Under Progress you follow your completed and current courses.' },
  ],
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { passport: passportText };
export const en: Widen<typeof nl> = { passport: passportTextEn };

declare module './types.ts' {
  interface FeatureTexts {
    passport: typeof passportText;
  }
}
