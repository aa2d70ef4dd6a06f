import { NO_CAO, Q, type Question, questionnaire } from './questions.ts';
import type { SubsidyLanguage } from './texts.ts';

interface QuestionTexts {
  text: string;
  helpText: string | null;
  /** English labels of the fixed options, by value; municipality and cao names stay as they are. */
  options?: Readonly<Record<string, string>>;
}

/** British English twins of the questionnaire's Dutch texts (questions.ts), by question id. */
export const QUESTION_TEXTS_EN: Readonly<Record<number, QuestionTexts>> = {
  [Q.birthDate]: {
    text: 'What is your date of birth?',
    helpText: 'Many schemes have an age limit. We work out your age on the day of the analysis.',
  },
  [Q.employment]: {
    text: 'What is your current work situation?',
    helpText: 'Choose what fits you best right now.',
    options: {
      employee: 'Employed',
      job_seeker_ww: 'Job seeker on unemployment benefit (WW)',
      job_seeker_bijstand: 'Job seeker on social assistance (bijstand)',
      job_seeker_none: 'Job seeker without benefits',
      self_employed: 'Self-employed without staff (zzp)',
      student: 'Student or pupil',
      other: 'Other',
    },
  },
  [Q.municipality]: {
    text: 'Which municipality do you live in?',
    helpText: 'Your municipality decides which local schemes apply to you.',
  },
  [Q.smeEmployer]: {
    text: 'Does your employer have fewer than 250 staff?',
    helpText: 'SME employers can apply for the SLIM subsidy for their staff’s development.',
  },
  [Q.cao]: {
    text: 'Which collective labour agreement (cao) covers you?',
    helpText: 'Many collective agreements have a training fund (O&O-fonds) that pays for training.',
    options: { [NO_CAO]: 'No collective agreement / I don’t know' },
  },
  [Q.metalBranch]: {
    text: 'Which branch does your company work in?',
    helpText:
      'Under the cao Metaal en Techniek each branch has its own training fund. If you do not know, we explain whom to ask.',
    options: {
      metaalbewerking: 'Metalworking',
      installatie: 'Technical installation',
      carrosserie: 'Coachbuilding (carrosserie)',
      isolatie: 'Insulation',
      goud_zilver: 'Gold and silver industry',
      unknown: 'Other or I don’t know',
    },
  },
  [Q.courseType]: {
    text: 'What kind of training do you want to take?',
    helpText: null,
    options: {
      hbo_wo_programme: 'Accredited hbo or university programme (full-time, part-time or dual)',
      hbo_wo_module: 'Accredited hbo or university module',
      mbo_bol: 'Mbo course, school-based route (bol)',
      mbo_bbl: 'Mbo course, work-based route (bbl)',
      mbo_third_route: 'Mbo course on the third learning route (derde leerweg)',
      short_course: 'Course or training without accreditation',
      career_advice: 'Career or development advice',
    },
  },
  [Q.fullTime]: {
    text: 'Are you taking the mbo course full-time or part-time?',
    helpText: 'In mbo, DUO’s Levenlanglerenkrediet is only for a full-time course.',
    options: { full_time: 'Full-time', part_time: 'Part-time' },
  },
  [Q.othersPayAll]: {
    text: 'Is someone else (employer, fund) paying for the whole course?',
    helpText: null,
  },
  [Q.studentFinanceLeft]: {
    text: 'Are you still entitled to regular student finance?',
    helpText:
      'Student finance runs until you are 30; if you do not (or no longer) have it, you can borrow with the lifelong learning credit (levenlanglerenkrediet).',
  },
  [Q.recognisedTrainingCompany]: {
    text: 'Is your employer a recognised training company (erkend leerbedrijf)?',
    helpText: 'Recognised training companies are listed on stagemarkt.nl (SBB).',
  },
  [Q.courseName]: {
    text: 'Which course or subject do you have in mind?',
    helpText: 'For example "Nursing level 4" or "Project management".',
  },
  [Q.ontwikkelpadSector]: {
    text: 'Do you work in care and welfare, childcare, the green sector, or technology, construction and energy?',
    helpText: 'These sectors have recognised development pathways with the SLIM training subsidy.',
  },
  [Q.dutchResidence]: {
    text: 'Do you have Dutch nationality or an equivalent residence status?',
    helpText: 'This is a condition of DUO’s lifelong learning credit (levenlanglerenkrediet).',
  },
};

/** The questionnaire in the given language: same ids, types, values and conditions; English texts. */
export function questionnaireIn(lang: SubsidyLanguage = 'nl'): Question[] {
  const questions = questionnaire();
  if (lang === 'nl') return questions;
  return questions.map((q) => {
    const en = QUESTION_TEXTS_EN[q.id];
    return {
      ...q,
      text: en.text,
      helpText: en.helpText,
      options: q.options.map((o) => ({ ...o, label: en.options?.[o.value] ?? o.label })),
    };
  });
}
