import type { Widen } from './types.ts';

/** Texts of the institute's Open Education API source (Instellingen, decision 326). */
export const ooapiNl = {
  title: 'Cursussen uit je eigen Open Education API',
  intro:
    'Haal je cursusaanbod op uit de OOAPI-koppeling van je instelling. We maken nieuwe cursussen aan, werken bestaande bij en archiveren cursussen die uit je bron verdwenen zijn. Elke dag synchroniseren we automatisch.',
  baseUrl: 'Basis-URL van je OOAPI',
  baseUrlHint: 'Bijvoorbeeld https://api.jouwinstelling.nl/ooapi',
  token: 'Bearer-token (optioneel)',
  tokenStored: 'Er is een token opgeslagen. Laat leeg om het te houden.',
  tokenHint: 'We slaan het versleuteld op en tonen het nooit meer.',
  organisationId: 'Organisatie-id (optioneel)',
  organisationHint: 'Alleen de cursussen van deze organisatie in je OOAPI.',
  save: 'Opslaan',
  saved: 'Bron opgeslagen',
  preview: 'Voorbeeld',
  previewReady: 'Het voorbeeld staat hieronder: wat een import zou aanmaken, bijwerken en archiveren.',
  import: 'Importeren',
  imported: (c: number, u: number, a: number, s: number) =>
    `Geïmporteerd: ${c} nieuw, ${u} gewijzigd, ${a} gearchiveerd, ${s} overgeslagen`,
  failed: 'Dat lukte niet',
  create: 'Nieuw',
  update: 'Gewijzigd',
  archive: 'Gearchiveerd',
  skipped: 'Niet over te nemen',
  runs: (n: number) => (n === 1 ? '1 uitvoering' : `${n} uitvoeringen`),
  nothing: 'Niets',
  changes: {
    title: 'titel',
    description: 'beschrijving',
    level: 'niveau',
    duration: 'duur',
    price: 'prijs',
    status: 'weer actief',
    category: 'categorie',
    language: 'voertaal',
    maxParticipants: 'max. deelnemers',
  } as Record<string, string>,
  notes: 'Let op',
  confirmTitle: 'Bevestig het archiveren',
  confirmText: (n: number) =>
    `Deze import archiveert ${n} ${n === 1 ? 'cursus' : 'cursussen'}: meer dan de helft van wat uit je bron kwam. Klopt je bron? Dan kun je het bevestigen.`,
  confirmImport: 'Importeren en archiveren bevestigen',
  details: 'Details',
  history: 'Geschiedenis',
  noRuns: 'Nog geen imports.',
  ok: 'Gelukt',
  failedRun: 'Mislukt',
  manual: 'handmatig',
  scheduled: 'dagelijks',
  counts: (c: number, u: number, a: number, s: number) =>
    `${c} nieuw · ${u} gewijzigd · ${a} gearchiveerd · ${s} overgeslagen`,
};

export const ooapiEn: Widen<typeof ooapiNl> = {
  title: 'Courses from your own Open Education API',
  intro:
    "Fetch your course offering from your institution's OOAPI connection. We create new courses, update existing ones and archive courses that left your source. We sync automatically every day.",
  baseUrl: 'Base URL of your OOAPI',
  baseUrlHint: 'For example https://api.yourinstitution.nl/ooapi',
  token: 'Bearer token (optional)',
  tokenStored: 'A token is stored. Leave empty to keep it.',
  tokenHint: 'We store it encrypted and never show it again.',
  organisationId: 'Organisation id (optional)',
  organisationHint: 'Only the courses of this organisation in your OOAPI.',
  save: 'Save',
  saved: 'Source saved',
  preview: 'Preview',
  previewReady: 'The preview is below: what an import would create, update and archive.',
  import: 'Import',
  imported: (c: number, u: number, a: number, s: number) =>
    `Imported: ${c} new, ${u} changed, ${a} archived, ${s} skipped`,
  failed: 'That did not work',
  create: 'New',
  update: 'Changed',
  archive: 'Archived',
  skipped: 'Could not be mapped',
  runs: (n: number) => (n === 1 ? '1 run' : `${n} runs`),
  nothing: 'None',
  changes: {
    title: 'title',
    description: 'description',
    level: 'level',
    duration: 'duration',
    price: 'price',
    status: 'active again',
    category: 'category',
    language: 'teaching language',
    maxParticipants: 'max. participants',
  },
  notes: 'Please note',
  confirmTitle: 'Confirm the archiving',
  confirmText: (n: number) =>
    `This import archives ${n} ${n === 1 ? 'course' : 'courses'}: more than half of what came from your source. Is your source right? Then you can confirm it.`,
  confirmImport: 'Confirm import and archiving',
  details: 'Details',
  history: 'History',
  noRuns: 'No imports yet.',
  ok: 'Succeeded',
  failedRun: 'Failed',
  manual: 'manual',
  scheduled: 'daily',
  counts: (c: number, u: number, a: number, s: number) =>
    `${c} new · ${u} changed · ${a} archived · ${s} skipped`,
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { ooapi: ooapiNl };
export const en: Widen<typeof nl> = { ooapi: ooapiEn };

declare module './types.ts' {
  interface FeatureTexts {
    ooapi: typeof ooapiNl;
  }
}
