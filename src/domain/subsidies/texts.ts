/**
 * The sentences the matcher writes (match reasons and alternatives), in Dutch (the source) and
 * British English with the same keys: the type makes every Dutch text have an English twin.
 * Proper names of schemes and bodies (SLIM, STAP, UWV, DUO, RVO, Leerwerkloket) stay Dutch.
 */
export type SubsidyLanguage = 'nl' | 'en';

const EMPLOYER_APPLIES_NL = 'Je werkgever vraagt de subsidie aan; jij hoeft zelf niets aan te vragen.';
const EMPLOYER_APPLIES_EN = 'Your employer applies for the subsidy; you do not need to apply yourself.';

export const subsidyTextsNl = {
  slim: {
    sme: 'Je werkt in loondienst bij een werkgever met minder dan 250 medewerkers (mkb).',
    applies: `${EMPLOYER_APPLIES_NL} SLIM vraagt je werkgever aan bij Uitvoering van Beleid SZW.`,
    careerAdvice: 'SLIM betaalt loopbaan- en ontwikkeladvies: precies wat je zoekt.',
    noCourseFees:
      'Let op: SLIM betaalt geen cursusgeld, wel loopbaan- en ontwikkeladvies, een scan van de opleidingsbehoefte en een leercultuur in het bedrijf.',
  },
  ontwikkelpaden: {
    sector:
      'Je werkt in een sector met erkende ontwikkelpaden (zorg en welzijn, kinderopvang, groen, of techniek, bouw en energie).',
    level:
      'Je zoekt een opleiding op mbo-niveau; de subsidie dekt 90% (niveau 1 tot en met 3) of 40% (niveau 4) van de cursuskosten.',
    applies: `${EMPLOYER_APPLIES_NL} Voor jou is de cursus gratis.`,
  },
  praktijk: {
    bbl: 'een mbo-opleiding in de beroepsbegeleidende leerweg (bbl)',
    thirdRoute: 'een mbo-opleiding in de derde leerweg',
    follows: (route: string) => `Je volgt ${route} bij een erkend leerbedrijf.`,
    applies: `${EMPLOYER_APPLIES_NL} Het erkende leerbedrijf vraagt de tegemoetkoming aan bij RVO.`,
  },
  llk: {
    mboBol: 'Je wilt een mbo-opleiding in de beroepsopleidende leerweg (bol) volgen.',
    hboWo: 'Je wilt een geaccrediteerde hbo- of wo-opleiding of -module volgen.',
    noStudentFinance: 'Je hebt geen recht (meer) op gewone studiefinanciering.',
    overAgeLimit: (limit: number) =>
      `Je bent ${limit} of ouder, dus je hebt geen recht meer op gewone studiefinanciering.`,
    age: (age: number) => `Je bent ${age} jaar en valt binnen de leeftijdsgrens.`,
    resident: 'Je hebt de Nederlandse nationaliteit of een gelijkgestelde verblijfsstatus.',
    residenceCondition: 'Voorwaarde: de Nederlandse nationaliteit of een gelijkgestelde verblijfsstatus.',
    loan: 'Het is een lening: je betaalt het bedrag later met rente terug.',
  },
  uwv: {
    ww: 'Je hebt een WW-uitkering.',
    pays: 'UWV betaalt scholing die nodig is voor werk: bij een baanaanbod of baangarantie, of voor een kansberoep.',
    ask: 'Vraag vóór de start toestemming aan je werkcoach van UWV.',
  },
  gemeente: {
    bijstand: 'Je hebt een bijstandsuitkering (Participatiewet).',
    pays: (municipality: string) =>
      `De gemeente ${municipality} kan scholing betalen als die nodig is om weer aan het werk te gaan en niets anders de kosten dekt.`,
    provider: (municipality: string) => `Gemeente ${municipality}`,
  },
  fund: {
    cao: (cao: string) => `Je valt onder de cao ${cao}.`,
    fund: (fund: string) =>
      `${fund} is het opleidingsfonds van deze cao en vergoedt scholing voor werknemers en werkgevers in de sector.`,
    ask: 'Vraag je werkgever of afdeling HR welke regeling van het fonds bij jouw opleiding past.',
  },
  alternatives: {
    ended: (name: string) => `${name} (gestopt)`,
    loket: 'Gratis advies bij het Leerwerkloket',
    loketContent: (description: string, url: string) => `${description} Kijk op ${url}.`,
    caoFund: (fund: string) => `Opleidingsfonds van je cao: ${fund}`,
    caoFundContent: (cao: string) =>
      `Je cao (${cao}) heeft een opleidingsfonds. Het staat nog niet in onze catalogus; vraag je werkgever of HR welke regelingen er zijn.`,
    llkAge: 'Levenlanglerenkrediet: vraag je leeftijd na bij DUO',
    llkAgeContent:
      'Je leeftijd ligt dicht bij de leeftijdsgrens van deze lening. Vraag bij DUO na of je nog in aanmerking komt.',
  },
};

