import type { CoachSlots } from '../../../domain/coach/ask-types.ts';
import type { TopicId } from '../../../domain/subsidies/topic-facts.ts';

/**
 * The Coach's vocabulary: the words and phrases (Dutch and English) that name each slot value of
 * the subsidy questionnaire, each scheme and each topic. They are matched after stemming, as parts of
 * compounds and fuzzily (understand.ts), so inflections, compounds and typos need no entry of their
 * own. Scheme names come from the catalogue itself (understand.ts adds every scheme's name and
 * provider); the entries here are the everyday words people use instead.
 */
export type Phrases = readonly string[];

/** Slot values: what a phrase tells about the person, in the questionnaire's own answers. */
export const SLOT_PHRASES: readonly { slots: CoachSlots; phrases: Phrases }[] = [
  // Question 2: work situation and benefit.
  {
    slots: { employment: 'job_seeker_ww' },
    phrases: ['ww', 'ww-uitkering', 'werkloos', 'werkloosheidsuitkering', 'werkloosheidswet', 'unemployment benefit', 'unemployed', 'jobless', 'redundant'],
  },
  {
    slots: { employment: 'job_seeker_bijstand' },
    phrases: ['bijstand', 'bijstandsuitkering', 'participatiewet', 'social assistance', 'welfare benefit', 'on welfare'],
  },
  {
    slots: { employment: 'job_seeker_none' },
    phrases: ['werkzoekend', 'zonder werk', 'geen werk', 'looking for work', 'job seeker', 'jobseeker', 'out of work'],
  },
  {
    slots: { employment: 'self_employed' },
    phrases: ['zzp', 'zzper', 'zzp-er', 'zelfstandige', 'zelfstandig ondernemer', 'ondernemer', 'freelancer', 'eigen bedrijf', 'eenmanszaak', 'self-employed', 'self employed', 'freelance', 'sole trader', 'own business', 'entrepreneur'],
  },
  { slots: { employment: 'student' }, phrases: ['scholier', 'student', 'pupil'] },
  {
    slots: { employment: 'employee', employer: true },
    phrases: ['werkgever', 'baas', 'leidinggevende', 'loondienst', 'werknemer', 'employer', 'boss', 'my company', 'employee', 'manager'],
  },
  { slots: { employment: 'employee' }, phrases: ['ik werk bij', 'ik werk in', 'werk in de', 'werkzaam', 'i work in', 'i work at', 'i work for'] },
  // Question 6: company size.
  { slots: { smeEmployer: true }, phrases: ['mkb', 'klein bedrijf', 'kleine werkgever', 'midden- en kleinbedrijf', 'sme', 'small business', 'small company'] },
  { slots: { smeEmployer: false }, phrases: ['groot bedrijf', 'grote werkgever', 'multinational', 'large company', 'big company'] },
  // Questions 8 and 14: cao (sector) and the ontwikkelpad sectors.
  {
    slots: { ontwikkelpadSector: true },
    phrases: ['zorg', 'zorgsector', 'welzijn', 'verpleeg', 'verzorgende', 'thuiszorg', 'verpleeghuis', 'healthcare', 'health care', 'care sector', 'nursing'],
  },
  { slots: { cao: 'ziekenhuizen', ontwikkelpadSector: true }, phrases: ['ziekenhuis', 'hospital'] },
  { slots: { cao: 'gehandicaptenzorg', ontwikkelpadSector: true }, phrases: ['gehandicaptenzorg'] },
  { slots: { cao: 'ggz', ontwikkelpadSector: true }, phrases: ['ggz', 'mental health'] },
  { slots: { cao: 'kinderopvang', ontwikkelpadSector: true }, phrases: ['kinderopvang', 'kinderdagverblijf', 'childcare', 'nursery'] },
  { slots: { cao: 'bouw-infra', ontwikkelpadSector: true }, phrases: ['bouw', 'bouwbedrijf', 'infra', 'aannemer', 'bouwvakker', 'construction', 'building site'] },
  { slots: { cao: 'metaal-techniek', ontwikkelpadSector: true }, phrases: ['metaal', 'metaalbewerking', 'metaalsector', 'metal', 'metalworking'] },
  { slots: { cao: 'metalektro', ontwikkelpadSector: true }, phrases: ['metalektro'] },
  { slots: { cao: 'technisch-installatie', ontwikkelpadSector: true }, phrases: ['installatie', 'installatiebedrijf', 'installateur', 'installation', 'installer'] },
  { slots: { ontwikkelpadSector: true }, phrases: ['techniek', 'energie', 'groen', 'technology sector', 'energy sector'] },
  { slots: { cao: 'gemeenten' }, phrases: ['bij de gemeente', 'voor de gemeente', 'gemeenteambtenaar', 'ambtenaar gemeente', 'for the municipality', 'at the municipality', 'council worker'] },
  { slots: { cao: 'beroepsgoederenvervoer' }, phrases: ['transportbedrijf', 'beroepsgoederenvervoer', 'haulage', 'road transport'] },
  { slots: { cao: 'uitzendkrachten' }, phrases: ['uitzendkracht', 'uitzendbureau', 'uitzendwerk', 'temp agency', 'agency worker'] },
  { slots: { cao: 'horeca' }, phrases: ['horeca', 'restaurant', 'hospitality'] },
  { slots: { cao: 'schilders' }, phrases: ['schilder', 'schildersbedrijf', 'painter'] },
  { slots: { cao: 'hoveniers-groen', ontwikkelpadSector: true }, phrases: ['hovenier', 'groenvoorziening', 'gardener'] },
  { slots: { cao: 'primair-onderwijs', ontwikkelpadSector: false }, phrases: ['basisschool', 'primary school'] },
  { slots: { cao: 'levensmiddelenindustrie' }, phrases: ['levensmiddelenindustrie', 'voedingsindustrie', 'food industry'] },
  // Question 9: kind of education; question 17: full- or part-time.
  {
    slots: { courseType: 'hbo_wo_programme' },
    phrases: ['hbo', 'wo', 'hogeschool', 'universiteit', 'bachelor', 'master', 'associate degree', 'university', 'degree', 'hbo-opleiding'],
  },
  { slots: { courseType: 'mbo_bbl' }, phrases: ['bbl', 'beroepsbegeleidende', 'leerling', 'apprentice', 'apprenticeship'] },
  { slots: { courseType: 'mbo_bol' }, phrases: ['mbo', 'bol', 'beroepsopleidende', 'mbo-opleiding', 'vocational'] },
  { slots: { courseType: 'mbo_third_route' }, phrases: ['derde leerweg', 'third learning route'] },
  {
    slots: { courseType: 'career_advice' },
    phrases: ['loopbaanadvies', 'loopbaancoach', 'loopbaanbegeleiding', 'ontwikkeladvies', 'career advice', 'career coaching', 'career guidance'],
  },
  { slots: { courseType: 'short_course' }, phrases: ['vca', 'korte cursus', 'workshop', 'short course', 'certificaatcursus'] },
  { slots: { fullTime: true }, phrases: ['voltijd', 'fulltime', 'full-time', 'full time', 'dagopleiding'] },
  { slots: { fullTime: false }, phrases: ['deeltijd', 'parttime', 'part-time', 'part time', 'naast mijn werk', 'alongside my job'] },
];

