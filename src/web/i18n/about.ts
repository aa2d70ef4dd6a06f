import type { Widen } from './types.ts';
/**
 * Texts of the about feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.about.… at render time, never into module-level constants.
 */
export const aboutNl = {
  credits: {
    title: 'Bronnen en licenties',
    subtitle: 'Waar de vragen van de scan vandaan komen en hoe je de uitkomsten leest.',
    footerLink: 'Bronnen en licenties',
    onetTitle: 'Werkinteresses (RIASEC): O*NET Interest Profiler',
    onetText:
      'Ongeveer 25 van de 30 uitspraken over werkinteresses zijn vertaald en bewerkt naar uitspraken uit de O*NET Interest Profiler van het U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). De beroepencodes (Holland-codes) van de beroepen volgen O*NET OnLine.',
    onetNotice:
      'This site incorporates information from O*NET OnLine (https://www.onetonline.org/) and the O*NET Interest Profiler by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. The items have been translated into Dutch and modified; USDOL/ETA has not approved, endorsed, or tested these modifications. O*NET® is a trademark of USDOL/ETA.',
    onetLicence: 'Licentie: Creative Commons Naamsvermelding 4.0 (CC BY 4.0)',
    ipipTitle: 'Persoonlijkheid (Big Five): International Personality Item Pool',
    ipipText:
      'De 25 uitspraken over persoonlijkheid zijn vertaald naar de Big Five-markeringen van de International Personality Item Pool (IPIP), een publiek domein-verzameling van persoonlijkheidsvragen.',
    ipipLink: 'ipip.ori.org',
    ownTitle: 'Leren en drijfveren',
    ownText: 'De 10 uitspraken over leervoorkeur en drijfveren zijn eigen formuleringen van dit platform.',
    readTitle: 'Zo lees je de uitkomsten',
    readText:
      'Scores van 0 tot 100 laten zien hoe sterk je het eens was met de uitspraken. Ze zijn indicatief en geen vergelijking met andere mensen: er is geen normgroep. Beroepen worden vergeleken op de vorm van je interesseprofiel, niet op hoe hoog je scoort. De scan is geen psychologische test en geen basis voor selectie.',
  },
};

export const aboutEn: typeof aboutNl = {
  credits: {
    title: 'Sources and licences',
    subtitle: 'Where the scan questions come from and how to read the results.',
    footerLink: 'Sources and licences',
    onetTitle: 'Work interests (RIASEC): O*NET Interest Profiler',
    onetText:
      'About 25 of the 30 work-interest statements are translated and modified from items of the O*NET Interest Profiler by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). The occupations’ Holland codes follow O*NET OnLine.',
    onetNotice:
      'This site incorporates information from O*NET OnLine (https://www.onetonline.org/) and the O*NET Interest Profiler by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. The items have been translated into Dutch and modified; USDOL/ETA has not approved, endorsed, or tested these modifications. O*NET® is a trademark of USDOL/ETA.',
    onetLicence: 'Licence: Creative Commons Attribution 4.0 (CC BY 4.0)',
    ipipTitle: 'Personality (Big Five): International Personality Item Pool',
    ipipText:
      'The 25 personality statements are translated from the Big Five markers of the International Personality Item Pool (IPIP), a public-domain collection of personality items.',
    ipipLink: 'ipip.ori.org',
    ownTitle: 'Learning and drives',
    ownText: 'The 10 statements about learning preference and drives are this platform’s own wording.',
    readTitle: 'How to read the results',
    readText:
      'Scores from 0 to 100 show how strongly you agreed with the statements. They are indicative and not a comparison with other people: there is no norm group. Occupations are compared on the shape of your interest profile, not on how high you score. The scan is not a psychological test and no basis for selection.',
  },
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { about: aboutNl };
export const en: Widen<typeof nl> = { about: aboutEn };

declare module './types.ts' {
  interface FeatureTexts {
    about: typeof aboutNl;
  }
}
