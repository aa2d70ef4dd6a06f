/**
 * The catalogue's figures as dated facts: every amount, percentage, age limit and end date a reader
 * sees carries its own source and the day it was last compared with that source. A figure whose
 * source gives it an older date (`since`, e.g. a 2024 rate) says so; a fact whose date lies more than
 * a year before the day of reading is shown as "mogelijk verouderd" with that date, never as checked.
 * The subsidy advice and the Coach both read these facts (decision 315). Update procedure:
 * docs/subsidies.md.
 */
export interface SchemeFact {
  /** Stable id within the scheme ('rate', 'max', 'age', …). */
  id: string;
  kind: 'amount' | 'percentage' | 'age' | 'date' | 'condition';
  nl: string;
  en: string;
  /** The page that states the fact. */
  sourceUrl: string;
  /** The day the fact was last compared with its source (YYYY-MM-DD). */
  checkedOn: string;
  /** The day the figure holds from according to its source, when that is older (YYYY-MM-DD). */
  since?: string;
  /**
   * A settled fact about a past event (a scheme's end): it cannot go stale, so it is shown with its
   * source's own date (`since`), never as "mogelijk verouderd".
   */
  settled?: true;
}

/** The day the catalogue's facts were compared with their sources (the November 2026 review). */
const CHECKED = '2026-11-24';

const SLIM_REGULATION = 'https://zoek.officielebekendmakingen.nl/stcrt-2024-41822.html';
const RIJKSOVERHEID_LLO = 'https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen';
const RVO_PRAKTIJK = 'https://www.rvo.nl/subsidies-financiering/praktijkleren';
const DUO_LLK = 'https://duo.nl/particulier/levenlanglerenkrediet/';

const fact = (
  id: string,
  kind: SchemeFact['kind'],
  nl: string,
  en: string,
  sourceUrl: string,
  since?: string,
  settled?: true,
): SchemeFact => ({
  id,
  kind,
  nl,
  en,
  sourceUrl,
  checkedOn: CHECKED,
  ...(since ? { since } : {}),
  ...(settled ? { settled } : {}),
});