/** Words that say which topic (beyond a scheme) a question is about. */
export const TOPIC_PHRASES: Readonly<Record<TopicId | 'employerRefuses' | 'refund' | 'ooFund', Phrases>> = {
  taxDeduction: ['belasting', 'aftrek', 'aftrekken', 'aftrekbaar', 'aftrekpost', 'aangifte', 'scholingsuitgaven', 'tax', 'taxes', 'deduct', 'deduction', 'deductible', 'tax return'],
  businessCost: ['zakelijke kosten', 'bedrijfskosten', 'kosten van de zaak', 'business cost', 'business expense'],
  employerTaxFree: ['onbelast', 'belastingvrij', 'werkkostenregeling', 'wkr', 'vrije ruimte', 'gerichte vrijstelling', 'tax-free', 'tax free', 'untaxed', 'without tax'],
  requiredTraining: ['verplichte scholing', 'verplichte opleiding', 'verplichte cursus', 'nodig voor mijn werk', 'nodig voor mijn functie', 'mandatory training', 'required training', 'needed for my job', 'required for my job'],
  studyCostClause: ['studiekostenbeding', 'studieovereenkomst', 'terugbetalingsregeling', 'study agreement', 'repayment clause', 'training agreement'],
  studentFinance: ['studiefinanciering', 'stufi', 'basisbeurs', 'aanvullende beurs', 'student finance', 'student grant', 'student loan', 'student funding'],
  employerRefuses: [],
  refund: ['geld terug', 'terugkrijgen', 'terug krijgen', 'restitutie', 'uitschrijven', 'uitschrijf', 'annuleren', 'afmelden', 'refund', 'money back', 'unenrol', 'unenroll', 'cancel my enrolment'],
  ooFund: ['o&o-fonds', 'o&o fonds', 'oo-fonds', 'opleidingsfonds', 'ontwikkelfonds', 'sectorfonds', 'scholingsfonds', 'training fund', 'sector fund', 'education fund'],
};

