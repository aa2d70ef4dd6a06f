import { formatEuroAmount } from '../money.ts';
import { type CourseFacts, type CredentialFacts, courseJsonLd, credentialJsonLd } from './json-ld.ts';

/** The languages a public page is rendered in (the web app's). */
export type PageLanguage = 'nl' | 'en';

/** A public page's `<head>` as the server writes it: title, description, structured data, indexing. */
export interface PageHead {
  title: string;
  description: string;
  /** schema.org JSON-LD, when the page describes something. */
  jsonLd?: Record<string, unknown>;
  /** Absolute address of the page (`<link rel="canonical">`, `og:url`). */
  canonical: string;
  /** false: `noindex` (a person's certificate, a page that is not found). */
  index: boolean;
}

const SITE = 'SkillsPlatform';

const TEXTS = {
  nl: {
    landingTitle: 'SkillsPlatform – leren, werken en groeien',
    landingDescription:
      'SkillsPlatform verbindt talent, bedrijven en opleiders: scan, skills paspoort, studieaanbod en subsidies.',
    catalogueTitle: `Cursusaanbod – ${SITE}`,
    catalogueDescription: (n: number | null) =>
      `${n === null ? 'Cursussen' : `${n} cursussen`} van erkende opleiders: zoek op onderwerp en filter op categorie, niveau en startdatum.`,
    courseTitle: (title: string, by: string | null) => `${title}${by ? ` – ${by}` : ''} | ${SITE}`,
    courseFacts: (by: string | null, price: string, weeks: number) =>
      `${by ? `${by} · ` : ''}${price} · ${weeks} ${weeks === 1 ? 'week' : 'weken'}.`,
    notFoundTitle: `Niet gevonden – ${SITE}`,
    notFoundDescription: 'Deze pagina bestaat niet (meer).',
    credentialTitle: (course: string) => `Certificaat ${course} – ${SITE}`,
    credentialDescription: (course: string, by: string) =>
      `Certificaat voor ${course} van ${by}, digitaal ondertekend (Open Badge 3.0): controleer of het echt is en nog geldt.`,
    verifyTitle: `Certificaat controleren – ${SITE}`,
    verifyDescription: 'Controleer een digitaal ondertekend certificaat (Open Badge 3.0) van SkillsPlatform.',
    locale: 'nl-NL',
  },
  en: {
    landingTitle: 'SkillsPlatform – learn, work and grow',
    landingDescription:
      'SkillsPlatform connects talent, companies and training providers: scan, skills passport, courses and subsidies.',
    catalogueTitle: `Courses – ${SITE}`,
    catalogueDescription: (n: number | null) =>
      `${n === null ? 'Courses' : `${n} courses`} from recognised training providers: search by subject and filter by category, level and start date.`,
    courseTitle: (title: string, by: string | null) => `${title}${by ? ` – ${by}` : ''} | ${SITE}`,
    courseFacts: (by: string | null, price: string, weeks: number) =>
      `${by ? `${by} · ` : ''}${price} · ${weeks} ${weeks === 1 ? 'week' : 'weeks'}.`,
    notFoundTitle: `Not found – ${SITE}`,
    notFoundDescription: 'This page does not exist (any more).',
    credentialTitle: (course: string) => `Certificate ${course} – ${SITE}`,
    credentialDescription: (course: string, by: string) =>
      `Certificate for ${course} from ${by}, digitally signed (Open Badge 3.0): check that it is genuine and still valid.`,
    verifyTitle: `Check a certificate – ${SITE}`,
    verifyDescription: 'Check a digitally signed certificate (Open Badge 3.0) from SkillsPlatform.',
    locale: 'en-GB',
  },
} as const;

/** At most `max` characters, cut at a word, with an ellipsis when cut: a meta description's length. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** What the server knows of the page when it writes the head: the answers it embeds. */
export type PublicPage =
  | { page: 'landing' }
  | { page: 'catalogue'; total: number | null }
  | { page: 'course'; id: string; course: CourseFacts | null }
  | { page: 'credential'; id: string; credential: CredentialFacts | null };

/** The head of a public page in its language; `origin` is the site's address without a slash. */
export function publicPageHead(p: PublicPage, language: PageLanguage, origin: string): PageHead {
  const x = TEXTS[language];
  switch (p.page) {
    case 'landing':
      return {
        title: x.landingTitle,
        description: x.landingDescription,
        canonical: `${origin}/`,
        index: true,
      };
    case 'catalogue':
      return {
        title: x.catalogueTitle,
        description: x.catalogueDescription(p.total),
        canonical: `${origin}/courses`,
        index: true,
      };
    case 'course': {
      const canonical = `${origin}/courses/${p.id}`;
      if (!p.course)
        return { title: x.notFoundTitle, description: x.notFoundDescription, canonical, index: false };
      const c = p.course;
      const facts = x.courseFacts(c.instituteName, formatEuroAmount(c.price, x.locale), c.duration);
      return {
        title: x.courseTitle(c.title, c.instituteName),
        description: excerpt(`${facts} ${c.description}`),
        jsonLd: courseJsonLd(c, origin),
        canonical,
        index: c.isActive,
      };
    }
    case 'credential': {
      const canonical = `${origin}/verify/${p.id}`;
      if (!p.credential)
        return { title: x.verifyTitle, description: x.verifyDescription, canonical, index: false };
      const { summary } = p.credential;
      return {
        title: x.credentialTitle(summary.courseTitle),
        description: excerpt(x.credentialDescription(summary.courseTitle, summary.instituteName)),
        jsonLd: credentialJsonLd(p.credential, origin),
        canonical,
        // A person's certificate: readable by link previews and JSON-LD readers, kept out of indexes.
        index: false,
      };
    }
  }
}
