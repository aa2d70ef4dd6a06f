import { defineMessages } from './define.ts';

/** The messages of ooapi that are not problems: field messages, answers and reasons (decision 515). */
type Path = { path: string };
export const OOAPI_MESSAGES = defineMessages({
  'ooapi.expand_values': {
    nl: (p: { values: string }) => `expand kent hier alleen ${p.values}`,
    en: (p: { values: string }) => `expand only knows ${p.values} here`,
  },
  'ooapi.source_not_serving': {
    nl: (p: Path) => `De bron kent ${p.path} niet (HTTP 404)`,
    en: (p: Path) => `The source does not know ${p.path} (HTTP 404)`,
  },
  'ooapi.source_too_large': {
    nl: (p: { kb: number }) => `Antwoord groter dan ${p.kb} kB`,
    en: (p: { kb: number }) => `Answer larger than ${p.kb} kB`,
  },
  'ooapi.source_refuses_access': {
    nl: (p: { status: number }) => `De bron weigert de toegang (HTTP ${p.status})`,
    en: (p: { status: number }) => `The source refuses access (HTTP ${p.status})`,
  },
  'ooapi.source_http_status': {
    nl: (p: Path & { status: number }) => `De bron antwoordde met HTTP ${p.status} op ${p.path}`,
    en: (p: Path & { status: number }) => `The source answered with HTTP ${p.status} on ${p.path}`,
  },
  'ooapi.source_invalid_json': {
    nl: (p: Path) => `De bron gaf geen geldige JSON op ${p.path}`,
    en: (p: Path) => `The source gave no valid JSON on ${p.path}`,
  },
  'ooapi.source_too_many_pages': {
    nl: (p: Path & { max: number }) => `De bron heeft meer dan ${p.max} pagina's op ${p.path}`,
    en: (p: Path & { max: number }) => `The source has more than ${p.max} pages on ${p.path}`,
  },
  'ooapi.source_not_a_page': {
    nl: (p: Path) => `De bron gaf geen OEAPI-pagina op ${p.path} (items en hasNextPage ontbreken)`,
    en: (p: Path) => `The source gave no OEAPI page on ${p.path} (items and hasNextPage are missing)`,
  },
  'ooapi.source_invalid_item': {
    nl: (p: Path) => `De bron gaf een ongeldig item op ${p.path}`,
    en: (p: Path) => `The source gave an invalid item on ${p.path}`,
  },
  'ooapi.source_several_organisations': {
    nl: (p: { count: number }) =>
      `De bron biedt cursussen van ${p.count} organisaties: vul het organisatie-id van uw eigen instelling in`,
    en: (p: { count: number }) =>
      `The source offers courses of ${p.count} organisations: fill in the organisation id of your own institution`,
  },
  'ooapi.source_cannot_reached': { nl: 'De bron is niet bereikbaar', en: 'The source cannot be reached' },
  'ooapi.base_url_required': { nl: 'Basis-URL is verplicht', en: 'Base URL is required' },
  'ooapi.base_url_start_https': {
    nl: 'Basis-URL moet met https:// beginnen',
    en: 'Base URL must start with https://',
  },
  'ooapi.source_base_url_https': {
    nl: 'De basis-URL moet met https:// beginnen',
    en: 'The base URL must start with https://',
  },
  'ooapi.base_url_not_valid': {
    nl: 'De basis-URL is geen geldige URL',
    en: 'The base URL is not a valid URL',
  },
  'ooapi.base_url_not_contain': {
    nl: 'De basis-URL mag geen inloggegevens bevatten',
    en: 'The base URL may not contain credentials',
  },
  'ooapi.base_url_points_internal': {
    nl: 'De basis-URL wijst naar een intern of lokaal adres',
    en: 'The base URL points to an internal or local address',
  },
  'ooapi.pagesize_10_20_50': {
    nl: 'pageSize moet 10, 20, 50, 100 of 250 zijn',
    en: 'pageSize must be 10, 20, 50, 100 or 250',
  },
  'ooapi.pagenumber_whole_number_1': {
    nl: 'pageNumber moet een geheel getal vanaf 1 zijn',
    en: 'pageNumber must be a whole number from 1',
  },
  'ooapi.teachinglanguage_language_code': {
    nl: 'teachingLanguage moet een taalcode zijn',
    en: 'teachingLanguage must be a language code',
  },
  'ooapi.resultexpected_true_false': {
    nl: 'resultExpected moet true of false zijn',
    en: 'resultExpected must be true or false',
  },
  'ooapi.returntimelineoverrides_true_false': {
    nl: 'returnTimelineOverrides moet true of false zijn',
    en: 'returnTimelineOverrides must be true or false',
  },
  'ooapi.base_url_text': { nl: 'Basis-URL moet tekst zijn', en: 'Base URL must be text' },
  'ooapi.base_url_too_long': {
    nl: 'Basis-URL is te lang (maximaal 500 tekens)',
    en: 'Base URL is too long (at most 500 characters)',
  },
  'ooapi.token_text': { nl: 'Token moet tekst zijn', en: 'Token must be text' },
  'ooapi.token_too_long_most': {
    nl: 'Token is te lang (maximaal 4000 tekens)',
    en: 'Token is too long (at most 4000 characters)',
  },
  'ooapi.organisation_id_text': { nl: 'Organisatie-id moet tekst zijn', en: 'Organisation id must be text' },
  'ooapi.organisation_id_too_long': {
    nl: 'Organisatie-id is te lang (maximaal 200 tekens)',
    en: 'Organisation id is too long (at most 200 characters)',
  },
  'ooapi.confirmarchive_true_false': {
    nl: 'confirmArchive moet true of false zijn',
    en: 'confirmArchive must be true or false',
  },
  'ooapi.source_refers_address_without': {
    nl: 'De bron verwijst naar een adres zonder https',
    en: 'The source refers to an address without https',
  },
  'ooapi.source_did_not_answer': {
    nl: 'De bron antwoordde niet op tijd',
    en: 'The source did not answer in time',
  },
  'ooapi.source_redirects_another_host': {
    nl: 'De bron verwijst door naar een andere host',
    en: 'The source redirects to another host',
  },
  'ooapi.source_redirects_too_often': {
    nl: 'De bron verwijst te vaak door',
    en: 'The source redirects too often',
  },
  'ooapi.source_takes_too_many': {
    nl: 'De bron vraagt te veel verzoeken',
    en: 'The source takes too many requests',
  },
});
