/**
 * The skills taxonomy seeded into the `skills` table (admin settings, spec §2.18).
 *
 * Source: compiled by hand for this platform by its development team (2026), written in Dutch
 * from general knowledge of the Dutch labour market and the course catalogue of the demo seed. It
 * is NOT an extract of ESCO, O*NET or any other published taxonomy, and it carries no AI-generated
 * definitions: each skill has a name, a category, a cluster and a few Dutch (or commonly used
 * English) synonyms.
 *
 * Format: per cluster, one string per skill: `Naam | synoniem, synoniem | bredere vaardigheid, …`.
 * The third part names the broader skills a skill is part of (decision 465): evidence for
 * "Veilig werken (VCA)" shows "Veiligheid", never the other way round, so "veiligheid" is not a
 * synonym of VCA.
 */
export interface SkillCluster {
  category: string;
  cluster: string;
  skills: string[];
}

export const SKILL_TAXONOMY: SkillCluster[] = [
  {
    category: 'Digitale vaardigheden',
    cluster: 'Softwareontwikkeling',
    skills: [
      'Programmeren in Python | Python, Python-ontwikkeling',
      'Programmeren in JavaScript | JavaScript, JS',
      'TypeScript | TS',
      'Programmeren in Java | Java',
      'Programmeren in C# | C#, .NET-ontwikkeling',
      'Webontwikkeling | websites bouwen, webdevelopment',
      'Front-endontwikkeling | frontend, UI-ontwikkeling',
      'Back-endontwikkeling | backend, serverontwikkeling',
      'Versiebeheer met Git | Git, versiebeheer',
      'Softwaretesten | testen, QA, kwaliteitsborging software',
      'API-ontwerp | REST, koppelingen ontwerpen',
      'Mobiele app-ontwikkeling | apps bouwen, iOS, Android',
    ],
  },
  {
    category: 'Digitale vaardigheden',
    cluster: 'Infrastructuur en cloud',
    skills: [
      'Cloudcomputing | cloud, AWS, Azure',
      'Netwerkbeheer | netwerken, netwerkinfrastructuur',
      'Systeembeheer | sysadmin, serverbeheer',
      'Linux-beheer | Linux',
      'Containertechnologie | Docker, containers',
      'Kubernetes | K8s, containerorkestratie',
      'DevOps | CI/CD, continuous delivery',
      'Databasebeheer | DBA, databases beheren',
    ],
  },
  {
    category: 'Digitale vaardigheden',
    cluster: 'Informatiebeveiliging',
    skills: [
      'Cybersecurity | informatiebeveiliging, IT-security',
      'Ethisch hacken | pentesten, penetratietesten',
      'Risicoanalyse informatiebeveiliging | security risk assessment',
      'Privacywetgeving (AVG) | AVG, GDPR',
      'Identiteits- en toegangsbeheer | IAM, autorisatiebeheer',
      'Incidentrespons | security incident response',
      'Security awareness | bewustwording informatiebeveiliging',
    ],
  },
  {
    category: 'Digitale vaardigheden',
    cluster: 'Kantoorsoftware',
    skills: [
      'Werken met Excel | Excel, spreadsheets',
      'Tekstverwerking | Word, documenten opmaken',
      'Presentatiesoftware | PowerPoint, presentaties maken',
      'Online samenwerken | Teams, SharePoint, digitale samenwerking',
      'Digitale basisvaardigheden | computervaardigheden',
      'E-mailbeheer | mailbeheer, Outlook',
    ],
  },
  {
    category: 'Data & Analyse',
    cluster: 'Data-analyse',
    skills: [
      'Data-analyse | data analyseren, analytics',
      'SQL | databasequery’s, Structured Query Language',
      'Datavisualisatie | dashboards maken, visualiseren',
      'Power BI | Microsoft Power BI',
      'Tableau',
      'Statistiek | statistische analyse',
      'Datakwaliteit | datacleaning, data opschonen',
      'Rapporteren | rapportages maken, reporting',
    ],
  },
  {
    category: 'Data & Analyse',
    cluster: 'Data science en AI',
    skills: [
      'Machine learning | ML, zelflerende systemen',
      'Kunstmatige intelligentie | AI, artificiële intelligentie',
      'Data science | datawetenschap',
      'Programmeren in R | R',
      'Voorspellende modellen | predictive analytics, forecasting',
      'Natuurlijke taalverwerking | NLP, taaltechnologie',
      'Prompt engineering | werken met generatieve AI',
      'Data-engineering | datapijplijnen, ETL',
    ],
  },
  {
    category: 'Data & Analyse',
    cluster: 'Databeheer',
    skills: [
      'Datamanagement | gegevensbeheer',
      'Datagovernance | databeleid',
      'Datamodellering | gegevensmodellen',
      'Datawarehousing | datawarehouse',
      'Metadatabeheer | metadata',
    ],
  },
  {
    category: 'Zorg & Welzijn',
    cluster: 'Verpleging en verzorging',
    skills: [
      'Basiszorg | persoonlijke verzorging, ADL-ondersteuning',
      'Medicatie toedienen | medicijnen verstrekken',
      'Wondzorg | wondverzorging',
      'Vitale functies meten | bloeddruk meten, observeren',
      'Zorgplan opstellen | zorgleefplan, zorgplanning',
      'Palliatieve zorg | zorg in de laatste levensfase',
      'Dementiezorg | omgaan met dementie',
      'Infectiepreventie | hygiëne in de zorg',
      'Reanimatie | BLS, AED',
    ],
  },
  {
    category: 'Zorg & Welzijn',
    cluster: 'Welzijn en begeleiding',
    skills: [
      'Cliëntgericht werken | cliëntcontact',
      'Begeleiden van mensen met een beperking | gehandicaptenzorg',
      'Jeugdhulp | jeugdzorg',
      'Signaleren van huiselijk geweld | meldcode',
      'Motiverende gespreksvoering | MGV',
      'Activiteitenbegeleiding | dagbesteding',
      'Mantelzorgondersteuning | mantelzorg',
      'Psycho-educatie',
    ],
  },
  {
    category: 'Zorg & Welzijn',
    cluster: 'Zorgadministratie',
    skills: [
      'Medisch rapporteren | zorgdossier bijhouden',
      'Elektronisch patiëntendossier | EPD',
      'Zorgverzekeringsrecht | Zvw, Wlz',
      'Medische terminologie | medisch jargon',
      'Triage | urgentie bepalen',
    ],
  },
  {
    category: 'Techniek & Productie',
    cluster: 'Elektrotechniek',
    skills: [
      'Elektrische installaties | elektrotechnische installaties',
      'Installeren van zonnepanelen | PV-installaties',
      'Laadpalen installeren | laadinfrastructuur',
      'NEN 1010 | laagspanningsinstallaties',
      'Storingsanalyse | storingen verhelpen',
      'PLC-programmeren | PLC, besturingstechniek',
      'Meet- en regeltechniek | instrumentatie',
    ],
  },
  {
    category: 'Techniek & Productie',
    cluster: 'Werktuigbouw en onderhoud',
    skills: [
      'Preventief onderhoud | gepland onderhoud',
      'Lassen | MIG/MAG-lassen, TIG-lassen',
      'Technisch tekenen | tekening lezen',
      'CAD-tekenen | AutoCAD, SolidWorks',
      'Hydrauliek en pneumatiek',
      'CNC-verspanen | CNC-frezen, draaien',
      'Warmtepompen installeren | warmtepomptechniek',
      'Koudetechniek | koeltechniek, F-gassen',
    ],
  },
  {
    category: 'Techniek & Productie',
    cluster: 'Productie en kwaliteit',
    skills: [
      'Lean werken | lean manufacturing',
      'Six Sigma | procesverbetering',
      'Kwaliteitscontrole | inspectie',
      'Procesoperator | procesbediening',
      'Veilig werken (VCA) | VCA | Veiligheid',
      'Veiligheid | arbeidsveiligheid, veiligheidsbewustzijn',
      'ISO 9001 | kwaliteitsmanagementsysteem',
      'Productieplanning | werkvoorbereiding',
    ],
  },
  {
    category: 'Techniek & Productie',
    cluster: 'Bouw en installatie',
    skills: [
      'Timmeren | timmerwerk',
      'Metselen | metselwerk',
      'Loodgieterswerk | sanitair installeren',
      'Bouwkundig tekenen | bouwtekeningen',
      'BIM-modelleren | BIM, Revit',
      'Duurzaam renoveren | energiebesparende maatregelen',
      'Calculeren in de bouw | bouwkostenberekening',
    ],
  },
  {
    category: 'Communicatie',
    cluster: 'Schriftelijke communicatie',
    skills: [
      'Zakelijk schrijven | zakelijke teksten',
      'Copywriting | wervende teksten',
      'Rapporten schrijven | verslaglegging',
      'Redigeren | eindredactie',
      'Schrijven in begrijpelijke taal | B1-niveau schrijven',
      'Content creëren | contentcreatie',
    ],
  },
  {
    category: 'Communicatie',
    cluster: 'Mondelinge communicatie',
    skills: [
      'Presenteren | presentatievaardigheden',
      'Gespreksvaardigheden | gesprekstechnieken',
      'Actief luisteren | luistervaardigheid',
      'Onderhandelen | onderhandelingsvaardigheden',
      'Feedback geven | feedback ontvangen',
      'Klantgesprekken voeren | klantcontact',
      'Omgaan met conflicten | conflicthantering',
      'Slecht-nieuwsgesprekken | moeilijke gesprekken',
    ],
  },
  {
    category: 'Communicatie',
    cluster: 'Talen',
    skills: [
      'Nederlands als tweede taal | NT2',
      'Zakelijk Engels | Business English',
      'Duits | Duitse taal',
      'Frans | Franse taal',
      'Spaans | Spaanse taal',
      'Nederlandse Gebarentaal | NGT',
    ],
  },
  {
    category: 'Management & Leiderschap',
    cluster: 'Leidinggeven',
    skills: [
      'Leidinggeven | people management',
      'Coachen van medewerkers | coachend leiderschap',
      'Teamontwikkeling | teambuilding',
      'Verandermanagement | change management',
      'Situationeel leiderschap',
      'Delegeren | taken overdragen',
      'Beoordelingsgesprekken voeren | functioneringsgesprekken',
      'Strategisch denken | strategie',
    ],
  },
  {
    category: 'Management & Leiderschap',
    cluster: 'Project- en procesmanagement',
    skills: [
      'Projectmanagement | projectleiding',
      'PRINCE2',
      'Scrum | agile werken',
      'Kanban',
      'Procesmanagement | bedrijfsprocessen verbeteren',
      'Risicomanagement | risicobeheer',
      'Stakeholdermanagement | belanghebbenden managen',
      'Planning en organisatie | plannen',
    ],
  },
  {
    category: 'Management & Leiderschap',
    cluster: 'HR en organisatie',
    skills: [
      'Werving en selectie | recruitment',
      'Arbeidsrecht | arbeidswetgeving',
      'Strategisch HRM | personeelsbeleid',
      'Verzuimbegeleiding | verzuimmanagement',
      'Strategische personeelsplanning | SPP',
      'Loopbaanbegeleiding | loopbaanadvies',
      'Onboarding | inwerken van medewerkers',
    ],
  },
  {
    category: 'Financiën & Administratie',
    cluster: 'Boekhouding',
    skills: [
      'Boekhouden | financiële administratie',
      'Jaarrekening opstellen | jaarverslag',
      'Btw-aangifte | omzetbelasting',
      'Debiteurenbeheer | credit management',
      'Crediteurenbeheer | inkoopfacturen verwerken',
      'Salarisadministratie | loonadministratie',
      'Boekhoudsoftware | Exact, AFAS, Twinfield',
    ],
  },
  {
    category: 'Financiën & Administratie',
    cluster: 'Financieel management',
    skills: [
      'Budgetteren | begroten',
      'Financiële analyse | cijferanalyse',
      'Controlling | business control',
      'Kostprijsberekening | kostprijs bepalen',
      'Treasury | liquiditeitsbeheer',
      'Fiscaal advies | belastingadvies',
      'Financiële verslaggeving | IFRS, Dutch GAAP',
    ],
  },
  {
    category: 'Financiën & Administratie',
    cluster: 'Secretariaat en office',
    skills: [
      'Agendabeheer | agenda plannen',
      'Notuleren | verslagen maken',
      'Archiveren | documentbeheer',
      'Receptiewerk | front office',
      'Klantenadministratie | CRM bijhouden',
    ],
  },
  {
    category: 'Marketing & Sales',
    cluster: 'Online marketing',
    skills: [
      'Online marketing | digitale marketing',
      'Zoekmachineoptimalisatie | SEO',
      'Zoekmachineadverteren | SEA, Google Ads',
      'Socialemediamarketing | social media',
      'E-mailmarketing | nieuwsbrieven',
      'Marketingautomatisering | marketing automation',
      'Webanalyse | Google Analytics',
      'Contentmarketing | contentstrategie',
    ],
  },
  {
    category: 'Marketing & Sales',
    cluster: 'Verkoop',
    skills: [
      'Verkoopvaardigheden | sales',
      'Accountmanagement | relatiebeheer',
      'Acquisitie | koude acquisitie, leadgeneratie',
      'Offertes maken | offertetraject',
      'CRM-systemen | Salesforce, HubSpot',
      'Klantgerichtheid | klantbeleving',
      'Winkelverkoop | retail',
    ],
  },
  {
    category: 'Marketing & Sales',
    cluster: 'Marketingstrategie',
    skills: [
      'Marktonderzoek | marktanalyse',
      'Merkstrategie | branding',
      'Marketingplan schrijven | marketingplanning',
      'Productmanagement | productontwikkeling',
      'Prijsstrategie | pricing',
      'Customer journey | klantreis',
    ],
  },
  {
    category: 'Creatief & Design',
    cluster: 'Grafisch en digitaal ontwerp',
    skills: [
      'Grafisch ontwerpen | grafische vormgeving',
      'UX-design | gebruikerservaring',
      'UI-design | interfaceontwerp',
      'Adobe Photoshop | Photoshop, beeldbewerking',
      'Adobe Illustrator | Illustrator, vectortekenen',
      'Figma',
      'Typografie | letterontwerp',
      'Toegankelijk ontwerpen | digitale toegankelijkheid, WCAG',
    ],
  },
  {
    category: 'Creatief & Design',
    cluster: 'Beeld en media',
    skills: [
      'Fotografie | fotograferen',
      'Videomontage | video editen',
      'Animatie | motion graphics',
      '3D-modelleren | Blender',
      'Audioproductie | geluidsbewerking',
      'Storytelling | verhalen vertellen',
    ],
  },
  {
    category: 'Onderwijs & Training',
    cluster: 'Didactiek',
    skills: [
      'Lesgeven | doceren',
      'Didactische vaardigheden | didactiek',
      'Lesontwerp | curriculumontwikkeling',
      'Toetsen en beoordelen | toetsontwikkeling',
      'Klassenmanagement | orde houden',
      'Omgaan met verschillen | differentiëren',
      'Blended learning | e-learning ontwerpen',
    ],
  },
  {
    category: 'Onderwijs & Training',
    cluster: 'Training en coaching',
    skills: [
      'Trainingen geven | trainen',
      'Coachen | coaching',
      'Workshop begeleiden | facilitering',
      'Praktijkbegeleiding | werkplekbegeleiding, praktijkopleiden',
      'Mentorschap | mentoring',
    ],
  },
  {
    category: 'Logistiek & Transport',
    cluster: 'Logistiek',
    skills: [
      'Logistiek | logistieke processen',
      'Voorraadbeheer | inventory management | Logistiek',
      'Magazijnbeheer | warehousing | Logistiek',
      'Orderpicking | orders verzamelen | Logistiek',
      'Heftruck rijden | heftruck, heftruckcertificaat',
      'Supply chain management | ketenbeheer',
      'Inkoop | procurement',
      'Douane en exportdocumenten | douaneformaliteiten',
      'Warehouse-managementsystemen | WMS',
    ],
  },
  {
    category: 'Logistiek & Transport',
    cluster: 'Transport en planning',
    skills: [
      'Transportplanning | ritplanning',
      'Rijbewijs C | vrachtwagenchauffeur',
      'Code 95 | vakbekwaamheid chauffeurs',
      'ADR (gevaarlijke stoffen) | vervoer gevaarlijke stoffen',
      'Fleetmanagement | wagenparkbeheer',
    ],
  },
  {
    category: 'Persoonlijke vaardigheden',
    cluster: 'Werkhouding',
    skills: [
      'Samenwerken | teamwork',
      'Zelfstandig werken | zelfsturing',
      'Flexibiliteit | aanpassingsvermogen',
      'Stressbestendigheid | veerkracht',
      'Verantwoordelijkheid nemen | eigenaarschap',
      'Nauwkeurigheid | zorgvuldigheid',
      'Timemanagement | tijdmanagement',
      'Klantvriendelijkheid | gastvrijheid',
    ],
  },
  {
    category: 'Persoonlijke vaardigheden',
    cluster: 'Denken en leren',
    skills: [
      'Probleemoplossend vermogen | problemen oplossen',
      'Analytisch denken | analytisch vermogen',
      'Kritisch denken | kritisch redeneren',
      'Creativiteit | creatief denken',
      'Leervermogen | leergierigheid',
      'Reflecteren | zelfreflectie',
      'Besluitvaardigheid | beslissingen nemen',
      'Ondernemerschap | ondernemend handelen',
    ],
  },
  {
    category: 'Persoonlijke vaardigheden',
    cluster: 'Duurzaamheid en maatschappij',
    skills: [
      'Duurzaam ondernemen | maatschappelijk verantwoord ondernemen, MVO',
      'Circulaire economie | circulair werken',
      'Energietransitie | energiebesparing',
      'Interculturele communicatie | cultuursensitiviteit',
      'Integriteit | ethisch handelen',
    ],
  },
];

export interface SeedSkill {
  name: string;
  category: string;
  cluster: string;
  synonyms: string[];
  /** Names of broader skills in this list. */
  broader: string[];
}

const names = (part: string) =>
  part
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The taxonomy as flat rows. */
export const SEED_SKILLS: SeedSkill[] = SKILL_TAXONOMY.flatMap(({ category, cluster, skills }) =>
  skills.map((line) => {
    const [name, syn = '', broader = ''] = line.split('|');
    return { name: name.trim(), category, cluster, synonyms: names(syn), broader: names(broader) };
  }),
);
