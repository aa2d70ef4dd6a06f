/**
 * The catalogue of Dutch schemes that pay for training (facts checked November 2026 against the
 * sources named per scheme, listed in docs/subsidies.md § The schemes). Each scheme carries provider, amount, status,
 * source and the month its facts were last verified. Update procedure: docs/subsidies.md.
 */
export type SchemeStatus = 'open' | 'ended';
/** Who submits the application: the person, the employer, or nobody (advice only). */
export type AppliedBy = 'person' | 'employer' | 'advice';

export interface SubsidyScheme {
  id: string;
  name: string;
  provider: string;
  /** Highest amount in whole euros, where one exists; null when it depends (see amountNote). */
  maxAmount: number | null;
  /** How the amount works, in Dutch. */
  amountNote: string;
  /** When to apply, in Dutch. */
  validityPeriod: string;
  description: string;
  tags: string[];
  applicationUrl: string;
  sourceUrl: string;
  /**
   * How `sourceUrl` was checked (not shown to users). This machine has no internet: a deep link is
   * used only where that exact page was found in a stored copy (the search tool); otherwise the
   * fund's home page stays, and this note says so (decision 260).
   */
  sourceNote?: string;
  /** YYYY-MM: the month the facts were last checked against the source. */
  lastVerified: string;
  status: SchemeStatus;
  appliedBy: AppliedBy;
  /** For ended schemes: what took their place, in Dutch. */
  replacedBy?: string;
  /** A loan to pay back (the levenlanglerenkrediet): never shown or counted as a grant. */
  loan?: true;
  /** The source is the provider's home page: no page about the scheme itself was found. */
  homePageOnly?: true;
}

const VERIFIED = '2026-11';

/** Where an O&O fund's facts come from: its own site, never a union's (decision 260). */
interface FundSource {
  /** The page that states the facts: a deep link when that page was found stored, else the home page. */
  url: string;
  /** Where to apply or read on; the fund's home page unless a better page was found. */
  apply?: string;
  note: string;
}

/** The note of a fund whose source is its home page: no deeper page could be verified. */
const HOME_PAGE_ONLY =
  'Home page of the fund: no deeper page with these facts was found in a stored copy, and this machine cannot reach the internet to verify one (checked 2026-11-25).';

const fund = (
  id: string,
  name: string,
  sector: string,
  source: FundSource,
  amount: { max: number | null; note: string },
  extra = '',
  description?: string,
  provider = name.split(':')[0],
): SubsidyScheme => ({
  id,
  name,
  provider,
  maxAmount: amount.max,
  amountNote: amount.note,
  validityPeriod: 'Doorlopend, volgens de regelingen van het fonds',
  description:
    description ??
    `Het opleidings- en ontwikkelingsfonds (O&O-fonds) van de ${sector}. Het fonds vergoedt (een deel van) opleidingen voor werknemers en werkgevers onder de cao. Voorwaarden en bedragen verschillen per regeling; vaak vraagt de werkgever aan.${extra}`,
  tags: ['O&O-fonds', 'Cao', 'Werknemer'],
  applicationUrl: source.apply ?? source.url,
  sourceUrl: source.url,
  sourceNote: source.note,
  ...(source.note === HOME_PAGE_ONLY ? { homePageOnly: true as const } : {}),
  lastVerified: VERIFIED,
  status: 'open',
  appliedBy: 'employer',
});

/** A fund whose only source is its home page. */
const home = (url: string): FundSource => ({ url, note: HOME_PAGE_ONLY });

