import type { SchemeFact } from './facts.ts';

/**
 * Dated facts about paying for training that belong to no one scheme: the tax rules, the employer's
 * duties and the ordinary student finance. Each carries its source and the day it was compared with
 * that source; `since` is the day the rule holds from according to the source (a law's entry into
 * force), said with the fact. The Coach answers from these (decision 435) and never types a figure
 * or rule into its own texts. Update procedure: docs/subsidies.md.
 */
export type TopicId =
  | 'taxDeduction'
  | 'businessCost'
  | 'employerTaxFree'
  | 'requiredTraining'
  | 'studyCostClause'
  | 'studentFinance';

/** The day these facts were compared with their sources (the November 2026 review). */
const CHECKED = '2026-11-24';

const BELASTINGDIENST_SCHOLING =
  'https://www.belastingdienst.nl/wps/wcm/connect/nl/aftrek-en-kortingen/content/scholingsuitgaven';
const BELASTINGDIENST_WKR =
  'https://www.belastingdienst.nl/wps/wcm/connect/nl/werkkostenregeling/content/gerichte-vrijstellingen';
const BELASTINGDIENST_ONDERNEMER = 'https://www.belastingdienst.nl/wps/wcm/connect/nl/ondernemers/';
const BW_BOOK_7 = 'https://wetten.overheid.nl/BWBR0005290';
const DUO_STUDENT_FINANCE = 'https://duo.nl/particulier/studiefinanciering/';

const fact = (id: string, nl: string, en: string, sourceUrl: string, since?: string): SchemeFact => ({
  id,
  kind: 'condition',
  nl,
  en,
  sourceUrl,
  checkedOn: CHECKED,
  ...(since ? { since } : {}),
});

export const TOPIC_FACTS: Readonly<Record<TopicId, readonly SchemeFact[]>> = {
  taxDeduction: [
    fact(
      'ended',
      'De aftrek van scholingsuitgaven (studiekosten) in de inkomstenbelasting is per 1 januari 2022 afgeschaft; scholing van vóór 2022 voer je alleen op in de aangifte over dat jaar',
      'The income-tax deduction for study costs (scholingsuitgaven) was abolished on 1 January 2022; training before 2022 can only be claimed in that year’s return',
      BELASTINGDIENST_SCHOLING,
      '2022-01-01',
    ),
  ],
  businessCost: [
    fact(
      'cost',
      'Als ondernemer (ook als zzp’er) trek je opleidingskosten die nodig zijn voor je onderneming af als zakelijke kosten',
      'As an entrepreneur (self-employed too) you deduct training costs your business needs as business costs',
      BELASTINGDIENST_ONDERNEMER,
    ),
  ],
  employerTaxFree: [
    fact(
      'exempt',
      'Je werkgever mag de kosten van een opleiding of studie voor je werk onbelast vergoeden of betalen: een gerichte vrijstelling in de werkkostenregeling, die niet van de vrije ruimte afgaat',
      'Your employer may reimburse or pay the costs of training or study for your work tax-free: a targeted exemption in the work-related costs scheme (werkkostenregeling) that does not use up the free allowance',
      BELASTINGDIENST_WKR,
    ),
  ],
  requiredTraining: [
    fact(
      '611a',
      'Scholing die je werkgever volgens de wet of de cao moet geven om je werk te kunnen doen, is kosteloos voor je en telt als werktijd (artikel 7:611a BW)',
      'Training your employer must give under the law or the collective agreement so that you can do your job is free for you and counts as working time (article 7:611a of the Dutch Civil Code)',
      BW_BOOK_7,
      '2022-08-01',
    ),
  ],
  studyCostClause: [
    fact(
      'clause',
      'Terugbetalen bij ontslag kan alleen als je een studiekostenbeding hebt getekend; voor scholing die je werkgever volgens de wet of de cao verplicht moet geven, is zo’n beding nietig (artikel 7:611a lid 3 BW). Kijk in je contract of studieovereenkomst',
      'You only pay back when you leave if you signed a study-cost clause (studiekostenbeding); for training your employer must give under the law or the collective agreement such a clause is void (article 7:611a(3) of the Dutch Civil Code). Check your contract or study agreement',
      BW_BOOK_7,
      '2022-08-01',
    ),
  ],
  studentFinance: [
    fact(
      'who',
      'Gewone studiefinanciering van DUO is voor een voltijdse mbo-opleiding (bol, vanaf 18 jaar) en een voltijdse of duale hbo- of wo-opleiding, tot je 30e; niet voor een cursus zonder accreditatie',
      'Ordinary student finance from DUO is for a full-time mbo programme (bol, from age 18) and a full-time or dual hbo or university programme, until you turn 30; not for a course without accreditation',
      DUO_STUDENT_FINANCE,
    ),
  ],
};

/** The dated facts of a topic. */
export const topicFacts = (id: TopicId): readonly SchemeFact[] => TOPIC_FACTS[id];
