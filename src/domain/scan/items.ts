/**
 * The 65 statements of the Persoonlijkheids- en Carrièrescan.
 *
 * Sources (Dutch wording is our own translation/adaptation):
 * - Personality (block 2): Big Five factor markers from the International Personality Item Pool
 *   (IPIP, https://ipip.ori.org, public domain; Goldberg 1992 50-item markers). 5 items per trait,
 *   2 of them reverse-keyed.
 * - Work interests (blocks 1, 3, 4): RIASEC work-activity items in the style of the O*NET Interest
 *   Profiler (U.S. Department of Labor) and the public-domain IPIP RIASEC markers, phrased as
 *   "Ik zou graag ...". 5 items per Holland type, spread over the three interest blocks.
 * - Learning style and drive (block 5): 5 + 5 own statements.
 *
 * Layout: block sizes are fixed at 12, 25, 8, 10, 10. With 30 RIASEC items (6 × 5), 25 Big Five
 * items (5 × 5) and 10 learning/drive items, the only arrangement in which every block holds one kind
 * of statement is: interests 12 + 8 + 10 (blocks 1, 3, 4), personality 25 (block 2), learning and
 * drive 10 (block 5).
 */
import type { DriveKey, LearningStyleKey, LikertValue, ScanBlock, ScanQuestion } from './types.ts';

export const SCAN_QUESTION_COUNT = 65;
export const SCAN_BLOCK_SIZES: readonly number[] = [12, 25, 8, 10, 10];

export const LIKERT_LABELS: Readonly<Record<LikertValue, string>> = {
  1: 'Helemaal mee oneens',
  2: 'Mee oneens',
  3: 'Neutraal',
  4: 'Mee eens',
  5: 'Helemaal mee eens',
};

export const SCAN_BLOCKS: ScanBlock[] = [
  {
    bloknummer: 1,
    titel: 'Werkinteresses – deel 1',
    uitleg:
      'Geef bij elke werkactiviteit aan hoe graag je die zou doen, los van je opleiding, ervaring of het salaris.',
  },
  {
    bloknummer: 2,
    titel: 'Persoonlijkheid',
    uitleg:
      'Geef aan in hoeverre elke uitspraak beschrijft hoe je meestal bent, niet hoe je graag zou willen zijn.',
  },
  {
    bloknummer: 3,
    titel: 'Werkinteresses – deel 2',
    uitleg: 'Geef ook bij deze werkactiviteiten aan hoe graag je ze zou doen.',
  },
  {
    bloknummer: 4,
    titel: 'Werkinteresses – deel 3',
    uitleg:
      'Dit is het laatste blok werkactiviteiten: geef opnieuw aan hoe graag je elke activiteit zou doen.',
  },
  {
    bloknummer: 5,
    titel: 'Leren en drijfveren',
    uitleg: 'Geef aan hoe je het liefst nieuwe dingen leert en wat je in je werk het meest motiveert.',
  },
];

type Def = [categorie: string, vraagtekst: string, reverse?: boolean];

