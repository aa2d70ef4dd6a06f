/** The OpenAPI document's global tags, one per feature: a route's `tag` (http/route.ts) is one of these. */
export const TAGS = {
  auth: 'Registreren, inloggen, wachtwoordherstel en de ingelogde gebruiker',
  courses: 'Cursuscatalogus, inschrijvingen en informatieaanvragen',
  reviews: 'Beoordelingen van cursussen',
  credentials: 'Certificaten (Open Badges 3.0): inzien, controleren en intrekken',
  documents: 'Eigen documenten (certificaten, cv) uploaden en downloaden',
  institute: 'Instituutsportaal: eigen cursussen, inbox en cijfers',
  scan: 'Scan: persoonlijkheid en werkinteresses (Big Five en RIASEC)',
  talent: 'Vaardighedenpaspoort en activiteit van de talent',
  subsidies: 'Subsidievragenlijst, matches en aanvragen',
  notifications: 'Meldingen en meldingsvoorkeuren',
  community: 'Community: berichten, reacties, groepen en ranglijst',
  profile: 'Profiel, beveiliging, sessies en privacy',
  admin: 'Beheer: gebruikers, instituten, taxonomie en audit',
  company: 'Bedrijf: werknemers, uitnodigingen en dashboard',
  vacancies: 'Vacatures en sollicitaties',
  ooapi:
    'Open Education API 6.0 (openonderwijsapi.nl): de catalogus in de landelijke standaard, alleen lezen',
  docs: 'Deze documentatie',
} as const;

export type ApiTag = keyof typeof TAGS;
