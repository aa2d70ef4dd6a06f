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
    applies: `${EMPLOYER_APPLIES_NL} SLIM vraagt je werkgever aan bij Uitvoering van Beleid SZW; de subsidie (maximaal €24.999 per werkgever per aanvraagronde) gaat naar je werkgever, niet naar jou.`,
    careerAdvice: 'SLIM betaalt loopbaan- en ontwikkeladvies: precies wat je zoekt.',
    noCourseFees:
      'Let op: SLIM betaalt geen cursusgeld, wel loopbaan- en ontwikkeladvies, een scan van de opleidingsbehoefte en een leercultuur in het bedrijf.',
  },
  ontwikkelpaden: {
    sector:
      'Je werkt in een sector met erkende ontwikkelpaden (zorg en welzijn, kinderopvang, groen, of techniek, bouw en energie).',
    level:
      'Je zoekt praktijkgericht leren naast je werk (bbl, derde leerweg of een korte cursus), geen voltijdopleiding; alleen cursussen uit het officiële cursuspakket van een ontwikkelpad tellen.',
    applies: `${EMPLOYER_APPLIES_NL} De subsidie dekt 90% (niveau 1 tot en met 3) of 40% (niveau 4) van de kosten en wordt aan je werkgever betaald.`,
  },
  praktijk: {
    bbl: 'een mbo-opleiding in de beroepsbegeleidende leerweg (bbl)',
    thirdRoute: 'een mbo-opleiding in de derde leerweg',
    follows: (route: string) => `Je volgt ${route} bij een erkend leerbedrijf.`,
    applies: `${EMPLOYER_APPLIES_NL} Het erkende leerbedrijf vraagt de tegemoetkoming aan bij RVO.`,
  },
  llk: {
    mboBol: 'Je wilt een voltijdse mbo-opleiding in de beroepsopleidende leerweg (bol) volgen.',
    hboWo: 'Je wilt een geaccrediteerde hbo- of wo-opleiding of -module volgen.',
    noStudentFinance: 'Je hebt geen recht (meer) op gewone studiefinanciering.',
    overAgeLimit: (limit: number) =>
      `Je bent ${limit} of ouder, dus je hebt geen recht meer op gewone studiefinanciering.`,
    age: (age: number) => `Je bent ${age} jaar en valt binnen de leeftijdsgrens.`,
    ageAtStart: (age: number, start: string) =>
      `Je was op ${start}, de start van het studiejaar, ${age} jaar: jonger dan 57, dus binnen de leeftijdsgrens.`,
    ageSource:
      'De leeftijdsgrens is: jonger dan 57 bij de start van het studiejaar (bron: duo.nl/particulier/levenlanglerenkrediet/).',
    noFinanceForModules: 'Voor een losse module krijg je geen gewone studiefinanciering.',
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
    branch: (branch: string, fund: string, fullName: string) =>
      `Je bedrijf hoort bij ${branch}. Onder de cao Metaal en Techniek heeft elke branche een eigen opleidingsfonds; dat van ${branch} is ${fund} (${fullName}).`,
  },
  /** The branches of the cao Metaal en Techniek as a sentence names them (question 16). */
  branches: {
    metaalbewerking: 'het metaalbewerkingsbedrijf',
    installatie: 'het technisch installatiebedrijf',
    carrosserie: 'het carrosseriebedrijf',
    isolatie: 'het isolatiebedrijf',
    goud_zilver: 'de goud- en zilvernijverheid',
  },
  alternatives: {
    ended: (name: string) => `${name} (gestopt)`,
    endedSource: (site: string, date: string) => `(Bron: ${site}, ${date}.)`,
    loket: 'Gratis advies bij het Leerwerkloket',
    loketContent: (description: string, url: string) => `${description} Kijk op ${url}.`,
    caoFund: (fund: string) => `Opleidingsfonds van je cao: ${fund}`,
    caoFundContent: (cao: string) =>
      `Je cao (${cao}) heeft een opleidingsfonds. Het staat nog niet in onze catalogus; vraag je werkgever of HR welke regelingen er zijn.`,
    branchFund: (fund: string) => `Opleidingsfonds van je branche: ${fund}`,
    branchFundContent: (branch: string, fund: string, fullName: string) =>
      `Onder de cao Metaal en Techniek heeft ${branch} een eigen opleidingsfonds: ${fund} (${fullName}; bron: vakraad.nl, het overzicht van de Vakraad Metaal en Techniek). Het staat nog niet in onze catalogus; vraag je werkgever of HR welke regelingen het fonds nu heeft.`,
    metalBranchUnknown: 'Cao Metaal en Techniek: welk opleidingsfonds geldt, hangt af van je branche',
    metalBranchUnknownContent:
      'Onder de cao Metaal en Techniek heeft elke branche een eigen opleidingsfonds. Voor het metaalbewerkingsbedrijf is dat OOM (Opleidings- en Ontwikkelingsfonds voor het Metaalbewerkingsbedrijf), voor het technisch installatiebedrijf OTIB / Wij Techniek; het carrosseriebedrijf (OOC), het isolatiebedrijf (OOI) en de goud- en zilvernijverheid (OOGZ) hebben elk een eigen fonds (bron: vakraad.nl). Vraag je werkgever of HR onder welke branche je bedrijf valt: dan weet je welk fonds je opleiding kan vergoeden.',
    noBenefit: (municipality: string) =>
      `Werkzoekend zonder uitkering: hulp van de gemeente ${municipality} en het Leerwerkloket`,
    noBenefitContent: (municipality: string) =>
      `Ook zonder uitkering kun je bij het werkplein of team Werk van de gemeente ${municipality} terecht voor hulp bij werk en scholing. Vacatures en hulp bij solliciteren vind je op werk.nl. Ben je jonger dan 23 en heb je geen startkwalificatie (havo, vwo of mbo niveau 2), dan helpt het RMC (Regionaal Meld- en Coördinatiepunt) van je regio je terug naar school of werk. Het Leerwerkloket in je regio geeft gratis advies over leren en werken en over de regelingen die een opleiding betalen.`,
    partTime: 'Deeltijd studeren? Het levenlanglerenkrediet is een optie',
    partTimeContent:
      'Wie deeltijd studeert, krijgt geen gewone studiefinanciering; het levenlanglerenkrediet van DUO is dan een lening voor je collegegeld. Een duale opleiding valt wel onder de gewone studiefinanciering (Wet studiefinanciering 2000), net als voltijd (bron: duo.nl/particulier/levenlanglerenkrediet/).',
    llkAge: 'Levenlanglerenkrediet: let op je leeftijd bij het volgende studiejaar',
    llkAgeContent: (next: string) =>
      `De grens is jonger dan 57 bij de start van het studiejaar. Op ${next} ben je 57: voor een opleiding die in het studiejaar daarna begint, kom je niet meer in aanmerking. Vraag het na bij DUO.`,
    noResidence:
      'Levenlanglerenkrediet en studiefinanciering: alleen met Nederlandse nationaliteit of een gelijkgestelde verblijfsstatus',
    noResidenceContent:
      'Je gaf aan dat je geen Nederlandse nationaliteit of gelijkgestelde verblijfsstatus hebt. Dan kun je bij DUO geen levenlanglerenkrediet en geen gewone studiefinanciering krijgen (bron: duo.nl/particulier/levenlanglerenkrediet/). Vraag bij DUO na of jouw verblijfsvergunning gelijkgesteld is; gratis advies over andere mogelijkheden krijg je bij het Leerwerkloket.',
    studentFinance: 'Gewone studiefinanciering van DUO',
    studentFinanceMboContent:
      'Voor een voltijdse mbo-bol-opleiding krijg je gewone studiefinanciering van DUO (Wet studiefinanciering 2000) vanaf je 18e en zolang je jonger bent dan 30: een basisbeurs, eventueel een aanvullende beurs, een studentenreisproduct en een lening. Die gaat voor het levenlanglerenkrediet. Vraag het aan via Mijn DUO (bron: duo.nl/particulier/studiefinanciering/).',
    studentFinanceHboContent:
      'Ben je jonger dan 30 en heb je je recht op studiefinanciering nog niet gebruikt (bijvoorbeeld omdat je nog geen hbo- of wo-diploma hebt), dan krijg je voor een voltijdse of duale hbo- of wo-opleiding gewone studiefinanciering van DUO (Wet studiefinanciering 2000): een basisbeurs, eventueel een aanvullende beurs, een studentenreisproduct en een lening voor je collegegeld. Voor deeltijd niet; dan is het levenlanglerenkrediet er (bron: duo.nl/particulier/studiefinanciering/).',
    selfEmployed: 'Zelfstandige: een opleiding voor je bedrijf is een bedrijfskost',
    selfEmployedContent:
      'Volg je als zelfstandige een opleiding voor je onderneming, dan zijn de kosten zakelijke kosten: je trekt ze af van je winst (artikel 3.8 Wet inkomstenbelasting 2001; bron: belastingdienst.nl). De aftrek van studiekosten voor particulieren is op 1 januari 2022 afgeschaft en het STAP-budget stopte op 1 januari 2024. SLIM is er niet voor een eenmanszaak: activiteiten alleen voor de eigenaar tellen niet mee. Gratis advies krijg je bij het Leerwerkloket.',
    uwvServices: 'UWV helpt je ook zelf: je werkcoach en werk.nl',
    uwvServicesContent:
      'Met een WW-uitkering heb je een werkcoach van UWV. Op werk.nl vind je gratis webinars en online trainingen over solliciteren en je loopbaan, en de vacaturebank. Bespreek met je werkcoach welke scholing je kans op werk vergroot. Wil je een opleiding volgen, vraag dan vóór de start toestemming aan UWV, ook als iemand anders de opleiding betaalt: zonder toestemming kan je WW in gevaar komen (bron: uwv.nl, scholing met een WW-uitkering).',
    employerPays: 'Je werkgever kan je opleiding betalen',
    employerPaysContent:
      'Scholing die nodig is voor je functie moet je werkgever je kosteloos aanbieden, en je volgt die zo veel mogelijk onder werktijd (artikel 7:611a BW, sinds 1 augustus 2022). Voor andere opleidingen mag je werkgever de kosten onbelast vergoeden of betalen: scholing valt onder een gerichte vrijstelling van de werkkostenregeling (bron: belastingdienst.nl, werkkostenregeling). Vraag je werkgever of HR wat er kan; vaak staat het ook in je cao.',
    slimEmployer: 'SLIM: je werkgever kan advies betalen, geen cursusgeld',
    slimEmployerContent:
      'Je werkgever (mkb) kan SLIM-subsidie aanvragen voor loopbaan- of ontwikkeladvies, een scan van de opleidingsbehoefte of een leercultuur in het bedrijf. SLIM betaalt geen cursusgeld, en het geld gaat naar je werkgever, niet naar jou. Zoek je loopbaan- of ontwikkeladvies, doe de check dan opnieuw met dat opleidingstype.',
    llkPartTimeMbo: 'Levenlanglerenkrediet: alleen voor voltijd-mbo',
    llkPartTimeMboContent:
      'In het mbo is het levenlanglerenkrediet van DUO alleen voor een voltijdse bol-opleiding, niet voor deeltijd (bron: duo.nl/particulier/levenlanglerenkrediet/).',
    aoGemeenten: 'Cao Gemeenten: je werkgever betaalt scholing voor je werk',
    aoGemeentenContent:
      'Scholing die nodig is voor je functie betaalt je werkgever (cao Gemeenten; artikel 7:611a BW). Je individueel keuzebudget (IKB) kun je aanvullend gebruiken voor scholing die je werkgever niet betaalt. A+O fonds Gemeenten ondersteunt gemeentelijke werkgevers met projecten en hulpmiddelen; het betaalt geen opleidingen van medewerkers (bron: aeno.nl, alleen de startpagina).',
  },
};