/** Statements per block, in volgnummer order. */
const BLOCK_DEFS: readonly (readonly Def[])[] = [
  // Block 1 (1-12): RIASEC, two rounds of R-I-A-S-E-C.
  [
    ['realistic', 'Ik zou graag meebouwen aan een huis.'],
    ['investigative', 'Ik zou graag onderzoek doen naar een nieuw medicijn.'],
    ['artistic', 'Ik zou graag boeken of toneelstukken schrijven.'],
    ['social', 'Ik zou graag mensen helpen met persoonlijke of emotionele problemen.'],
    ['enterprising', 'Ik zou graag mijn eigen bedrijf beginnen.'],
    ['conventional', 'Ik zou graag met software een spreadsheet opzetten en bijhouden.'],
    ['realistic', 'Ik zou graag huishoudelijke apparaten repareren.'],
    ['investigative', 'Ik zou graag scheikundige experimenten uitvoeren.'],
    ['artistic', 'Ik zou graag tekeningen of illustraties maken.'],
    ['social', 'Ik zou graag lesgeven aan een groep kinderen.'],
    ['enterprising', 'Ik zou graag onderhandelen over zakelijke contracten.'],
    ['conventional', 'Ik zou graag formulieren en administratie op fouten controleren.'],
  ],
  // Block 2 (13-37): Big Five (IPIP markers), five rounds of O-C-E-A-N.
  [
    ['openness', 'Ik heb een levendige fantasie.'],
    ['conscientiousness', 'Ik ben altijd goed voorbereid.'],
    ['extraversion', 'Ik voel me op mijn gemak tussen andere mensen.'],
    ['agreeableness', 'Ik leef mee met de gevoelens van anderen.'],
    ['neuroticism', 'Ik raak snel gestrest.'],
    ['openness', 'Ik heb niet veel verbeeldingskracht.', true],
    ['conscientiousness', 'Ik laat mijn spullen vaak rondslingeren.', true],
    ['extraversion', 'Ik blijf liever op de achtergrond.', true],
    ['agreeableness', 'De problemen van anderen interesseren me weinig.', true],
    ['neuroticism', 'Ik ben meestal ontspannen.', true],
    ['openness', 'Ik zit vol ideeën.'],
    ['conscientiousness', 'Ik let goed op details.'],
    ['extraversion', 'Ik begin gemakkelijk een gesprek met iemand.'],
    ['agreeableness', 'Ik maak graag tijd vrij voor anderen.'],
    ['neuroticism', 'Ik maak me vaak zorgen.'],
    ['openness', 'Ik neem regelmatig de tijd om over dingen na te denken.'],
    ['conscientiousness', 'Ik handel klusjes meteen af.'],
    ['extraversion', 'Ik vind het niet erg om in het middelpunt van de belangstelling te staan.'],
    ['agreeableness', 'Ik zorg ervoor dat mensen zich bij mij op hun gemak voelen.'],
    ['neuroticism', 'Mijn stemming slaat vaak om.'],
    ['openness', 'Ik heb moeite met abstracte ideeën.', true],
    ['conscientiousness', 'Ik kom mijn verplichtingen niet altijd na.', true],
    ['extraversion', 'Ik ben stil in het gezelschap van onbekenden.', true],
    ['agreeableness', 'Ik voel weinig betrokkenheid bij anderen.', true],
    ['neuroticism', 'Ik voel me zelden somber.', true],
  ],
  // Block 3 (38-45): RIASEC, R-I-A-S-E-C-R-I.
  [
    ['realistic', 'Ik zou graag machines afstellen en bedienen om producten te maken.'],
    ['investigative', 'Ik zou graag bloedmonsters onder een microscoop onderzoeken.'],
    ['artistic', 'Ik zou graag muziek componeren of arrangeren.'],
    ['social', 'Ik zou graag mensen advies geven over hun loopbaan.'],
    ['enterprising', 'Ik zou graag een winkel leiden.'],
    ['conventional', 'Ik zou graag de salarissen van medewerkers berekenen.'],
    ['realistic', 'Ik zou graag elektrische bedrading aanleggen in een gebouw.'],
    ['investigative', 'Ik zou graag uitzoeken hoe je het weer beter kunt voorspellen.'],
  ],
  // Block 4 (46-55): RIASEC, A-S-E-C-R-I-A-S-E-C.
  [
    ['artistic', "Ik zou graag films of video's monteren."],
    ['social', 'Ik zou graag patiënten begeleiden bij hun herstel.'],
    ['enterprising', 'Ik zou graag een afdeling binnen een groot bedrijf aansturen.'],
    ['conventional', 'Ik zou graag de voorraadadministratie bijhouden.'],
    ['realistic', 'Ik zou graag tuinen aanleggen en onderhouden.'],
    ['investigative', 'Ik zou graag grote hoeveelheden gegevens analyseren om een vraagstuk te doorgronden.'],
    ['artistic', 'Ik zou graag het uiterlijk van een website of app ontwerpen.'],
    ['social', 'Ik zou graag vrijwilligerswerk doen bij een maatschappelijke organisatie.'],
    ['enterprising', 'Ik zou graag een nieuwe kledinglijn op de markt brengen.'],
    ['conventional', 'Ik zou graag de inkomende en uitgaande zendingen registreren.'],
  ],
  // Block 5 (56-65): learning style (56-60) and drive (61-65).
  [
    ['learningStyle', 'Ik leer het best door iets meteen zelf te doen en uit te proberen.'],
    ['learningStyle', "Ik begrijp nieuwe stof het best met schema's, afbeeldingen of video's."],
    ['learningStyle', 'Ik leer veel door rustig na te denken over wat ik heb gelezen of meegemaakt.'],
    ['learningStyle', 'Ik leer het liefst samen met anderen, door te overleggen en vragen te stellen.'],
    ['learningStyle', 'Ik lees liever eerst de uitleg door voordat ik zelf iets uitprobeer.'],
    ['drive', 'Ik wil in mijn werk blijven leren en mezelf blijven ontwikkelen.'],
    ['drive', 'Zekerheid, duidelijke afspraken en een vaste structuur vind ik belangrijk in mijn werk.'],
    ['drive', 'Ik wil met mijn werk echt iets betekenen voor andere mensen.'],
    ['drive', 'Ik wil zelf kunnen bepalen hoe en wanneer ik mijn werk doe.'],
    ['drive', 'Ik wil uitblinken en meetbare resultaten neerzetten.'],
  ],
];

export const SCAN_QUESTIONS: ScanQuestion[] = BLOCK_DEFS.flatMap((defs, blockIndex) =>
  defs.map(
    ([categorie, vraagtekst, reverse]): ScanQuestion => ({
      volgnummer: 0,
      vraagtekst,
      antwoordtype: 'likert',
      categorie,
      bloknummer: blockIndex + 1,
      ...(reverse ? { reverse: true } : {}),
    }),
  ),
).map((question, index) => ({ ...question, volgnummer: index + 1 }));

/**
 * Which learning style each block-5 learning item measures. Item 60 ("eerst de uitleg lezen") is
 * bipolar: it counts towards the theoretical style and, reversed, towards the practical style.
 */
export const LEARNING_STYLE_KEYS: readonly {
  volgnummer: number;
  style: LearningStyleKey;
  reverse: boolean;
}[] = [
  { volgnummer: 56, style: 'practical', reverse: false },
  { volgnummer: 60, style: 'practical', reverse: true },
  { volgnummer: 57, style: 'visual', reverse: false },
  { volgnummer: 58, style: 'theoretical', reverse: false },
  { volgnummer: 60, style: 'theoretical', reverse: false },
  { volgnummer: 59, style: 'social', reverse: false },
];

/** Which drive each block-5 drive item measures. */
export const DRIVE_KEYS: readonly { volgnummer: number; drive: DriveKey }[] = [
  { volgnummer: 61, drive: 'growth' },
  { volgnummer: 62, drive: 'security' },
  { volgnummer: 63, drive: 'impact' },
  { volgnummer: 64, drive: 'autonomy' },
  { volgnummer: 65, drive: 'achievement' },
];
