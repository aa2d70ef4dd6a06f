import type { NewVacancy } from '../../contracts/vacancies.ts';
import type { ApplicationStatus, VacancyStatus } from '../../domain/vacancies/index.ts';

export const DEMO_COMPANY_EMAIL = 'bedrijf@example.nl';

/** The demo company's vacancies: three active, one closed. */
export const DEMO_VACANCIES: (NewVacancy & {
  key: string;
  status: VacancyStatus;
  daysAgo: number;
})[] = [
  {
    key: 'data',
    title: 'Junior data-analist',
    description:
      'Je analyseert zendingen, levertijden en voorraden en maakt dashboards waarmee planners en management betere keuzes maken. Je werkt samen met het planningsteam en de IT-afdeling.',
    location: 'Rotterdam',
    hours: 36,
    skills: ['Python', 'SQL', 'Data-analyse', 'Excel'],
    hollandCode: 'ICE',
    status: 'active',
    daysAgo: 12,
  },
  {
    key: 'planner',
    title: 'Logistiek planner',
    description:
      'Je plant dagelijks de ritten van onze vrachtwagens, stemt af met klanten en chauffeurs en lost verstoringen snel op.',
    location: 'Rotterdam',
    hours: 40,
    skills: ['Planning', 'Excel', 'Klantcontact', 'Communicatie'],
    hollandCode: 'CES',
    status: 'active',
    daysAgo: 20,
  },
  {
    key: 'warehouse',
    title: 'Medewerker warehouse (heftruck)',
    description:
      'Je laadt en lost vrachtwagens, verplaatst pallets met de heftruck en houdt het magazijn veilig en opgeruimd.',
    location: 'Barendrecht',
    hours: 38,
    skills: ['Heftruck', 'VCA', 'Voorraadbeheer'],
    hollandCode: 'RC',
    status: 'active',
    daysAgo: 30,
  },
  {
    key: 'lead',
    title: 'Teamleider warehouse',
    description:
      'Je geeft leiding aan een team van vijftien magazijnmedewerkers en verbetert processen met Lean.',
    location: 'Rotterdam',
    hours: 40,
    skills: ['Leidinggeven', 'Lean', 'Planning'],
    hollandCode: 'ESC',
    status: 'closed',
    daysAgo: 75,
  },
];

/** Applicants are anonymous demo learners by number (leerling-N@demo.example.nl), or the demo talent. */
export const DEMO_APPLICATIONS: {
  vacancy: string;
  applicant: number | 'talent';
  status: ApplicationStatus;
  daysAgo: number;
  motivation: string;
}[] = [
  {
    vacancy: 'data',
    applicant: 'talent',
    status: 'under_review',
    daysAgo: 4,
    motivation:
      'Ik heb de cursus Python voor beginners afgerond en leer nu SQL en pandas. Ik wil mijn klantkennis combineren met data-analyse.',
  },
  {
    vacancy: 'data',
    applicant: 4,
    status: 'interview',
    daysAgo: 9,
    motivation: 'Ik werk graag met cijfers en heb ervaring met Excel en rapportages.',
  },
  {
    vacancy: 'data',
    applicant: 5,
    status: 'under_review',
    daysAgo: 2,
    motivation: 'Data-analyse is mijn passie; ik wil groeien in een logistieke omgeving.',
  },
  {
    vacancy: 'planner',
    applicant: 6,
    status: 'hired',
    daysAgo: 5,
    motivation: 'Ik heb vijf jaar ervaring als planner bij een transportbedrijf.',
  },
  {
    vacancy: 'planner',
    applicant: 7,
    status: 'under_review',
    daysAgo: 6,
    motivation: 'Ik ben communicatief sterk en houd van puzzelen met planningen.',
  },
  {
    vacancy: 'warehouse',
    applicant: 8,
    status: 'rejected',
    daysAgo: 25,
    motivation: 'Ik heb mijn heftruckcertificaat en zoek een vaste baan.',
  },
  {
    vacancy: 'warehouse',
    applicant: 9,
    status: 'interview',
    daysAgo: 8,
    motivation: 'Ik werk graag met mijn handen en ben altijd op tijd.',
  },
  {
    vacancy: 'lead',
    applicant: 10,
    status: 'hired',
    daysAgo: 60,
    motivation: 'Ik heb als meewerkend voorman een team van acht mensen aangestuurd.',
  },
  {
    vacancy: 'lead',
    applicant: 11,
    status: 'rejected',
    daysAgo: 58,
    motivation: 'Ik wil graag de stap naar leidinggeven zetten.',
  },
];

/** Three accepted employees and one open invitation, by learner number. */
export const DEMO_EMPLOYEES: {
  learner: number;
  position: string;
  department: string;
  status: 'active' | 'invited';
}[] = [
  { learner: 1, position: 'Magazijnmedewerker', department: 'Warehouse', status: 'active' },
  { learner: 2, position: 'Planner', department: 'Planning', status: 'active' },
  { learner: 3, position: 'Klantenservicemedewerker', department: 'Klantcontact', status: 'active' },
  { learner: 12, position: 'Chauffeur', department: 'Transport', status: 'invited' },
];

export const learnerEmail = (n: number) => `leerling-${n}@demo.example.nl`;
