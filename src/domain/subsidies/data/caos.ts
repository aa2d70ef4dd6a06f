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
  { slug: 'metaal-techniek', name: 'Metaal en Techniek', fundId: 'oom', fundName: 'OOM' },
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

const BY_SLUG = new Map(CAOS.map((c) => [c.slug, c]));
export const caoBySlug = (slug: string): Cao | undefined => BY_SLUG.get(slug);
