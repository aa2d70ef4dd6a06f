/**
 * Deterministic generator of many varied Dutch courses for the load benchmark (e.g. 10,000 courses).
 * Titles combine a format × a topic × an audience, so text searches ("excel", "zorg", "masterclass")
 * find realistic subsets. Same count + seed → same output; no Math.random.
 */
import type { CourseCategory, CourseLevel } from '../../domain/courses.ts';
import type { SeedCourse } from './catalogue-data.ts';

export type BulkCourse = Omit<SeedCourse, 'key' | 'instituteKey'> & { key: string };

/** mulberry32: tiny seeded PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// [topic, category, skills separated by '|']
const TOPICS: Array<[string, CourseCategory, string]> = [
  [
    'Python',
    'Technology',
    'Scripts schrijven|Werken met bibliotheken|Fouten opsporen|Code testen|Taken automatiseren',
  ],
  ['JavaScript', 'Technology', 'Werken met de DOM|Asynchroon programmeren|Modules gebruiken|Code testen'],
  [
    'cloud computing',
    'Technology',
    'Cloudservices kiezen|Kosten beheersen|Beveiliging inrichten|Infrastructuur automatiseren',
  ],
  [
    'cybersecurity',
    'Technology',
    'Dreigingen herkennen|Risico’s analyseren|Incidenten afhandelen|Beveiligingsbeleid opstellen',
  ],
  [
    'contentmarketing',
    'Marketing',
    'Een contentstrategie maken|Wervend schrijven|Resultaten meten|Een contentkalender beheren',
  ],
  [
    'social media',
    'Marketing',
    'Een contentplan maken|Advertenties opzetten|Statistieken lezen|Community management',
  ],
  [
    'zoekmachineoptimalisatie',
    'Marketing',
    'Zoekwoordenonderzoek|Technische SEO|Linkbuilding|Rapporteren over vindbaarheid',
  ],
  ['verkoop', 'Business', 'Klantbehoeften achterhalen|Bezwaren behandelen|Onderhandelen|Deals afsluiten'],
  [
    'ondernemerschap',
    'Business',
    'Een verdienmodel uitwerken|Een ondernemingsplan schrijven|Pitchen|Netwerken',
  ],
  [
    'klantgericht werken',
    'Business',
    'Klantreizen verbeteren|Klachten afhandelen|Klanttevredenheid meten|Servicenormen opstellen',
  ],
  [
    'projectmanagement',
    'Management',
    'Projecten plannen|Risico’s beheersen|Stakeholders managen|Voortgang rapporteren',
  ],
  ['leidinggeven', 'Management', 'Delegeren|Feedback geven|Teams motiveren|Lastige gesprekken voeren'],
  [
    'Scrum en agile werken',
    'Management',
    'Sprints plannen|Een backlog beheren|Retrospectives faciliteren|User stories schrijven',
  ],
  [
    'UX-design',
    'Design',
    'Gebruikersonderzoek doen|Wireframes maken|Prototypes testen|Ontwerpkeuzes onderbouwen',
  ],
  [
    'grafisch ontwerp',
    'Design',
    'Werken met kleur en vorm|Typografie toepassen|Een huisstijl ontwerpen|Bestanden aanleveren',
  ],
  ['fotografie', 'Design', 'Belichting beheersen|Bewust componeren|Foto’s nabewerken|Werken met licht'],
  ['Excel', 'Data & Analytics', 'Formules gebruiken|Draaitabellen maken|Grafieken opmaken|Data opschonen'],
  [
    'Power BI',
    'Data & Analytics',
    'Datamodellen bouwen|DAX-berekeningen maken|Dashboards ontwerpen|Rapporten delen',
  ],
  ['SQL', 'Data & Analytics', 'Queries schrijven|Tabellen koppelen|Data aggregeren|Databases ontwerpen'],
  [
    'machine learning',
    'Data & Analytics',
    'Modellen trainen|Features ontwikkelen|Modellen evalueren|Uitkomsten uitleggen',
  ],
  [
    'boekhouden',
    'Finance',
    'Journaalposten maken|Een balans opstellen|Btw-aangifte doen|Werken met boekhoudsoftware',
  ],
  [
    'financieel management',
    'Finance',
    'Jaarrekeningen lezen|Begroten|Investeringen beoordelen|Kengetallen analyseren',
  ],
  [
    'salarisadministratie',
    'Finance',
    'Loonstroken opstellen|Loonheffingen berekenen|Werken met cao’s|Aangifte loonheffingen',
  ],
  ['wondzorg', 'Healthcare', 'Wonden beoordelen|Verbandmiddelen kiezen|Hygiënisch werken|Rapporteren'],
  [
    'dementiezorg',
    'Healthcare',
    'Gedrag observeren|Persoonsgericht communiceren|Mantelzorgers betrekken|Onrust voorkomen',
  ],
  [
    'medicatieveiligheid',
    'Healthcare',
    'Medicijnrekenen|Veilig toedienen|Incidenten melden|Bijwerkingen herkennen',
  ],
  [
    'PLC-programmeren',
    'Engineering',
    'Besturingen programmeren|Storingen opsporen|HMI’s ontwerpen|Veilig testen',
  ],
  [
    'technisch tekenen',
    'Engineering',
    'Werktekeningen maken|Maatvoering toepassen|3D-modelleren|Normen toepassen',
  ],
  [
    'duurzame energie',
    'Engineering',
    'Installaties dimensioneren|Energieverbruik berekenen|Terugverdientijd bepalen|Subsidies benutten',
  ],
  ['didactiek', 'Education', 'Lessen opbouwen|Werkvormen kiezen|Differentiëren|Klassenmanagement'],
  [
    'toetsen en beoordelen',
    'Education',
    'Toetsen ontwerpen|Rubrics opstellen|Feedback geven|Toetskwaliteit analyseren',
  ],
  ['coaching', 'Education', 'Coachgesprekken voeren|Doelen stellen|Reflectie stimuleren|Ontwikkeling volgen'],
];

const FORMATS: Record<CourseLevel, string[]> = {
  Beginner: ['Basiscursus', 'Introductie', 'Starterscursus', 'Workshop', 'E-learning'],
  Intermediate: ['Praktijktraining', 'Verdiepingscursus', 'Workshop', 'Leergang', 'Opleiding'],
  Advanced: ['Masterclass', 'Expertprogramma', 'Bootcamp', 'Leergang', 'Specialisatie'],
};
const AUDIENCES = [
  '',
  '',
  'voor starters',
  'voor professionals',
  'voor het mkb',
  'in de zorg',
  'voor de overheid',
  'voor teamleiders',
  'in het onderwijs',
  'voor zzp’ers',
  'in de praktijk',
  'met praktijkcases',
];
const LEVEL_NOTE: Record<CourseLevel, string> = {
  Beginner: 'Geen voorkennis nodig.',
  Intermediate: 'Enige ervaring met het onderwerp is handig.',
  Advanced: 'Bedoeld voor ervaren professionals die zich willen specialiseren.',
};
const CLOSERS = [
  'Je werkt aan opdrachten uit je eigen werkpraktijk.',
  'Na afloop ontvang je een certificaat.',
  'De lessen combineren online leren met fysieke bijeenkomsten.',
  'Je krijgt persoonlijke feedback van een ervaren docent.',
  'Je leert in een kleine groep met deelnemers uit verschillende sectoren.',
];
const LEVELS: CourseLevel[] = ['Beginner', 'Intermediate', 'Advanced'];

export function generateBulkCourses(count: number, seed = 42): BulkCourse[] {
  const rand = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const courses: BulkCourse[] = [];
  for (let i = 0; i < count; i++) {
    const [topic, category, skillList] = pick(TOPICS);
    const level = pick(LEVELS);
    const format = pick(FORMATS[level]);
    const audience = pick(AUDIENCES);
    const skills = skillList
      .split('|')
      .map((s) => [rand(), s] as const)
      .sort((a, b) => a[0] - b[0])
      .slice(0, int(3, 4))
      .map(([, s]) => s);
    const durationWeeks = int(1, level === 'Advanced' ? 24 : 12);
    const euros = Math.min(
      4950,
      Math.max(49, Math.round((durationWeeks * int(40, 160) * (LEVELS.indexOf(level) + 1)) / 5) * 5 - 5),
    );
    const r = rand();
    const status = r < 0.03 ? 'draft' : r < 0.08 ? 'archived' : 'active';
    const enrolledCount = status === 'draft' ? 0 : int(0, 40);
    courses.push({
      key: `bulk-${String(i + 1).padStart(5, '0')}`,
      title: `${format} ${topic}${audience ? ` ${audience}` : ''}`,
      description: `In deze ${format.toLowerCase()} over ${topic} leer je onder meer ${skills[0].toLowerCase()} en ${skills[1].toLowerCase()}. ${LEVEL_NOTE[level]} ${pick(CLOSERS)}`,
      category,
      level,
      durationWeeks,
      priceCents: euros * 100,
      maxParticipants: rand() < 0.25 ? null : int(8, 30),
      skills,
      ratings:
        status === 'draft' ? [] : Array.from({ length: int(0, 12) }, () => int(rand() < 0.8 ? 3 : 1, 5)),
      enrolledCount,
      completedCount: int(0, enrolledCount),
      isActive: status === 'active',
      status,
    });
  }
  return courses;
}
