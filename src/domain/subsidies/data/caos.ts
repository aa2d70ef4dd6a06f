/**
 * Collective labour agreements (caos) for question 8, each linked to its sector's training fund
 * (O&O-fonds) where one exists and we could confirm it. `fundId` names a scheme of the catalogue
 * (schemes.ts) when the fund is in it; `fundName` alone means the fund exists but is not in the
 * catalogue; neither means no O&O fund was confirmed (the worker is pointed to the employer and
 * to SLIM instead). Slugs are stable: stored answers and tests use them.
 *
 * Sources: the cao texts and fund sites named in docs/subsidies.md; the Metaal en Techniek family of
 * funds (OOM, OTIB, OOC, OOI, OOGZ) per vakraad.nl/regelingen/scholing-en-opleiding; SOL per
 * sol-online.nl. Compiled November 2026.
 */
export interface Cao {
  slug: string;
  name: string;
  /** Catalogue scheme id of the sector's fund. */
  fundId?: string;
  /** The fund's name, when it exists (with or without a catalogue entry). */
  fundName?: string;
}

export const CAOS: readonly Cao[] = [
  // Which fund applies depends on the branch (question 16, METAL_BRANCH_FUNDS): no single fund here.
  { slug: 'metaal-techniek', name: 'Metaal en Techniek' },
  {
    slug: 'technisch-installatie',
    name: 'Technisch Installatiebedrijf',
    fundId: 'otib',
    fundName: 'OTIB / Wij Techniek',
  },
  {
    slug: 'beroepsgoederenvervoer',
    name: 'Beroepsgoederenvervoer over de weg en verhuur van mobiele kranen',
    fundId: 'soob',
    fundName: 'SOOB',
  },
  {
    slug: 'bouw-infra',
    name: 'Bouw & Infra',
    fundId: 'bouw-infra',
    fundName: 'Opleidingsfonds Bouw & Infra',
  },
  { slug: 'gemeenten', name: 'Gemeenten (cao SGO)', fundId: 'ao-gemeenten', fundName: 'A+O fonds Gemeenten' },
  { slug: 'metalektro', name: 'Metalektro', fundName: 'A+O Metalektro' },
  { slug: 'carrosseriebedrijf', name: 'Carrosseriebedrijf', fundName: 'OOC (Carrosseriebedrijf)' },
  { slug: 'isolatiebedrijf', name: 'Isolatiebedrijf', fundName: 'OOI' },
  { slug: 'goud-zilver', name: 'Goud- en Zilvernijverheid', fundName: 'OOGZ' },
  { slug: 'vvt', name: 'Verpleeg-, Verzorgingshuizen en Thuiszorg (VVT)' },
  { slug: 'ziekenhuizen', name: 'Ziekenhuizen' },
  { slug: 'gehandicaptenzorg', name: 'Gehandicaptenzorg' },
  { slug: 'ggz', name: 'Geestelijke gezondheidszorg (GGZ)' },
  { slug: 'kinderopvang', name: 'Kinderopvang', fundId: 'fcb', fundName: 'FCB' },
  { slug: 'schoonmaak', name: 'Schoonmaak- en Glazenwassersbedrijf', fundName: 'RAS' },
  { slug: 'horeca', name: 'Horeca' },
  { slug: 'retail-non-food', name: 'Retail Non-Food' },
  { slug: 'uitzendkrachten', name: 'Uitzendkrachten (ABU/NBBU)', fundId: 'stoof', fundName: 'STOOF' },
  { slug: 'banken', name: 'Banken' },
  { slug: 'rijk', name: 'Rijk', fundName: 'A&O fonds Rijk' },
  { slug: 'provincies', name: 'Provincies' },
  { slug: 'primair-onderwijs', name: 'Primair onderwijs', fundId: 'voion', fundName: 'Voion' },
  { slug: 'voortgezet-onderwijs', name: 'Voortgezet onderwijs', fundId: 'voion', fundName: 'Voion' },
  {
    slug: 'hoveniers-groen',
    name: 'Hoveniers en groenvoorzieners',
    fundId: 'colland',
    fundName: 'Colland Arbeidsmarkt',
  },
  { slug: 'glastuinbouw', name: 'Glastuinbouw', fundId: 'colland', fundName: 'Colland Arbeidsmarkt' },
  { slug: 'motorvoertuigen', name: 'Motorvoertuigen- en Tweewielerbedrijf', fundName: 'OOMT' },
  {
    slug: 'schilders',
    name: 'Schilders-, Afwerkings- en Glaszetbedrijf',
    fundId: 'savantis',
    fundName: 'Savantis',
  },
  { slug: 'particuliere-beveiliging', name: 'Particuliere beveiliging' },
  { slug: 'openbaar-vervoer', name: 'Openbaar vervoer' },
  { slug: 'grafimedia', name: 'Grafimedia', fundName: 'A&O Grafimedia' },
  { slug: 'recreatie', name: 'Recreatie' },
  { slug: 'levensmiddelenindustrie', name: 'Levensmiddelenindustrie', fundId: 'sol', fundName: 'SOL' },
];

/** The slug of the cao Metaal en Techniek, whose branches each have their own fund (question 16). */
export const METAL_TECH_CAO = 'metaal-techniek';

/**
 * The branches of the cao Metaal en Techniek (question 16), plus "anders of weet ik niet". The
 * cao is five branch caos with one shared A part (fwt.nl; cao-metaal.nl), each with its own O&O
 * fund (vakraad.nl/regelingen/scholing-en-opleiding/, premiums 2020-2021; oocinfo.nl for OOC).
 */
export const METAL_BRANCHES = [
  'metaalbewerking',
  'installatie',
  'carrosserie',
  'isolatie',
  'goud_zilver',
  'unknown',
] as const;
export type MetalBranch = (typeof METAL_BRANCHES)[number];
export type KnownMetalBranch = Exclude<MetalBranch, 'unknown'>;

export interface BranchFund {
  /** Catalogue scheme id, when the fund is in the catalogue. */
  fundId?: string;
  /** The fund's short name. */
  fundName: string;
  /** The fund's full name, as the Vakraad Metaal en Techniek lists it. */
  fullName: string;
}

/** Each branch's O&O fund, per vakraad.nl (checked 2026-11-25 from a stored copy, 2020-2021 premiums). */
export const METAL_BRANCH_FUNDS: Readonly<Record<KnownMetalBranch, BranchFund>> = {
  metaalbewerking: {
    fundId: 'oom',
    fundName: 'OOM',
    fullName: 'Opleidings- en Ontwikkelingsfonds voor het Metaalbewerkingsbedrijf',
  },
  installatie: {
    fundId: 'otib',
    fundName: 'OTIB / Wij Techniek',
    fullName: 'Opleidings- en Ontwikkelingsfonds voor het Technisch Installatiebedrijf',
  },
  carrosserie: {
    fundName: 'OOC',
    fullName: 'Opleidings- en Ontwikkelingsfonds voor het Carrosseriebedrijf',
  },
  isolatie: { fundName: 'OOI', fullName: 'Opleidings- en Ontwikkelingsfonds voor het Isolatiebedrijf' },
  goud_zilver: {
    fundName: 'OOGZ',
    fullName: 'Opleidings- en Ontwikkelingsfonds voor de Goud- en Zilvernijverheid',
  },
};

const BY_SLUG = new Map(CAOS.map((c) => [c.slug, c]));
export const caoBySlug = (slug: string): Cao | undefined => BY_SLUG.get(slug);