export type SubsidyTexts = typeof subsidyTextsNl;

export const subsidyTextsEn: SubsidyTexts = {
  slim: {
    sme: 'You are employed by an employer with fewer than 250 staff (an SME).',
    applies: `${EMPLOYER_APPLIES_EN} Your employer applies for SLIM to Uitvoering van Beleid SZW, the agency of the Ministry of Social Affairs.`,
    careerAdvice: 'SLIM pays for career and development advice: exactly what you are looking for.',
    noCourseFees:
      'Please note: SLIM does not pay course fees, but it does pay for career and development advice, a training-needs assessment and a learning culture in the company.',
  },
  ontwikkelpaden: {
    sector:
      'You work in a sector with recognised development pathways (care and welfare, childcare, green sectors, or technology, construction and energy).',
    level:
      'You are looking for a course at mbo (secondary vocational) level; the subsidy covers 90% (levels 1 to 3) or 40% (level 4) of the course fees.',
    applies: `${EMPLOYER_APPLIES_EN} The course is free for you.`,
  },
  praktijk: {
    bbl: 'an mbo course on the work-based route (bbl)',
    thirdRoute: 'an mbo course on the third learning route (derde leerweg)',
    follows: (route: string) => `You are taking ${route} at a recognised training company.`,
    applies: `${EMPLOYER_APPLIES_EN} The recognised training company applies to RVO for the contribution.`,
  },
  llk: {
    mboBol: 'You want to take an mbo course on the school-based route (bol).',
    hboWo: 'You want to take an accredited higher education (hbo or university) programme or module.',
    noStudentFinance: 'You are not (or no longer) entitled to regular student finance.',
    overAgeLimit: (limit: number) =>
      `You are ${limit} or older, so you are no longer entitled to regular student finance.`,
    age: (age: number) => `You are ${age} and within the age limit.`,
    resident: 'You have Dutch nationality or an equivalent residence status.',
    residenceCondition: 'Condition: Dutch nationality or an equivalent residence status.',
    loan: 'It is a loan: you repay the amount later, with interest.',
  },
  uwv: {
    ww: 'You receive unemployment benefit (WW).',
    pays: 'UWV pays for training that you need for work: with a job offer or job guarantee, or for an occupation with good job prospects.',
    ask: 'Ask your UWV work coach for permission before the course starts.',
  },
  gemeente: {
    bijstand: 'You receive social assistance benefit (under the Participation Act).',
    pays: (municipality: string) =>
      `The municipality of ${municipality} can pay for training if you need it to get back into work and nothing else covers the costs.`,
    provider: (municipality: string) => `Municipality of ${municipality}`,
  },
  fund: {
    cao: (cao: string) => `You are covered by the collective labour agreement (cao) ${cao}.`,
    fund: (fund: string) =>
      `${fund} is the training fund of this agreement and pays for training for employees and employers in the sector.`,
    ask: 'Ask your employer or HR department which of the fund’s schemes suits your course.',
  },
  alternatives: {
    ended: (name: string) => `${name} (ended)`,
    loket: 'Free advice from the Leerwerkloket',
    loketContent: (description: string, url: string) => `${description} See ${url}.`,
    caoFund: (fund: string) => `Training fund of your collective labour agreement: ${fund}`,
    caoFundContent: (cao: string) =>
      `Your collective labour agreement (${cao}) has a training fund. It is not in our catalogue yet; ask your employer or HR which schemes it offers.`,
    llkAge: 'Levenlanglerenkrediet: check your age with DUO',
    llkAgeContent: 'Your age is close to this loan’s age limit. Ask DUO whether you still qualify.',
  },
};

export const subsidyTexts = (lang: SubsidyLanguage = 'nl'): SubsidyTexts =>
  lang === 'en' ? subsidyTextsEn : subsidyTextsNl;