export const SCHEMES: readonly SubsidyScheme[] = [
  {
    id: 'slim',
    name: 'SLIM-subsidie',
    provider: 'Ministerie van SZW (uitgevoerd door Uitvoering van Beleid SZW)',
    maxAmount: 24_999,
    amountNote:
      'Maximaal €24.999 per werkgever per aanvraagronde: 60% van de kosten van de werkgever (minimaal €5.000 kosten), voor alle mkb-ondernemingen; samenwerkingsverbanden tot €500.000. Het geld gaat naar de werkgever, niet naar jou.',
    validityPeriod:
      'De regeling loopt tot 1 januari 2030; je werkgever vraagt aan in een jaarlijks aanvraagtijdvak.',
    description:
      'Subsidie voor mkb-werkgevers (minder dan 250 medewerkers) om leren en ontwikkelen te stimuleren: een scan van de opleidingsbehoefte, loopbaan- en ontwikkeladvies voor medewerkers en een leercultuur in het bedrijf. Geen cursusgeld. Activiteiten alleen voor de eigenaar tellen niet mee; grote bedrijven in landbouw, horeca en recreatie kunnen sinds 2025 niet meer aanvragen.',
    tags: ['Werkgever vraagt aan', 'Mkb', 'Loopbaanadvies', 'Leercultuur'],
    applicationUrl: 'https://www.uitvoeringvanbeleidszw.nl/subsidies/slim',
    sourceUrl: 'https://zoek.officielebekendmakingen.nl/stcrt-2024-41822.html',
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'employer',
  },
  {
    id: 'slim-ontwikkelpaden',
    name: 'SLIM-scholingssubsidie (ontwikkelpaden)',
    provider: 'Ministerie van SZW (uitgevoerd door Uitvoering van Beleid SZW)',
    maxAmount: null,
    amountNote:
      '90% van de kosten op NLQF-niveau 1 tot en met 3, 40% op niveau 4; uitbetaald aan de werkgever',
    validityPeriod:
      'Betaald uit het voormalige STAP-geld tot 2027; je werkgever vraagt aan in een aanvraagtijdvak.',
    description:
      'Je werkgever vraagt subsidie aan voor praktijkgericht leren naast je werk, met een cursus uit het officiële cursuspakket van een erkend ontwikkelpad in zorg en welzijn, kinderopvang, groen of techniek, bouw en energie (onderwijs en ICT zijn aangekondigd). De subsidie dekt 90% (niveau 1 tot en met 3) of 40% (niveau 4) van de kosten en gaat naar de werkgever; of jij iets betaalt, spreek je met je werkgever af. Niet voor een voltijdopleiding zoals mbo-bol.',
    tags: ['Werkgever vraagt aan', 'Ontwikkelpad', 'Mbo-niveau'],
    applicationUrl: 'https://www.uitvoeringvanbeleidszw.nl/subsidies/slim',
    sourceUrl: 'https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen',
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'employer',
  },
  {
    id: 'praktijkleren',
    name: 'Subsidieregeling praktijkleren',
    provider: 'RVO',
    maxAmount: 2_700,
    amountNote: 'Hoogstens €2.700 per leerwerkplek per schooljaar (een maximum)',
    validityPeriod:
      'Je werkgever vraagt jaarlijks aan bij RVO, na afloop van het schooljaar waarin de leerling begeleid werd.',
    description:
      'Een erkend leerbedrijf (SBB) krijgt een tegemoetkoming voor de begeleiding van een leerling of student op een leerwerkplek: onder meer mbo-bbl, vmbo en praktijkonderwijs, en hbo duaal of deeltijd alleen in de domeinen techniek, landbouw en natuurlijke omgeving, gezondheidszorg en gedrag en maatschappij. De werkgever vraagt aan.',
    tags: ['Werkgever vraagt aan', 'Erkend leerbedrijf', 'Bbl'],
    applicationUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren',
    sourceUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren',
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'employer',
  },
  {
    id: 'praktijkleren-derde-leerweg',
    name: 'Subsidieregeling praktijkleren derde leerweg',
    provider: 'RVO',
    maxAmount: 2_700,
    amountNote: 'Hoogstens €2.700 per 40 weken begeleiding',
    validityPeriod: 'De regeling is verlengd tot 2031; je werkgever vraagt jaarlijks aan bij RVO.',
    description:
      'Een erkend leerbedrijf krijgt een tegemoetkoming voor het begeleiden van een mbo-student in de derde leerweg. Sinds 2024 ook voor werkenden en werkzoekenden. De werkgever vraagt aan.',
    tags: ['Werkgever vraagt aan', 'Erkend leerbedrijf', 'Derde leerweg'],
    applicationUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren-derde-leerweg',
    sourceUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren-derde-leerweg',
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'employer',
  },
  {
    id: 'levenlanglerenkrediet',
    name: 'Levenlanglerenkrediet',
    provider: 'DUO',
    maxAmount: null,
    amountNote:
      'Een lening, geen gift: je leent hoogstens het collegegeld of lesgeld dat je opleiding rekent, en betaalt het met rente terug. DUO noemt de actuele bedragen en rente.',
    validityPeriod: 'Doorlopend; vraag aan bij DUO voordat je opleiding begint.',
    description:
      'Een lening van DUO voor je collegegeld of lesgeld als je geen recht (meer) hebt op gewone studiefinanciering: voor een geaccrediteerde hbo- of wo-opleiding (voltijd, deeltijd, duaal of modulair) of een voltijdse mbo-bol-opleiding. Niet voor deeltijd-mbo, mbo-bbl, de derde leerweg of cursussen zonder accreditatie. Je bent jonger dan 57 bij de start van het studiejaar.',
    tags: ['Lening', 'Hbo', 'Wo', 'Mbo-bol'],
    applicationUrl: 'https://duo.nl/particulier/levenlanglerenkrediet/',
    sourceUrl: 'https://duo.nl/particulier/levenlanglerenkrediet/',
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'person',
    loan: true,
  },
  {
    id: 'uwv-scholing',
    name: 'Scholing met een WW-uitkering',
    provider: 'UWV',
    maxAmount: null,
    amountNote:
      'De kosten van de scholing die UWV vooraf goedkeurt; UWV beslist per geval. De scholingsvoucher van €2.500 (2016–2018) bestaat niet meer.',
    validityPeriod: 'Doorlopend; vraag toestemming aan je werkcoach vóórdat de scholing begint.',
    description:
      'Met een WW-uitkering (ook WIA/WGA of Ziektewet) heb je toestemming van UWV nodig voor scholing. UWV betaalt als de scholing nodig is voor werk: bij een baanaanbod of baangarantie, of voor een kansberoep; meestal tot ongeveer een jaar, en je moet de scholing kunnen afronden.',
    tags: ['Werkzoekend', 'WW', 'Kansberoep'],
    applicationUrl: 'https://www.uwv.nl',
    sourceUrl: 'https://www.uwv.nl',
    homePageOnly: true,
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'person',
  },
  {
    id: 'gemeente-participatiewet',
    name: 'Scholing vanuit de bijstand',
    provider: 'Je gemeente',
    maxAmount: null,
    amountNote: 'Bepaald door de eigen regeling van je gemeente',
    validityPeriod: 'Doorlopend; bespreek het met je klantmanager van de gemeente.',
    description:
      'Met een bijstandsuitkering (Participatiewet) kan je gemeente scholing betalen als die nodig is om weer aan het werk te gaan en niets anders de kosten dekt. Een gemeentelijk leerbudget voor alle inwoners vonden we niet.',
    tags: ['Werkzoekend', 'Bijstand', 'Gemeente'],
    applicationUrl: 'https://www.rijksoverheid.nl/onderwerpen/bijstand',
    sourceUrl: 'https://lokaleregelgeving.overheid.nl',
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'person',
  },
  {
    id: 'leerwerkloket',
    name: 'Leerwerkloket',
    provider: 'UWV, gemeenten en onderwijsinstellingen (per regio)',
    maxAmount: 0,
    amountNote: 'Gratis advies, geen geld',
    validityPeriod: 'Altijd; het Leerwerkloket is blijvend gefinancierd.',
    description:
      'Gratis en onafhankelijk advies over leren, werken en de regelingen die een opleiding betalen.',
    tags: ['Advies', 'Gratis'],
    applicationUrl: 'https://www.leerwerkloket.nl',
    sourceUrl: 'https://www.leerwerkloket.nl',
    lastVerified: VERIFIED,
    status: 'open',
    appliedBy: 'advice',
  },
  {
    id: 'stap',
    name: 'STAP-budget',
    provider: 'UWV',
    maxAmount: 1_000,
    amountNote: 'Was €1.000 per jaar',
    validityPeriod: 'Gestopt op 1 januari 2024 (laatste ronde november 2023).',
    description: 'Het STAP-budget (18 jaar tot de AOW-leeftijd) bestaat niet meer.',
    tags: ['Gestopt'],
    applicationUrl: 'https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen',
    sourceUrl: 'https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen',
    lastVerified: VERIFIED,
    status: 'ended',
    appliedBy: 'person',
    replacedBy:
      'Het resterende geld gaat naar de SLIM-scholingssubsidie voor ontwikkelpaden, die je werkgever aanvraagt.',
  },
  {
    id: 'ontwikkeladvies',
    name: 'NL leert door: ontwikkeladvies',
    provider: 'Ministerie van SZW',
    maxAmount: null,
    amountNote: 'Was gratis loopbaanadvies',
    validityPeriod: 'Rondes 2020 tot en met 2022; sinds 15 december 2022 geen nieuwe ronde.',
    description: 'Gratis ontwikkeladvies van NL leert door is niet meer aan te vragen.',
    tags: ['Gestopt'],
    applicationUrl: 'https://wetten.overheid.nl/BWBR0043943',
    sourceUrl: 'https://wetten.overheid.nl/BWBR0043943',
    lastVerified: VERIFIED,
    status: 'ended',
    appliedBy: 'person',
    replacedBy:
      'Gratis loopbaanadvies krijg je bij het Leerwerkloket; mkb-werkgevers kunnen ontwikkeladvies voor hun medewerkers via SLIM betalen.',
  },
  fund(
    'oom',
    'OOM: Opleidings- en Ontwikkelingsfonds voor het Metaalbewerkingsbedrijf',
    'metaalbewerking (een van de branches onder de cao Metaal en Techniek; andere branches hebben een eigen fonds)',
    home('https://www.oom.nl'),
    {
      max: null,
      note: 'OOM vergoedt een deel van opleidingen; de actuele bedragen staan in de regelingen van OOM',
    },
  ),
  fund(
    'otib',
    'OTIB / Wij Techniek: O&O-fonds installatietechniek',
    'cao voor het Technisch Installatiebedrijf',
    {
      url: 'https://www.wij-techniek.nl/nieuws/vaststelling-tegemoetkomingen-voor-2024/',
      apply: 'https://www.wij-techniek.nl',
      note: 'Deep link found as a stored page of wij-techniek.nl (search tool, 2026-11-25): the OSR amounts for 2024. Amounts for 2025 and later could not be checked.',
    },
    {
      max: null,
      note: 'Ontwikkelings Stimulerings Regeling (OSR) in 2024: €900 per bedrijf plus €90 per werknemer, voor cursussen en opleidingen; bedragen na 2024 niet gecontroleerd',
    },
  ),
  fund(
    'soob',
    'SOOB: O&O-fonds Beroepsgoederenvervoer',
    'cao Beroepsgoederenvervoer',
    home('https://www.soob.nl'),
    {
      max: null,
      note: 'Een vaste bijdrage per cursus; de actuele bedragen staan op de site van het fonds',
    },
  ),
  fund(
    'bouw-infra',
    'O&O-fonds Bouw & Infra (uitgevoerd door Volandis)',
    'cao Bouw & Infra',
    {
      url: 'https://www.volandis.nl/kijk-vooruit/subsidies',
      note: 'Volandis states on its own site that it pays the subsidies of the Bouw & Infra sector on its behalf (stored page, search tool, 2026-11-25).',
    },
    {
      max: null,
      note: 'Vaste vergoedingen per cursus; de actuele bedragen staan op de subsidiepagina van Volandis',
    },
    '',
    'Onder de cao Bouw & Infra betaalt het O&O-fonds van de sector vaste bedragen per cursus; Volandis regelt namens de Bouw- en Infrasector de uitbetaling van de subsidies. Vraag je werkgever welke regeling nu geldt.',
    'Volandis',
  ),
  fund(
    'ao-gemeenten',
    'A+O fonds Gemeenten: individueel keuzebudget (IKB)',
    'cao Gemeenten',
    home('https://www.aeno.nl'),
    {
      max: null,
      note: 'Het fonds betaalt geen opleidingen van medewerkers; je werkgever betaalt scholing die nodig is voor je werk',
    },
    '',
    'A+O fonds Gemeenten ondersteunt gemeentelijke werkgevers met projecten en hulpmiddelen; het betaalt geen opleidingen van medewerkers. Scholing die nodig is voor je functie betaalt je werkgever (cao Gemeenten; artikel 7:611a BW). Je individueel keuzebudget (IKB) kun je aanvullend gebruiken voor scholing die je werkgever niet betaalt.',
  ),
  fund('fcb', 'FCB: arbeidsmarktfonds Kinderopvang', 'cao Kinderopvang', home('https://www.fcb.nl'), {
    max: null,
    note: 'Verschilt per regeling van het fonds',
  }),
  fund(
    'stoof',
    'STOOF: O&O-fonds voor uitzendkrachten',
    'cao voor Uitzendkrachten',
    home('https://www.stoof.nl'),
    {
      max: null,
      note: 'Verschilt per regeling van het fonds',
    },
  ),
  fund(
    'voion',
    'Voion: arbeidsmarkt- en opleidingsfonds onderwijs',
    'cao’s Primair en Voortgezet onderwijs',
    home('https://www.voion.nl'),
    {
      max: null,
      note: 'Verschilt per regeling van het fonds',
    },
  ),
  fund(
    'colland',
    'Colland Arbeidsmarkt: fonds voor groen en agrarisch',
    'cao’s in het groen en de glastuinbouw',
    home('https://www.colland.nl'),
    {
      max: null,
      note: 'Verschilt per regeling van het fonds',
    },
  ),
  fund(
    'savantis',
    'Savantis: O&O-fonds schilders en afbouw',
    'cao Schilders-, Afwerkings- en Glaszetbedrijf',
    home('https://www.savantis.nl'),
    {
      max: null,
      note: 'Verschilt per regeling van het fonds',
    },
  ),
  fund(
    'sol',
    'SOL: Stichting Opleidingsfonds Levensmiddelenindustrie',
    'levensmiddelenindustrie',
    home('https://www.sol-online.nl'),
    {
      max: null,
      note: 'Verschilt per regeling van het fonds',
    },
  ),
];

const BY_ID = new Map(SCHEMES.map((s) => [s.id, s]));
export function schemeById(id: string): SubsidyScheme {
  const s = BY_ID.get(id);
  if (!s) throw new Error(`unknown scheme ${id}`);
  return s;
}
