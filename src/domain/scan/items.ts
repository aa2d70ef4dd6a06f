/**
 * The 65 statements of the scan (spec §2.9).
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
import type { ScanLanguage, Twin } from './language.ts';
import type { DriveKey, LearningStyleKey, LikertValue, ScanBlock, ScanQuestion } from './types.ts';

export const SCAN_QUESTION_COUNT = 65;
export const SCAN_BLOCK_SIZES: readonly number[] = [12, 25, 8, 10, 10];

/** The five answers (spec §2.9's Dutch); the web's scan catalogues show the same words (scan-text.test.ts). */
export const LIKERT_LABEL_TWINS: Readonly<Record<LikertValue, Twin>> = {
  1: { nl: 'Helemaal niet mee eens', en: 'Strongly disagree' },
  2: { nl: 'Niet mee eens', en: 'Disagree' },
  3: { nl: 'Neutraal', en: 'Neutral' },
  4: { nl: 'Mee eens', en: 'Agree' },
  5: { nl: 'Helemaal mee eens', en: 'Strongly agree' },
};

const BLOCK_TWINS: readonly { titel: Twin; uitleg: Twin }[] = [
  {
    titel: { nl: 'Werkinteresses – deel 1', en: 'Work interests – part 1' },
    uitleg: {
      nl: 'Geef bij elke werkactiviteit aan hoe graag je die zou doen, los van je opleiding, ervaring of het salaris.',
      en: 'For each work activity, say how much you would like to do it, regardless of your education, experience or the pay.',
    },
  },
  {
    titel: { nl: 'Persoonlijkheid', en: 'Personality' },
    uitleg: {
      nl: 'Geef aan in hoeverre elke uitspraak beschrijft hoe je meestal bent, niet hoe je graag zou willen zijn.',
      en: 'Say how well each statement describes how you usually are, not how you would like to be.',
    },
  },
  {
    titel: { nl: 'Werkinteresses – deel 2', en: 'Work interests – part 2' },
    uitleg: {
      nl: 'Geef ook bij deze werkactiviteiten aan hoe graag je ze zou doen.',
      en: 'Again, say how much you would like to do each of these work activities.',
    },
  },
  {
    titel: { nl: 'Werkinteresses – deel 3', en: 'Work interests – part 3' },
    uitleg: {
      nl: 'Dit is het laatste blok werkactiviteiten: geef opnieuw aan hoe graag je elke activiteit zou doen.',
      en: 'This is the last block of work activities: once more, say how much you would like to do each one.',
    },
  },
  {
    titel: { nl: 'Leren en drijfveren', en: 'Learning and motivation' },
    uitleg: {
      nl: 'Geef aan hoe je het liefst nieuwe dingen leert en wat je in je werk het meest motiveert.',
      en: 'Say how you prefer to learn new things and what motivates you most in your work.',
    },
  },
];

type Def = [categorie: string, vraagtekst: Twin, reverse?: boolean];

