import type { SubsidyScheme } from './schemes.ts';

/** The texts of a scheme that a reader sees; facts (ids, amounts, URLs, dates) are language-free. */
export type SchemeTexts = Pick<
  SubsidyScheme,
  'name' | 'provider' | 'amountNote' | 'validityPeriod' | 'description' | 'tags' | 'replacedBy'
>;

/**
 * British English twins of the catalogue's Dutch texts (schemes.ts), by scheme id. Official names
 * (SLIM, STAP, Praktijkleren, Levenlanglerenkrediet, NL leert door, UWV, DUO, RVO, the funds) stay
 * as they are and are explained in English, because that is the name a reader must search for.
 */
const SZW = 'Ministry of Social Affairs and Employment (run by Uitvoering van Beleid SZW)';
const EMPLOYER_APPLIES = 'Employer applies';

const fund = (
  name: string,
  sector: string,
  amountNote: string,
  extra = '',
  description?: string,
  provider = name.split(':')[0],
): SchemeTexts => ({
  name,
  provider,
  amountNote,
  validityPeriod: 'Ongoing, under the fund’s own schemes',
  description:
    description ??
    `The training and development fund (O&O-fonds) of the ${sector}. The fund pays for (part of) the training of employees and employers covered by the agreement. Conditions and amounts differ per scheme; often the employer applies.${extra}`,
  tags: ['Training fund', 'Collective agreement', 'Employee'],
});

const VARIES = 'Differs per scheme of the fund';

