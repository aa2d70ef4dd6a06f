/**
 * The API's tags, one per feature: the OpenAPI document's global tags (a route's `tag`,
 * server/http/route.ts, is one of these), each with its description there and the name of its token
 * scopes on the access-tokens screen (Dutch and English). A tag with a scope name gets the scopes
 * `<tag>:read` and `<tag>:write` (access-tokens.ts); `scope: null` means a token never gets a scope
 * for it (sign-in and the documentation: server/http/token-scope.ts). A new tag is one entry here.
 */
export const API_TAGS = {
  auth: {
    description: 'Registreren, inloggen, wachtwoordherstel en de ingelogde gebruiker',
    scope: null,
  },
  courses: {
    description: 'Cursuscatalogus, inschrijvingen en informatieaanvragen',
    scope: { nl: 'Cursussen en inschrijvingen', en: 'Courses and enrolments' },
  },
  reviews: {
    description: 'Beoordelingen van cursussen',
    scope: { nl: 'Beoordelingen', en: 'Reviews' },
  },
  credentials: {
    description: 'Certificaten (Open Badges 3.0): inzien, controleren en intrekken',
    scope: { nl: 'Certificaten', en: 'Credentials' },
  },
  documents: {
    description: 'Eigen documenten (certificaten, cv) uploaden en downloaden',
    scope: { nl: 'Documenten', en: 'Documents' },
  },
  institute: {
    description: 'Instituutsportaal: eigen cursussen, inbox en cijfers',
    scope: { nl: 'Instituut', en: 'Institute' },
  },
  scan: {
    description: 'Scan: persoonlijkheid en werkinteresses (Big Five en RIASEC)',
    scope: { nl: 'Scan', en: 'Scan' },
  },
  talent: {
    description: 'Vaardighedenpaspoort en activiteit van de talent',
    scope: { nl: 'Vaardighedenpaspoort', en: 'Skills passport' },
  },
  subsidies: {
    description: 'Subsidievragenlijst, matches en aanvragen',
    scope: { nl: 'Subsidies', en: 'Subsidies' },
  },
  coach: {
    description: 'De Coach: vragen over leren, cursussen en hoe je die betaalt',
    scope: { nl: 'Coach', en: 'Coach' },
  },
  notifications: {
    description: 'Meldingen en meldingsvoorkeuren',
    scope: { nl: 'Meldingen', en: 'Notifications' },
  },
  community: {
    description: 'Community: berichten, reacties, groepen en ranglijst',
    scope: { nl: 'Community', en: 'Community' },
  },
  profile: {
    description: 'Profiel, beveiliging, sessies en privacy',
    scope: { nl: 'Profiel', en: 'Profile' },
  },
  admin: {
    description: 'Beheer: gebruikers, instituten, taxonomie en audit',
    scope: { nl: 'Beheer', en: 'Administration' },
  },
  company: {
    description: 'Bedrijf: werknemers, uitnodigingen en dashboard',
    scope: { nl: 'Bedrijf', en: 'Company' },
  },
  vacancies: {
    description: 'Vacatures en sollicitaties',
    scope: { nl: 'Vacatures en sollicitaties', en: 'Vacancies and applications' },
  },
  ooapi: {
    description:
      'Open Education API 6.0 (openonderwijsapi.nl): de catalogus in de landelijke standaard, alleen lezen',
    scope: {
      nl: 'Open Education API (koppeling met je eigen cursusbron)',
      en: 'Open Education API (link to your own course source)',
    },
  },
  docs: {
    description: 'Deze documentatie',
    scope: null,
  },
} as const satisfies Record<string, { description: string; scope: { nl: string; en: string } | null }>;

export type ApiTag = keyof typeof API_TAGS;

/** The tags a token can have scopes for: those with a scope name. */
export type ScopedTag = {
  [K in ApiTag]: (typeof API_TAGS)[K]['scope'] extends null ? never : K;
}[ApiTag];

/** The tags with token scopes, in the document's order. */
export const SCOPED_TAGS = (Object.keys(API_TAGS) as ApiTag[]).filter(
  (tag): tag is ScopedTag => API_TAGS[tag].scope !== null,
);