export type SubsidyTexts = typeof subsidyTextsNl;

export const subsidyTextsEn: SubsidyTexts = {
  slim: {
    sme: 'You are employed by an employer with fewer than 250 staff (an SME).',
    applies: `${EMPLOYER_APPLIES_EN} Your employer applies for SLIM to Uitvoering van Beleid SZW, the agency of the Ministry of Social Affairs; the subsidy (at most €24,999 per employer per application round) goes to your employer, not to you.`,
    careerAdvice: 'SLIM pays for career and development advice: exactly what you are looking for.',
    noCourseFees:
      'Please note: SLIM does not pay course fees, but it does pay for career and development advice, a training-needs assessment and a learning culture in the company.',
  },
  ontwikkelpaden: {
    sector:
      'You work in a sector with recognised development pathways (care and welfare, childcare, green sectors, or technology, construction and energy).',
    level:
      'You are looking for practice-based learning alongside your work (bbl, third learning route or a short course), not full-time study; only courses from the official course package of a development pathway count.',
    applies: `${EMPLOYER_APPLIES_EN} The subsidy covers 90% (levels 1 to 3) or 40% (level 4) of the costs and is paid to your employer.`,
  },
  praktijk: {
    bbl: 'an mbo course on the work-based route (bbl)',
    thirdRoute: 'an mbo course on the third learning route (derde leerweg)',
    follows: (route: string) => `You are taking ${route} at a recognised training company.`,
    applies: `${EMPLOYER_APPLIES_EN} The recognised training company applies to RVO for the contribution.`,
  },
  llk: {
    mboBol: 'You want to take a full-time mbo course on the school-based route (bol).',
    hboWo: 'You want to take an accredited higher education (hbo or university) programme or module.',
    noStudentFinance: 'You are not (or no longer) entitled to regular student finance.',
    overAgeLimit: (limit: number) =>
      `You are ${limit} or older, so you are no longer entitled to regular student finance.`,
    age: (age: number) => `You are ${age} and within the age limit.`,
    ageAtStart: (age: number, start: string) =>
      `On ${start}, the start of the academic year, you were ${age}: younger than 57, so within the age limit.`,
    ageSource:
      'The age limit is: younger than 57 at the start of the academic year (source: duo.nl/particulier/levenlanglerenkrediet/).',
    noFinanceForModules: 'A separate module never comes with regular student finance.',
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
    // The fund's full name is Dutch; the English sentence gives the short name it is known by.
    branch: (branch: string, fund: string, _fullName: string) =>
      `Your company belongs to ${branch}. Under the cao Metaal en Techniek each branch has its own training fund; for ${branch} it is ${fund}.`,
  },
  branches: {
    metaalbewerking: 'the metalworking industry',
    installatie: 'the technical installation industry',
    carrosserie: 'the coachbuilding industry',
    isolatie: 'the insulation industry',
    goud_zilver: 'the gold and silver industry',
  },
  alternatives: {
    ended: (name: string) => `${name} (ended)`,
    endedSource: (site: string, date: string) => `(Source: ${site}, ${date}.)`,
    loket: 'Free advice from the Leerwerkloket',
    loketContent: (description: string, url: string) => `${description} See ${url}.`,
    caoFund: (fund: string) => `Training fund of your collective labour agreement: ${fund}`,
    caoFundContent: (cao: string) =>
      `Your collective labour agreement (${cao}) has a training fund. It is not in our catalogue yet; ask your employer or HR which schemes it offers.`,
    branchFund: (fund: string) => `Training fund of your branch: ${fund}`,
    branchFundContent: (branch: string, fund: string, _fullName: string) =>
      `Under the cao Metaal en Techniek, ${branch} has its own training fund: ${fund} (source: vakraad.nl, the overview of the Vakraad Metaal en Techniek). It is not in our catalogue yet; ask your employer or HR which schemes the fund offers today.`,
    metalBranchUnknown: 'Cao Metaal en Techniek: which training fund applies depends on your branch',
    metalBranchUnknownContent:
      'Under the cao Metaal en Techniek each branch has its own training fund. For the metalworking industry it is OOM, for the technical installation industry OTIB / Wij Techniek; the coachbuilding industry (OOC), the insulation industry (OOI) and the gold and silver industry (OOGZ) each have their own fund (source: vakraad.nl). Ask your employer or HR which branch your company belongs to: then you know which fund can pay for your course.',
    noBenefit: (municipality: string) =>
      `Looking for work without a benefit: help from the municipality of ${municipality} and the Leerwerkloket`,
    noBenefitContent: (municipality: string) =>
      `Even without a benefit, the work desk (werkplein or team Werk) of the municipality of ${municipality} can help you with work and training. Vacancies and help with applying are on werk.nl. If you are under 23 and have no basic qualification (havo, vwo or mbo level 2), the RMC (regional registration and coordination point) of your region helps you back to school or work. The Leerwerkloket in your region gives free advice on learning and working and on the schemes that pay for a course.`,
    partTime: 'Studying part-time? Then the Levenlanglerenkrediet is an option',
    partTimeContent:
      'Part-time students do not receive regular student finance; DUO’s Levenlanglerenkrediet is then a loan for your tuition fees. A dual programme does come with regular student finance (Student Finance Act 2000), like full-time study (source: duo.nl/particulier/levenlanglerenkrediet/).',
    llkAge: 'Levenlanglerenkrediet: mind your age at the next academic year',
    llkAgeContent: (next: string) =>
      `The limit is younger than 57 at the start of the academic year. On ${next} you will be 57: for a programme starting in the academic year after that, you no longer qualify. Check with DUO.`,
    noResidence:
      'Levenlanglerenkrediet and student finance: only with Dutch nationality or an equivalent residence status',
    noResidenceContent:
      'You said you do not have Dutch nationality or an equivalent residence status. Then DUO cannot give you the Levenlanglerenkrediet or regular student finance (source: duo.nl/particulier/levenlanglerenkrediet/). Ask DUO whether your residence permit counts as equivalent; the Leerwerkloket gives free advice on other options.',
    studentFinance: 'Regular student finance from DUO',
    studentFinanceMboContent:
      'For a full-time mbo bol programme you receive regular student finance from DUO (Student Finance Act 2000) from the age of 18 and while you are younger than 30: a basic grant, possibly a supplementary grant, a student travel product and a loan. It comes before the Levenlanglerenkrediet. Apply through Mijn DUO (source: duo.nl/particulier/studiefinanciering/).',
    studentFinanceHboContent:
      'If you are younger than 30 and have not used your right to student finance (for instance because you have no hbo or university degree yet), a full-time or dual hbo or university programme comes with regular student finance from DUO (Student Finance Act 2000): a basic grant, possibly a supplementary grant, a student travel product and a loan for your tuition fees. Not for part-time study; then there is the Levenlanglerenkrediet (source: duo.nl/particulier/studiefinanciering/).',
    selfEmployed: 'Self-employed: training for your business is a business cost',
    selfEmployedContent:
      'If you take training for your business as a self-employed person, the costs are business costs: you deduct them from your profit (section 3.8 of the Income Tax Act 2001; source: belastingdienst.nl). The deduction of study costs for private individuals ended on 1 January 2022 and the STAP budget ended on 1 January 2024. SLIM is not for a one-person business: activities for the owner alone do not count. The Leerwerkloket gives free advice.',
    uwvServices: 'UWV helps you itself: your work coach and werk.nl',
    uwvServicesContent:
      'With unemployment benefit (WW) you have a UWV work coach. On werk.nl you find free webinars and online training on applying for jobs and your career, and the vacancy bank. Discuss with your work coach which training improves your chance of work. If you want to take a course, ask UWV for permission before it starts, also when someone else pays for it: without permission your benefit may be at risk (source: uwv.nl, training with unemployment benefit).',
    employerPays: 'Your employer can pay for your training',
    employerPaysContent:
      'Training you need for your job must be offered by your employer free of charge, and as far as possible during working hours (article 7:611a of the Dutch Civil Code, since 1 August 2022). For other training your employer may reimburse or pay the costs tax-free: training falls under a targeted exemption of the work-related costs scheme (werkkostenregeling; source: belastingdienst.nl). Ask your employer or HR what is possible; your collective agreement often says so too.',
    slimEmployer: 'SLIM: your employer can pay for advice, not course fees',
    slimEmployerContent:
      'Your employer (an SME) can apply for the SLIM subsidy for career or development advice, an assessment of training needs or a learning culture in the company. SLIM does not pay course fees, and the money goes to your employer, not to you. If you are looking for career or development advice, do the check again with that type of training.',
    llkPartTimeMbo: 'Levenlanglerenkrediet: only for full-time mbo',
    llkPartTimeMboContent:
      'In mbo, DUO’s Levenlanglerenkrediet is only for a full-time bol programme, not for part-time study (source: duo.nl/particulier/levenlanglerenkrediet/).',
    aoGemeenten: 'Cao Gemeenten: your employer pays for training for your job',
    aoGemeentenContent:
      'Training you need for your job is paid by your employer (cao Gemeenten; article 7:611a of the Dutch Civil Code). You can use your individual choice budget (IKB) on top for training your employer does not pay for. A+O fonds Gemeenten supports municipal employers with projects and tools; it does not pay for staff training (source: aeno.nl, home page only).',
  },
};

export const subsidyTexts = (lang: SubsidyLanguage = 'nl'): SubsidyTexts =>
  lang === 'en' ? subsidyTextsEn : subsidyTextsNl;