/** Statements per block, in volgnummer order. */
const BLOCK_DEFS: readonly (readonly Def[])[] = [
  // Block 1 (1-12): RIASEC, two rounds of R-I-A-S-E-C.
  [
    ['realistic', { nl: 'Ik zou graag meebouwen aan een huis.', en: 'I would like to help build a house.' }],
    [
      'investigative',
      {
        nl: 'Ik zou graag onderzoek doen naar een nieuw medicijn.',
        en: 'I would like to do research on a new medicine.',
      },
    ],
    [
      'artistic',
      { nl: 'Ik zou graag boeken of toneelstukken schrijven.', en: 'I would like to write books or plays.' },
    ],
    [
      'social',
      {
        nl: 'Ik zou graag mensen helpen met persoonlijke of emotionele problemen.',
        en: 'I would like to help people with personal or emotional problems.',
      },
    ],
    [
      'enterprising',
      { nl: 'Ik zou graag mijn eigen bedrijf beginnen.', en: 'I would like to start my own business.' },
    ],
    [
      'conventional',
      {
        nl: 'Ik zou graag met software een spreadsheet opzetten en bijhouden.',
        en: 'I would like to set up and keep a spreadsheet up to date using software.',
      },
    ],
    [
      'realistic',
      {
        nl: 'Ik zou graag huishoudelijke apparaten repareren.',
        en: 'I would like to repair household appliances.',
      },
    ],
    [
      'investigative',
      {
        nl: 'Ik zou graag scheikundige experimenten uitvoeren.',
        en: 'I would like to carry out chemistry experiments.',
      },
    ],
    [
      'artistic',
      {
        nl: 'Ik zou graag tekeningen of illustraties maken.',
        en: 'I would like to make drawings or illustrations.',
      },
    ],
    [
      'social',
      {
        nl: 'Ik zou graag lesgeven aan een groep kinderen.',
        en: 'I would like to teach a group of children.',
      },
    ],
    [
      'enterprising',
      {
        nl: 'Ik zou graag onderhandelen over zakelijke contracten.',
        en: 'I would like to negotiate business contracts.',
      },
    ],
    [
      'conventional',
      {
        nl: 'Ik zou graag formulieren en administratie op fouten controleren.',
        en: 'I would like to check forms and records for mistakes.',
      },
    ],
  ],
  // Block 2 (13-37): Big Five (IPIP markers), five rounds of O-C-E-A-N.
  [
    ['openness', { nl: 'Ik heb een levendige fantasie.', en: 'I have a vivid imagination.' }],
    ['conscientiousness', { nl: 'Ik ben altijd goed voorbereid.', en: 'I am always prepared.' }],
    [
      'extraversion',
      { nl: 'Ik voel me op mijn gemak tussen andere mensen.', en: 'I feel comfortable around other people.' },
    ],
    [
      'agreeableness',
      { nl: 'Ik leef mee met de gevoelens van anderen.', en: "I sympathise with other people's feelings." },
    ],
    ['neuroticism', { nl: 'Ik raak snel gestrest.', en: 'I get stressed out easily.' }],
    [
      'openness',
      { nl: 'Ik heb niet veel verbeeldingskracht.', en: 'I do not have a good imagination.' },
      true,
    ],
    [
      'conscientiousness',
      { nl: 'Ik laat mijn spullen vaak rondslingeren.', en: 'I often leave my belongings lying around.' },
      true,
    ],
    [
      'extraversion',
      { nl: 'Ik blijf liever op de achtergrond.', en: 'I prefer to keep in the background.' },
      true,
    ],
    [
      'agreeableness',
      {
        nl: 'De problemen van anderen interesseren me weinig.',
        en: "I am not really interested in other people's problems.",
      },
      true,
    ],
    ['neuroticism', { nl: 'Ik ben meestal ontspannen.', en: 'I am relaxed most of the time.' }, true],
    ['openness', { nl: 'Ik zit vol ideeën.', en: 'I am full of ideas.' }],
    ['conscientiousness', { nl: 'Ik let goed op details.', en: 'I pay attention to details.' }],
    [
      'extraversion',
      {
        nl: 'Ik begin gemakkelijk een gesprek met iemand.',
        en: 'I find it easy to start a conversation with someone.',
      },
    ],
    ['agreeableness', { nl: 'Ik maak graag tijd vrij voor anderen.', en: 'I like to make time for others.' }],
    ['neuroticism', { nl: 'Ik maak me vaak zorgen.', en: 'I often worry about things.' }],
    [
      'openness',
      {
        nl: 'Ik neem regelmatig de tijd om over dingen na te denken.',
        en: 'I regularly take time to reflect on things.',
      },
    ],
    ['conscientiousness', { nl: 'Ik handel klusjes meteen af.', en: 'I get chores done straight away.' }],
    [
      'extraversion',
      {
        nl: 'Ik vind het niet erg om in het middelpunt van de belangstelling te staan.',
        en: "I don't mind being the centre of attention.",
      },
    ],
    [
      'agreeableness',
      {
        nl: 'Ik zorg ervoor dat mensen zich bij mij op hun gemak voelen.',
        en: 'I make people feel at ease.',
      },
    ],
    ['neuroticism', { nl: 'Mijn stemming slaat vaak om.', en: 'My mood changes often.' }],
    [
      'openness',
      { nl: 'Ik heb moeite met abstracte ideeën.', en: 'I have difficulty understanding abstract ideas.' },
      true,
    ],
    [
      'conscientiousness',
      { nl: 'Ik kom mijn verplichtingen niet altijd na.', en: 'I do not always meet my obligations.' },
      true,
    ],
    [
      'extraversion',
      { nl: 'Ik ben stil in het gezelschap van onbekenden.', en: 'I am quiet around strangers.' },
      true,
    ],
    [
      'agreeableness',
      { nl: 'Ik voel weinig betrokkenheid bij anderen.', en: 'I feel little concern for others.' },
      true,
    ],
    ['neuroticism', { nl: 'Ik voel me zelden somber.', en: 'I seldom feel blue.' }, true],
  ],
  // Block 3 (38-45): RIASEC, R-I-A-S-E-C-R-I.
  [
    [
      'realistic',
      {
        nl: 'Ik zou graag machines afstellen en bedienen om producten te maken.',
        en: 'I would like to set up and operate machines to make products.',
      },
    ],
    [
      'investigative',
      {
        nl: 'Ik zou graag bloedmonsters onder een microscoop onderzoeken.',
        en: 'I would like to examine blood samples under a microscope.',
      },
    ],
    [
      'artistic',
      {
        nl: 'Ik zou graag muziek componeren of arrangeren.',
        en: 'I would like to compose or arrange music.',
      },
    ],
    [
      'social',
      {
        nl: 'Ik zou graag mensen advies geven over hun loopbaan.',
        en: 'I would like to give people advice about their careers.',
      },
    ],
    ['enterprising', { nl: 'Ik zou graag een winkel leiden.', en: 'I would like to run a shop.' }],
    [
      'conventional',
      {
        nl: 'Ik zou graag de salarissen van medewerkers berekenen.',
        en: "I would like to calculate employees' salaries.",
      },
    ],
    [
      'realistic',
      {
        nl: 'Ik zou graag elektrische bedrading aanleggen in een gebouw.',
        en: 'I would like to install electrical wiring in a building.',
      },
    ],
    [
      'investigative',
      {
        nl: 'Ik zou graag uitzoeken hoe je het weer beter kunt voorspellen.',
        en: 'I would like to find out how to forecast the weather more accurately.',
      },
    ],
  ],
  // Block 4 (46-55): RIASEC, A-S-E-C-R-I-A-S-E-C.
  [
    [
      'artistic',
      { nl: "Ik zou graag films of video's monteren.", en: 'I would like to edit films or videos.' },
    ],
    [
      'social',
      {
        nl: 'Ik zou graag patiënten begeleiden bij hun herstel.',
        en: 'I would like to support patients in their recovery.',
      },
    ],
    [
      'enterprising',
      {
        nl: 'Ik zou graag een afdeling binnen een groot bedrijf aansturen.',
        en: 'I would like to manage a department in a large company.',
      },
    ],
    [
      'conventional',
      {
        nl: 'Ik zou graag de voorraadadministratie bijhouden.',
        en: 'I would like to keep the stock records up to date.',
      },
    ],
    [
      'realistic',
      {
        nl: 'Ik zou graag tuinen aanleggen en onderhouden.',
        en: 'I would like to lay out and maintain gardens.',
      },
    ],
    [
      'investigative',
      {
        nl: 'Ik zou graag grote hoeveelheden gegevens analyseren om een vraagstuk te doorgronden.',
        en: 'I would like to analyse large amounts of data to get to the bottom of a problem.',
      },
    ],
    [
      'artistic',
      {
        nl: 'Ik zou graag het uiterlijk van een website of app ontwerpen.',
        en: 'I would like to design the look of a website or app.',
      },
    ],
    [
      'social',
      {
        nl: 'Ik zou graag vrijwilligerswerk doen bij een maatschappelijke organisatie.',
        en: 'I would like to volunteer for a charity or community organisation.',
      },
    ],
    [
      'enterprising',
      {
        nl: 'Ik zou graag een nieuwe kledinglijn op de markt brengen.',
        en: 'I would like to launch a new clothing line.',
      },
    ],
    [
      'conventional',
      {
        nl: 'Ik zou graag de inkomende en uitgaande zendingen registreren.',
        en: 'I would like to record incoming and outgoing shipments.',
      },
    ],
  ],
  // Block 5 (56-65): learning style (56-60) and drive (61-65).
  [
    [
      'learningStyle',
      {
        nl: 'Ik leer het best door iets meteen zelf te doen en uit te proberen.',
        en: 'I learn best by doing something myself straight away and trying it out.',
      },
    ],
    [
      'learningStyle',
      {
        nl: "Ik begrijp nieuwe stof het best met schema's, afbeeldingen of video's.",
        en: 'I understand new material best with diagrams, pictures or videos.',
      },
    ],
    [
      'learningStyle',
      {
        nl: 'Ik leer veel door rustig na te denken over wat ik heb gelezen of meegemaakt.',
        en: 'I learn a lot by quietly reflecting on what I have read or experienced.',
      },
    ],
    [
      'learningStyle',
      {
        nl: 'Ik leer het liefst samen met anderen, door te overleggen en vragen te stellen.',
        en: 'I prefer to learn together with others, by discussing things and asking questions.',
      },
    ],
    [
      'learningStyle',
      {
        nl: 'Ik lees liever eerst de uitleg door voordat ik zelf iets uitprobeer.',
        en: 'I would rather read the instructions first before I try something myself.',
      },
    ],
    [
      'drive',
      {
        nl: 'Ik wil in mijn werk blijven leren en mezelf blijven ontwikkelen.',
        en: 'In my work I want to keep learning and developing myself.',
      },
    ],
    [
      'drive',
      {
        nl: 'Zekerheid, duidelijke afspraken en een vaste structuur vind ik belangrijk in mijn werk.',
        en: 'Security, clear agreements and a fixed structure are important to me in my work.',
      },
    ],
    [
      'drive',
      {
        nl: 'Ik wil met mijn werk echt iets betekenen voor andere mensen.',
        en: 'I want my work to make a real difference to other people.',
      },
    ],
    [
      'drive',
      {
        nl: 'Ik wil zelf kunnen bepalen hoe en wanneer ik mijn werk doe.',
        en: 'I want to decide for myself how and when I do my work.',
      },
    ],
    [
      'drive',
      {
        nl: 'Ik wil uitblinken en meetbare resultaten neerzetten.',
        en: 'I want to excel and achieve measurable results.',
      },
    ],
  ],
];