export const SCHEME_TEXTS_EN: Readonly<Record<string, SchemeTexts>> = {
  slim: {
    name: 'SLIM subsidy (learning and development in SMEs)',
    provider: SZW,
    amountNote:
      'At most €24,999 per employer per application round: 60% of the employer’s costs (costs of at least €5,000), for every SME; partnerships up to €500,000. The money goes to the employer, not to you.',
    validityPeriod:
      'The scheme runs until 1 January 2030; your employer applies in a yearly application window.',
    description:
      'A subsidy for SME employers (fewer than 250 staff) to encourage learning and development: an assessment of training needs, career and development advice for staff, and a learning culture in the company. It does not pay course fees. Activities for the owner alone do not count; since 2025 large companies in agriculture, hospitality and recreation can no longer apply.',
    tags: [EMPLOYER_APPLIES, 'SME', 'Career advice', 'Learning culture'],
  },
  'slim-ontwikkelpaden': {
    name: 'SLIM training subsidy (development pathways, ontwikkelpaden)',
    provider: SZW,
    amountNote: '90% of the costs at NLQF levels 1 to 3, 40% at level 4; paid to the employer',
    validityPeriod:
      'Paid from the former STAP money until 2027; your employer applies in an application window.',
    description:
      'Your employer applies for a subsidy for practice-based learning alongside your work, with a course from the official course package of a recognised development pathway in care and welfare, childcare, green sectors, or technology, construction and energy (education and ICT have been announced). The subsidy covers 90% (levels 1 to 3) or 40% (level 4) of the costs and goes to the employer; whether you pay anything is agreed with your employer. Not for full-time study such as mbo bol.',
    tags: [EMPLOYER_APPLIES, 'Development pathway', 'Mbo level'],
  },
  praktijkleren: {
    name: 'Praktijkleren subsidy (work-based learning)',
    provider: 'RVO (Netherlands Enterprise Agency)',
    amountNote: 'At most €2,700 per work-based learning place per school year (a maximum)',
    validityPeriod:
      'Your employer applies to RVO every year, after the school year in which the student was supervised.',
    description:
      'A recognised training company (registered with SBB) receives a contribution towards supervising a pupil or student in a work-based learning place: among others mbo bbl, vmbo and practical education, and dual or part-time hbo only in the domains technology, agriculture and natural environment, health care, and behaviour and society. The employer applies.',
    tags: [EMPLOYER_APPLIES, 'Recognised training company', 'Bbl'],
  },
  'praktijkleren-derde-leerweg': {
    name: 'Praktijkleren subsidy, third learning route (derde leerweg)',
    provider: 'RVO (Netherlands Enterprise Agency)',
    amountNote: 'At most €2,700 per 40 weeks of supervision',
    validityPeriod: 'The scheme has been extended to 2031; your employer applies to RVO every year.',
    description:
      'A recognised training company receives a contribution towards supervising an mbo student on the third learning route. Since 2024 also for people in work and job seekers. The employer applies.',
    tags: [EMPLOYER_APPLIES, 'Recognised training company', 'Third learning route'],
  },
  levenlanglerenkrediet: {
    name: 'Levenlanglerenkrediet (lifelong learning credit)',
    provider: 'DUO (Education Executive Agency)',
    amountNote:
      'A loan, not a grant: you borrow at most the tuition or course fee your programme charges and pay it back with interest. DUO states the current amounts and interest.',
    validityPeriod: 'Ongoing; apply to DUO before your course starts.',
    description:
      'A loan from DUO for your tuition or course fees if you are not (or no longer) entitled to regular student finance: for an accredited hbo or university programme (full-time, part-time, dual or modular) or a full-time mbo bol course. Not for part-time mbo, mbo bbl, the third learning route or unaccredited courses. You are younger than 57 at the start of the academic year.',
    tags: ['Loan', 'Hbo', 'University', 'Mbo bol'],
  },
  'uwv-scholing': {
    name: 'Training while on unemployment benefit (WW)',
    provider: 'UWV (Employee Insurance Agency)',
    amountNote:
      'The costs of training that UWV approves beforehand; UWV decides case by case. The €2,500 training voucher (2016–2018) has ended.',
    validityPeriod: 'Ongoing; ask your work coach for permission before the training starts.',
    description:
      'On unemployment benefit (WW, also WIA/WGA or Sickness Benefits Act) you need UWV’s permission for training. UWV pays if the training is needed for work: with a job offer or job guarantee, or for an occupation with good job prospects; usually for up to about a year, and you must be able to finish the training.',
    tags: ['Job seeker', 'WW', 'Good job prospects'],
  },
  'gemeente-participatiewet': {
    name: 'Training while on social assistance',
    provider: 'Your municipality',
    amountNote: 'Set by your municipality’s own scheme',
    validityPeriod: 'Ongoing; discuss it with your client manager at the municipality.',
    description:
      'On social assistance benefit (under the Participation Act) your municipality can pay for training if you need it to get back into work and nothing else covers the costs. We did not find a municipal learning budget open to all residents.',
    tags: ['Job seeker', 'Social assistance', 'Municipality'],
  },
  leerwerkloket: {
    name: 'Leerwerkloket (learning and work advice centre)',
    provider: 'UWV, municipalities and education institutions (per region)',
    amountNote: 'Free advice, no money',
    validityPeriod: 'Always; the Leerwerkloket has permanent funding.',
    description: 'Free, independent advice on learning, working and the schemes that pay for training.',
    tags: ['Advice', 'Free'],
  },
  stap: {
    name: 'STAP budget (former personal training budget)',
    provider: 'UWV',
    amountNote: 'Was €1,000 a year',
    validityPeriod: 'Ended on 1 January 2024 (last round November 2023).',
    description: 'The STAP budget (from 18 to state pension age) no longer exists.',
    tags: ['Ended'],
    replacedBy:
      'The remaining money goes to the SLIM training subsidy for development pathways, which your employer applies for.',
  },
  ontwikkeladvies: {
    name: 'NL leert door: development advice',
    provider: 'Ministry of Social Affairs and Employment',
    amountNote: 'Was free career advice',
    validityPeriod: 'Rounds from 2020 to 2022; no new round since 15 December 2022.',
    description:
      'Free development advice from NL leert door (“the Netherlands keeps learning”) can no longer be requested.',
    tags: ['Ended'],
    replacedBy:
      'You can get free career advice at the Leerwerkloket; SME employers can pay for development advice for their staff through SLIM.',
  },
  oom: fund(
    'OOM: training and development fund for the metalworking industry',
    'metalworking industry (one of the branches under the cao Metaal en Techniek; other branches have their own fund)',
    'OOM pays part of training costs; the current amounts are in OOM’s schemes',
  ),
  otib: fund(
    'OTIB / Wij Techniek: training fund for installation engineering',
    'collective agreement for technical installation companies',
    'Development Stimulation Scheme (OSR) in 2024: €900 per company plus €90 per employee, for courses and training; amounts after 2024 not checked',
  ),
  soob: fund(
    'SOOB: training fund for road haulage',
    'road haulage collective agreement (cao Beroepsgoederenvervoer)',
    'A fixed contribution per course; the current amounts are on the fund’s site',
  ),
  'bouw-infra': fund(
    'Training fund for construction and infrastructure (Bouw & Infra, run by Volandis)',
    'construction and infrastructure collective agreement (cao Bouw & Infra)',
    'Fixed contributions per course; the current amounts are on Volandis’s subsidy page',
    '',
    'Under the cao Bouw & Infra the sector’s training fund pays fixed amounts per course; Volandis pays out the subsidies on behalf of the construction and infrastructure sector. Ask your employer which scheme applies today.',
    'Volandis',
  ),
  'ao-gemeenten': fund(
    'A+O fonds Gemeenten: individual choice budget (IKB)',
    'collective agreement for municipalities (cao Gemeenten)',
    'The fund does not pay for staff training; your employer pays for training you need for your job',
    '',
    'A+O fonds Gemeenten supports municipal employers with projects and tools; it does not pay for staff training. Training you need for your job is paid by your employer (cao Gemeenten; article 7:611a of the Dutch Civil Code). You can use your individual choice budget (IKB) on top for training your employer does not pay for.',
  ),
  fcb: fund(
    'FCB: labour market fund for childcare',
    'childcare collective agreement (cao Kinderopvang)',
    VARIES,
  ),
  stoof: fund(
    'STOOF: training fund for agency workers',
    'collective agreement for agency workers (cao voor Uitzendkrachten)',
    VARIES,
  ),
  voion: fund(
    'Voion: labour market and training fund for education',
    'collective agreements for primary and secondary education',
    VARIES,
  ),
  colland: fund(
    'Colland Arbeidsmarkt: fund for the green and agricultural sectors',
    'collective agreements in the green sector and greenhouse horticulture',
    VARIES,
  ),
  savantis: fund(
    'Savantis: training fund for painters and finishing trades',
    'collective agreement for painting, finishing and glazing companies',
    VARIES,
  ),
  sol: fund('SOL: training fund for the food industry', 'food industry', VARIES),
};

/** A scheme's texts in the given language (Dutch: the catalogue's own). */
export function schemeTexts(s: SubsidyScheme, lang: 'nl' | 'en' = 'nl'): SchemeTexts {
  return lang === 'en' ? (SCHEME_TEXTS_EN[s.id] ?? s) : s;
}