export const SCHEME_FACTS: Readonly<Record<string, readonly SchemeFact[]>> = {
  slim: [
    fact(
      'rate',
      'percentage',
      '60% van de kosten van de werkgever, voor alle mkb-ondernemingen (het hogere percentage van 80% voor kleine ondernemingen is vervallen)',
      '60% of the employer’s costs, for every SME (the higher rate of 80% for small enterprises no longer applies)',
      SLIM_REGULATION,
    ),
    fact(
      'max',
      'amount',
      'Maximaal €24.999 per werkgever per aanvraagronde, bij minimaal €5.000 kosten',
      'At most €24,999 per employer per application round, with costs of at least €5,000',
      SLIM_REGULATION,
    ),
    fact(
      'partnership',
      'amount',
      'Samenwerkingsverbanden van werkgevers: tot €500.000',
      'Partnerships of employers: up to €500,000',
      SLIM_REGULATION,
    ),
    fact(
      'runs',
      'date',
      'De regeling loopt tot 1 januari 2030',
      'The scheme runs until 1 January 2030',
      SLIM_REGULATION,
    ),
  ],
  'slim-ontwikkelpaden': [
    fact(
      'rate',
      'percentage',
      '90% van de cursuskosten op NLQF-niveau 1 tot en met 3, 40% op niveau 4; uitbetaald aan de werkgever',
      '90% of the course costs at NLQF levels 1 to 3, 40% at level 4; paid to the employer',
      RIJKSOVERHEID_LLO,
      '2025-03-03',
    ),
  ],
  praktijkleren: [
    fact(
      'max',
      'amount',
      'Hoogstens €2.700 per leerwerkplek per schooljaar (een maximum, geen vast bedrag)',
      'At most €2,700 per work-based learning place per school year (a maximum, not a fixed amount)',
      RVO_PRAKTIJK,
    ),
    fact(
      'hbo',
      'condition',
      'In het hbo alleen in de domeinen techniek, landbouw en natuurlijke omgeving, gezondheidszorg en gedrag en maatschappij',
      'In hbo only in the domains technology, agriculture and natural environment, health care, and behaviour and society',
      'https://www.praktijklerennederland.nl',
    ),
  ],
  'praktijkleren-derde-leerweg': [
    fact(
      'max',
      'amount',
      'Hoogstens €2.700 per 40 weken begeleiding',
      'At most €2,700 per 40 weeks of supervision',
      'https://www.rvo.nl/subsidies-financiering/praktijkleren-derde-leerweg',
    ),
    fact(
      'runs',
      'date',
      'Verlengd tot en met 2031',
      'Extended up to and including 2031',
      'https://www.rvo.nl/subsidies-financiering/praktijkleren-derde-leerweg',
    ),
  ],
  levenlanglerenkrediet: [
    fact(
      'age',
      'age',
      'Je bent jonger dan 57 bij de start van het studiejaar',
      'You are younger than 57 at the start of the academic year',
      DUO_LLK,
    ),
    fact(
      'loan',
      'amount',
      'Een lening, geen gift: je leent hoogstens het collegegeld of lesgeld dat je opleiding rekent; het plafond verschilt per sector (in het mbo een veelvoud van het lesgeld). DUO noemt de actuele bedragen en rente.',
      'A loan, not a grant: you borrow at most the tuition or course fee your programme charges; the cap differs per sector (in mbo a multiple of the course fee). DUO states the current amounts and interest.',
      DUO_LLK,
    ),
    fact(
      'mbo',
      'condition',
      'In het mbo alleen voor een voltijdse bol-opleiding; in hbo en wo ook deeltijd en duaal',
      'In mbo only for a full-time bol programme; in hbo and university also part-time and dual',
      DUO_LLK,
    ),
  ],
  'uwv-scholing': [
    fact(
      'voucher',
      'amount',
      'De scholingsvoucher van €2.500 (2016–2018) bestaat niet meer; UWV beslist per geval over korte scholing naar werk, met toestemming vóórdat je begint',
      'The €2,500 training voucher (2016–2018) has ended; UWV decides case by case on short training towards work, with permission before you start',
      'https://www.uwv.nl',
    ),
  ],
  stap: [
    fact(
      'ended',
      'date',
      'Gestopt op 1 januari 2024 (laatste ronde november 2023); het was €1.000 per jaar',
      'Ended on 1 January 2024 (last round November 2023); it was €1,000 a year',
      RIJKSOVERHEID_LLO,
      '2023-06-13',
      true,
    ),
  ],
  ontwikkeladvies: [
    fact(
      'ended',
      'date',
      'Geen nieuwe ronde sinds 15 december 2022',
      'No new round since 15 December 2022',
      'https://wetten.overheid.nl/BWBR0043943',
    ),
  ],
  otib: [
    fact(
      'osr',
      'amount',
      'Ontwikkelings Stimulerings Regeling (OSR) 2024: €900 per bedrijf plus €90 per werknemer',
      'Development Stimulation Scheme (OSR) 2024: €900 per company plus €90 per employee',
      'https://www.wij-techniek.nl/nieuws/vaststelling-tegemoetkomingen-voor-2024/',
      '2024-01-01',
    ),
  ],
};

/** The facts of a scheme (none for a scheme whose amounts are the fund's own, see its link). */
export const factsOf = (schemeId: string): readonly SchemeFact[] => SCHEME_FACTS[schemeId] ?? [];

const DAY = 86_400_000;

/**
 * Whether a fact's date (`since`, else the day it was checked) lies more than a year before `today`;
 * never for a settled fact about a past event.
 */
export function isPossiblyOutdated(
  f: Pick<SchemeFact, 'checkedOn' | 'since'> & { settled?: boolean },
  today: string,
): boolean {
  if (f.settled) return false;
  const dated = f.since ?? f.checkedOn;
  return Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dated}T00:00:00Z`) > 365 * DAY;
}

/**
 * The date a reader sees beside a fact and what it means: a settled fact's source date, an old
 * fact's own date ("mogelijk verouderd"), else the day it was compared with its source.
 */
export function factDate(
  f: Pick<SchemeFact, 'checkedOn' | 'since'> & { settled?: boolean },
  today: string,
): { date: string; kind: 'source' | 'outdated' | 'checked' } {
  if (f.settled && f.since) return { date: f.since, kind: 'source' };
  if (isPossiblyOutdated(f, today)) return { date: f.since ?? f.checkedOn, kind: 'outdated' };
  return { date: f.checkedOn, kind: 'checked' };
}