/** The five blocks in the given language. */
export function scanBlocks(lang: ScanLanguage): ScanBlock[] {
  return BLOCK_TWINS.map((block, i) => ({
    bloknummer: i + 1,
    titel: block.titel[lang],
    uitleg: block.uitleg[lang],
  }));
}

/** The 65 statements in the given language (the same order, categories and keys in every language). */
export function scanQuestions(lang: ScanLanguage): ScanQuestion[] {
  return BLOCK_DEFS.flatMap((defs, blockIndex) =>
    defs.map(
      ([categorie, vraagtekst, reverse]): ScanQuestion => ({
        volgnummer: 0,
        vraagtekst: vraagtekst[lang],
        antwoordtype: 'likert',
        categorie,
        bloknummer: blockIndex + 1,
        ...(reverse ? { reverse: true } : {}),
      }),
    ),
  ).map((question, index) => ({ ...question, volgnummer: index + 1 }));
}

/** Every Dutch text of this file with its twin (for the completeness test). */
export const ITEM_TWINS: readonly Twin[] = [
  ...Object.values(LIKERT_LABEL_TWINS),
  ...BLOCK_TWINS.flatMap((block) => [block.titel, block.uitleg]),
  ...BLOCK_DEFS.flat().map(([, text]) => text),
];

export const SCAN_BLOCKS: ScanBlock[] = scanBlocks('nl');
export const SCAN_QUESTIONS: ScanQuestion[] = scanQuestions('nl');

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
