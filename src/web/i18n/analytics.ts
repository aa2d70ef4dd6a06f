/** Texts of /analytics and Groeitrends: Dutch and English with the same keys. */
import type { Widen } from './types.ts';

export const analyticsNl = {
  title: 'Analytics',
  subtitleCompany: 'Hoe je werving en de ontwikkeling van je werknemers groeien, per maand of per week.',
  subtitleInstitute:
    'Hoe je cursussen groeien: inschrijvingen, afrondingen en reviews, per maand of per week.',
  deniedTitle: 'Geen analytics voor jouw rol',
  deniedText: 'Analytics zijn er voor bedrijven en instituten. Je vindt je eigen voortgang onder Voortgang.',
  trendsTitle: 'Groeitrends',
  cardText: 'Geteld uit wat er op het platform gebeurde, de laatste 12 maanden of weken.',
  periodLabel: 'Periode',
  month: 'Per maand',
  week: 'Per week',
  series: {
    applications: 'Sollicitaties',
    hires: 'Aangenomen',
    enrollments: 'Inschrijvingen',
    completions: 'Afgerond',
    reviews: 'Reviews',
  },
  axisCount: 'Aantal',
  axisMonth: 'Maand',
  axisWeek: 'Week van',
  chartLabel: (what: string, period: string) =>
    `Staafdiagram: ${what}, ${String(period).toLowerCase()}, de laatste 12`,
  showTable: 'Toon als tabel',
  hideTable: 'Verberg tabel',
  tableCaption: (period: string) => `Groeitrends ${String(period).toLowerCase()}, de laatste 12 perioden`,
  empty:
    'Nog niets gebeurd in deze 12 perioden: de grafiek vult zich zodra er inschrijvingen of sollicitaties zijn.',
  loadError: 'De groeitrends konden niet worden geladen',
  total: 'Totaal',
};

export const analyticsEn: Widen<typeof analyticsNl> = {
  title: 'Analytics',
  subtitleCompany: 'How your recruitment and your employees’ development grow, per month or per week.',
  subtitleInstitute: 'How your courses grow: enrolments, completions and reviews, per month or per week.',
  deniedTitle: 'No analytics for your role',
  deniedText: 'Analytics are for companies and institutes. Your own progress is under Progress.',
  trendsTitle: 'Growth trends',
  cardText: 'Counted from what happened on the platform, the last 12 months or weeks.',
  periodLabel: 'Period',
  month: 'Per month',
  week: 'Per week',
  series: {
    applications: 'Applications',
    hires: 'Hired',
    enrollments: 'Enrolments',
    completions: 'Completed',
    reviews: 'Reviews',
  },
  axisCount: 'Number',
  axisMonth: 'Month',
  axisWeek: 'Week of',
  chartLabel: (what: string, period: string) =>
    `Bar chart: ${what}, ${String(period).toLowerCase()}, the last 12`,
  showTable: 'Show as table',
  hideTable: 'Hide table',
  tableCaption: (period: string) => `Growth trends ${String(period).toLowerCase()}, the last 12 periods`,
  empty:
    'Nothing happened in these 12 periods yet: the chart fills as soon as there are enrolments or applications.',
  loadError: 'The growth trends could not be loaded',
  total: 'Total',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { analytics: analyticsNl };
export const en: Widen<typeof nl> = { analytics: analyticsEn };

declare module './types.ts' {
  interface FeatureTexts {
    analytics: typeof analyticsNl;
  }
}
