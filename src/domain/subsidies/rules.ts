import type { SubsidyAnswers } from './answers.ts';
import { caoBySlug } from './data/caos.ts';
import type { CourseType } from './questions.ts';

/** What a rule sees: the answers plus facts derived on the day of submission. */
export interface RuleContext {
  answers: SubsidyAnswers;
  /** Age in whole years on the day of submission. */
  age: number;
  municipalityName: string;
}

/** A rule gives the Dutch reasons why a scheme fits, or null when it does not. */
export type Rule = (ctx: RuleContext) => string[] | null;

/**
 * Levenlanglerenkrediet: DUO pages differ between "younger than 56" and "younger than 57" at the
 * start of the study year, so we match only up to and including 55 (decision 031).
 */
export const LLK_MAX_AGE = 55;
/** Regular student finance ends at 30: from then on, an unanswered question 11 counts as "no". */
export const STUDENT_FINANCE_AGE_LIMIT = 30;

const EMPLOYER_APPLIES = 'Je werkgever vraagt de subsidie aan; jij hoeft zelf niets aan te vragen.';

const isEmployee = (a: SubsidyAnswers) => a.employment === 'employee';
const oneOf = (t: CourseType, list: readonly CourseType[]) => list.includes(t);

export const slim: Rule = ({ answers: a }) => {
  if (!isEmployee(a) || a.smeEmployer !== true) return null;
  return [
    'Je werkt in loondienst bij een werkgever met minder dan 250 medewerkers (mkb).',
    `${EMPLOYER_APPLIES} SLIM vraagt je werkgever aan bij Uitvoering van Beleid SZW.`,
    a.courseType === 'career_advice'
      ? 'SLIM betaalt loopbaan- en ontwikkeladvies: precies wat je zoekt.'
      : 'Let op: SLIM betaalt geen cursusgeld, wel loopbaan- en ontwikkeladvies, een scan van de opleidingsbehoefte en een leercultuur in het bedrijf.',
  ];
};

/** Courses at NLQF levels 1-4 inside an ontwikkelpad: mbo courses and certified short training. */
export const ONTWIKKELPAD_COURSES: readonly CourseType[] = [
  'mbo_bol',
  'mbo_bbl',
  'mbo_third_route',
  'short_course',
];

export const slimOntwikkelpaden: Rule = ({ answers: a }) => {
  if (!isEmployee(a) || a.ontwikkelpadSector !== true || !oneOf(a.courseType, ONTWIKKELPAD_COURSES))
    return null;
  return [
    'Je werkt in een sector met erkende ontwikkelpaden (zorg en welzijn, kinderopvang, groen, of techniek, bouw en energie).',
    'Je zoekt een opleiding op mbo-niveau; de subsidie dekt 90% (niveau 1 tot en met 3) of 40% (niveau 4) van de cursuskosten.',
    `${EMPLOYER_APPLIES} Voor jou is de cursus gratis.`,
  ];
};

const praktijk =
  (courseType: CourseType, route: string): Rule =>
  ({ answers: a }) => {
    if (a.courseType !== courseType || a.recognisedTrainingCompany !== true) return null;
    return [
      `Je volgt ${route} bij een erkend leerbedrijf.`,
      `${EMPLOYER_APPLIES} Het erkende leerbedrijf vraagt de tegemoetkoming aan bij RVO.`,
    ];
  };
export const praktijkleren = praktijk('mbo_bbl', 'een mbo-opleiding in de beroepsbegeleidende leerweg (bbl)');
export const praktijklerenDerdeLeerweg = praktijk('mbo_third_route', 'een mbo-opleiding in de derde leerweg');

export const LLK_COURSES: readonly CourseType[] = ['hbo_wo_programme', 'hbo_wo_module', 'mbo_bol'];

export const levenlanglerenkrediet: Rule = ({ answers: a, age }) => {
  if (!oneOf(a.courseType, LLK_COURSES) || a.othersPayAll === true || a.dutchResidence === false) return null;
  if (age > LLK_MAX_AGE) return null;
  const noStudentFinance =
    a.studentFinanceLeft === false || (a.studentFinanceLeft === null && age >= STUDENT_FINANCE_AGE_LIMIT);
  if (!noStudentFinance) return null;
  return [
    a.courseType === 'mbo_bol'
      ? 'Je wilt een mbo-opleiding in de beroepsopleidende leerweg (bol) volgen.'
      : 'Je wilt een geaccrediteerde hbo- of wo-opleiding of -module volgen.',
    a.studentFinanceLeft === false
      ? 'Je hebt geen recht (meer) op gewone studiefinanciering.'
      : `Je bent ${STUDENT_FINANCE_AGE_LIMIT} of ouder, dus je hebt geen recht meer op gewone studiefinanciering.`,
    `Je bent ${age} jaar en valt binnen de leeftijdsgrens.`,
    a.dutchResidence === true
      ? 'Je hebt de Nederlandse nationaliteit of een gelijkgestelde verblijfsstatus.'
      : 'Voorwaarde: de Nederlandse nationaliteit of een gelijkgestelde verblijfsstatus.',
    'Het is een lening: je betaalt het bedrag later met rente terug.',
  ];
};

export const uwvScholing: Rule = ({ answers: a }) => {
  if (a.employment !== 'job_seeker_ww' || a.courseType === 'career_advice' || a.othersPayAll === true)
    return null;
  return [
    'Je hebt een WW-uitkering.',
    'UWV betaalt scholing die nodig is voor werk: bij een baanaanbod of baangarantie, of voor een kansberoep.',
    'Vraag vóór de start toestemming aan je werkcoach van UWV.',
  ];
};

export const gemeenteParticipatiewet: Rule = ({ answers: a, municipalityName }) => {
  if (a.employment !== 'job_seeker_bijstand' || a.othersPayAll === true) return null;
  return [
    'Je hebt een bijstandsuitkering (Participatiewet).',
    `De gemeente ${municipalityName} kan scholing betalen als die nodig is om weer aan het werk te gaan en niets anders de kosten dekt.`,
  ];
};

/** The O&O fund linked to the cao of an employee. */
export const sectorFund =
  (fundId: string): Rule =>
  ({ answers: a }) => {
    const cao = a.cao ? caoBySlug(a.cao) : undefined;
    if (!isEmployee(a) || !cao || cao.fundId !== fundId) return null;
    return [
      `Je valt onder de cao ${cao.name}.`,
      `${cao.fundName} is het opleidingsfonds van deze cao en vergoedt scholing voor werknemers en werkgevers in de sector.`,
      'Vraag je werkgever of afdeling HR welke regeling van het fonds bij jouw opleiding past.',
    ];
  };