/** Scheme ids and the everyday words for them (the catalogue adds names and providers). */
export const SCHEME_PHRASES: Readonly<Record<string, Phrases>> = {
  slim: ['slim', 'slim-subsidie', 'slimsubsidie'],
  'slim-ontwikkelpaden': ['ontwikkelpad', 'ontwikkelpaden', 'scholingssubsidie', 'development path'],
  praktijkleren: ['praktijkleren', 'praktijkleer', 'leerwerkplek', 'leerbedrijf', 'work-based learning'],
  'praktijkleren-derde-leerweg': ['praktijkleren derde leerweg'],
  levenlanglerenkrediet: ['levenlanglerenkrediet', 'levenslanglerenkrediet', 'leven lang leren krediet', 'lenen bij duo', 'lening van duo', 'duo lening', 'lifelong learning credit', 'life long learning credit', 'learning credit'],
  'uwv-scholing': ['uwv', 'werkcoach'],
  'gemeente-participatiewet': ['klantmanager'],
  leerwerkloket: ['leerwerkloket', 'leerwerkloketten', 'leren en werken loket'],
  stap: ['stap-budget', 'stapbudget', 'stap budget', 'stap-subsidie', 'stap subsidie', 'stap regeling'],
  ontwikkeladvies: ['nl leert door', 'ontwikkeladvies'],
  'ao-gemeenten': ['a+o', 'a+o fonds', 'ikb', 'individueel keuzebudget', 'keuzebudget'],
  oom: ['oom'],
  otib: ['otib', 'wij techniek'],
  soob: ['soob'],
  'bouw-infra': ['volandis'],
  fcb: ['fcb'],
  stoof: ['stoof'],
  voion: ['voion'],
  colland: ['colland'],
  savantis: ['savantis'],
};

/** Words that ask when or by when. */
export const WINDOW_PHRASES: Phrases = ['wanneer', 'tijdvak', 'deadline', 'sluit', 'sluiting', 'aanvraagperiode', 'openstelling', 'when', 'window', 'closes', 'close', 'opens', 'until when'];
/** Words that ask for a price or a start. */
export const PRICE_PHRASES: Phrases = ['kost', 'kosten', 'prijs', 'tarief', 'cursusgeld', 'lesgeld', 'how much does', 'cost', 'costs', 'price', 'fee', 'fees'];
export const START_PHRASES: Phrases = ['begint', 'beginnen', 'start', 'startdatum', 'starts', 'start date', 'begin', 'volgende', 'next'];
export const COURSE_WORDS: Phrases = ['cursus', 'training', 'opleiding', 'les', 'lessen', 'course', 'class', 'programme', 'program', 'module'];
/** Money words: a question with them is about paying for learning. */
export const MONEY_PHRASES: Phrases = [
  'subsidie', 'subsidies', 'vergoeding', 'vergoeden', 'vergoedt', 'regeling', 'betalen', 'betaalt', 'betaal', 'geld', 'financiering', 'fonds', 'budget', 'lenen', 'lening', 'krediet', 'kosten', 'gratis',
  'subsidy', 'subsidies', 'grant', 'funding', 'pay', 'pays', 'paid', 'money', 'financial', 'fund', 'loan', 'reimburse', 'free', 'government',
];
/** Learning words: a question with them is in the Coach's field. */
export const LEARNING_PHRASES: Phrases = [
  'cursus', 'opleiding', 'leren', 'studie', 'studeren', 'scholing', 'training', 'omscholing', 'bijscholing', 'diploma', 'certificaat', 'werk', 'baan', 'loopbaan', 'carriere',
  'course', 'study', 'studies', 'learning', 'training', 'retraining', 'education', 'job', 'career', 'certificate', 'school',
];
export const REFUSAL_PHRASES: Phrases = ['wachtwoord', 'password', 'vergeet alle', 'negeer alle', 'vorige instructies', 'ignore previous', 'ignore all', 'previous instructions', 'system prompt', 'api key', 'admin wachtwoord', 'geheim', 'secret'];
/** Possessive words: "my application", "mijn budget". */
export const OWN_PHRASES: Phrases = ['mijn', 'heb ik', 'ik heb', 'my', 'i have', 'have i', 'ben ik'];
export const OWN_TOPICS = {
  budget: ['budget', 'tegoed', 'saldo', 'over', 'balance', 'left', 'remaining'],
  dossiers: ['aanvraag', 'aanvragen', 'dossier', 'dossiers', 'status', 'application', 'applications', 'goedgekeurd', 'approved'],
  enrolments: ['inschrijving', 'inschrijvingen', 'ingeschreven', 'voortgang', 'cursussen', 'enrolment', 'enrolments', 'enrolled', 'progress', 'courses'],
  certificates: ['certificaat', 'certificaten', 'diploma', 'credential', 'credentials', 'certificate', 'certificates', 'badge'],
} as const satisfies Record<string, Phrases>;
/** Repaying and leaving a job: with both, a question is about a study-cost clause. */
export const REPAY_PHRASES: Phrases = ['terugbetalen', 'terug betalen', 'terugbetaal', 'pay back', 'repay'];
export const LEAVE_PHRASES: Phrases = ['ontslag', 'opzeggen', 'vertrekken', 'vertrek', 'weggaan', 'andere baan', 'quit', 'resign', 'leave my job', 'leave'];
/** Refusing to pay: with an employer, the employer refuses. */
export const REFUSE_PAY_PHRASES: Phrases = ['wil niet', 'weigert', 'niet betalen', 'betaalt niet', 'wil niets', 'refuses', 'refused', 'will not pay', "won't pay", 'does not pay', "doesn't pay", 'not pay'];
/** Asking what a thing is (a scheme), not what one gets. */
export const WHAT_IS_PHRASES: Phrases = ['wat is', 'wat doet', 'hoe werkt', 'bestaat', 'what is', 'what does', 'how does', 'still available', 'exist'];
