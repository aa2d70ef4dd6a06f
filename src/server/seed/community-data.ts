import type { PostType } from '../../contracts/community.ts';
import type { CourseCategory } from '../../domain/courses.ts';

/** Who wrote a demo post: a demo account's e-mail, or the n-th anonymous demo learner. */
export type DemoAuthor = { email: string } | { learner: number };

export interface DemoPost {
  author: DemoAuthor;
  type: PostType;
  content: string;
  /** Named only when the author is enrolled in it (else left out). */
  courseTitle?: string;
  hoursAgo: number;
  /** Anonymous demo learners (by number) who like it. */
  likedBy: number[];
  comments: { author: DemoAuthor; content: string; hoursAgo: number }[];
}

const TALENT = { email: 'talent@example.nl' };
const COMPANY = { email: 'bedrijf@example.nl' };
const INSTITUTE = { email: 'instituut@example.nl' };
const ADMIN = { email: 'admin@example.nl' };
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

export const DEMO_POSTS: DemoPost[] = [
  {
    author: TALENT,
    type: 'achievement',
    content:
      'Yes! Mijn eerste certificaat binnen: Python voor beginners afgerond. Op naar data-analyse met pandas!',
    courseTitle: 'Python voor beginners',
    hoursAgo: 3,
    likedBy: range(1, 14),
    comments: [
      {
        author: { learner: 2 },
        content: 'Gefeliciteerd! Die cursus staat ook op mijn lijstje.',
        hoursAgo: 2,
      },
      { author: INSTITUTE, content: 'Goed gedaan, Sanne. Veel plezier met de vervolgcursus!', hoursAgo: 1 },
    ],
  },
  {
    author: { learner: 3 },
    type: 'question',
    content:
      'Wie heeft er ervaring met het combineren van een opleiding met een fulltime baan? Hoeveel uur per week plannen jullie in?',
    hoursAgo: 7,
    likedBy: range(20, 5),
    comments: [
      {
        author: TALENT,
        content: 'Ik plan vaste avonden: dinsdag en donderdag twee uur. Dat werkt goed.',
        hoursAgo: 6,
      },
      {
        author: { learner: 8 },
        content: 'Zaterdagochtend is mijn studiemoment, telefoon op stil.',
        hoursAgo: 5,
      },
    ],
  },
  {
    author: INSTITUTE,
    type: 'tip',
    content:
      'Tip: maak na elke module een korte samenvatting in je eigen woorden. Zo onthoud je tot twee keer zoveel.',
    hoursAgo: 26,
    likedBy: range(30, 9),
    comments: [],
  },
  {
    author: { learner: 5 },
    type: 'celebration',
    content: 'Vandaag mijn nieuwe baan als junior data-analist gestart. Die SQL-cursus heeft echt geholpen!',
    hoursAgo: 30,
    likedBy: range(40, 21),
    comments: [{ author: COMPANY, content: 'Mooi om te lezen! Veel succes in je nieuwe rol.', hoursAgo: 29 }],
  },
  {
    author: COMPANY,
    type: 'other',
    content:
      'Bij Jansen Logistiek investeren we dit jaar extra in omscholing. Benieuwd welke cursussen jullie aanraden voor planners.',
    hoursAgo: 50,
    likedBy: range(62, 6),
    comments: [
      {
        author: { learner: 11 },
        content: 'Projectmanagement met Scrum is een aanrader voor planners.',
        hoursAgo: 48,
      },
    ],
  },
  {
    author: { learner: 9 },
    type: 'tip',
    content:
      'Gebruik de Pomodoro-techniek: 25 minuten focus, 5 minuten pauze. Ideaal voor lange studieavonden.',
    hoursAgo: 75,
    likedBy: range(70, 11),
    comments: [],
  },
  {
    author: { learner: 14 },
    type: 'achievement',
    content:
      'Reanimatie en AED-certificaat gehaald. Voelt goed om te weten dat ik kan helpen als het nodig is.',
    hoursAgo: 100,
    likedBy: range(85, 8),
    comments: [{ author: { learner: 3 }, content: 'Heel belangrijk, goed bezig!', hoursAgo: 98 }],
  },
  {
    author: ADMIN,
    type: 'other',
    content:
      'Welkom in de community! Deel je successen, stel je vragen en help elkaar verder. Houd het respectvol en behulpzaam.',
    hoursAgo: 160,
    likedBy: range(1, 25),
    comments: [],
  },
];

export interface DemoStudyGroup {
  name: string;
  description: string;
  category: CourseCategory;
  /** Anonymous demo learners (by number) who are members. */
  members: number[];
}

const group = (category: CourseCategory, name: string, description: string, from: number, count: number) => ({
  category,
  name,
  description,
  members: range(from, count),
});

/** A few study groups per category. */
export const DEMO_STUDY_GROUPS: DemoStudyGroup[] = [
  group(
    'Technology',
    'Python-beginners',
    'Samen oefenen met Python: wekelijkse opdrachten en code-reviews.',
    1,
    12,
  ),
  group(
    'Technology',
    'Webdevelopers Utrecht',
    'Frontend en backend: we bouwen samen aan kleine projecten.',
    13,
    7,
  ),
  group('Marketing', 'Contentcreators', 'Tips en feedback op blogs, social posts en nieuwsbrieven.', 20, 9),
  group('Marketing', 'SEO-studiegroep', 'Zoekmachineoptimalisatie: van zoekwoorden tot linkbuilding.', 29, 5),
  group('Business', 'Startende ondernemers', 'Ondernemingsplannen bespreken en elkaar scherp houden.', 34, 8),
  group('Business', 'Verkooptalent', 'Oefenen met verkoopgesprekken en onderhandelen.', 42, 4),
  group('Management', 'Scrum in de praktijk', 'Ervaringen uitwisselen over Scrum en agile werken.', 46, 10),
  group('Management', 'Nieuwe leidinggevenden', 'Intervisie voor wie net leiding geeft.', 56, 6),
  group('Design', 'UX-ontwerpers', 'Wireframes, prototypes en gebruikersonderzoek bespreken.', 62, 7),
  group('Design', 'Grafisch ontwerp', 'Portfolio-feedback en inspiratie.', 69, 3),
  group(
    'Data & Analytics',
    'Data-analisten in opleiding',
    'SQL, pandas en dashboards: samen leren analyseren.',
    72,
    11,
  ),
  group('Data & Analytics', 'Power BI-gebruikers', 'Rapportages bouwen en delen.', 83, 5),
  group('Finance', 'Boekhouden voor beginners', 'Samen door de basis van het boekhouden.', 88, 6),
  group('Finance', 'Financieel controllers', 'Verdieping in controlling en rapportage.', 94, 4),
  group('Healthcare', 'Zorgprofessionals', 'Kennis delen over wondzorg, medicatie en dementiezorg.', 98, 12),
  group('Healthcare', 'BHV en reanimatie', 'Oefenen en opfrissen van je BHV- en AED-vaardigheden.', 110, 5),
  group(
    'Engineering',
    'Technici in opleiding',
    'Installatietechniek en werktuigbouw: vragen en tips.',
    115,
    5,
  ),
  group('Engineering', 'Duurzame techniek', 'Warmtepompen, zonnepanelen en de energietransitie.', 1, 6),
  group('Education', 'Startende docenten', 'Didactiek, klassenmanagement en lesvoorbereiding.', 7, 8),
  group('Education', 'Praktijkopleiders', 'Begeleiden van studenten op de werkvloer.', 15, 4),
];
