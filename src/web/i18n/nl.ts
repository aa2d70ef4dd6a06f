import type { FeatureTexts, Widen } from './types.ts';

/** The shell's texts (header, menus, sign-in, landing); the features' come from their own files. */
const shellNl = {
  brand: 'SkillsPlatform',
  nav: {
    home: 'Home',
    scan: 'Scan',
    passport: 'Paspoort',
    progress: 'Voortgang',
    courses: 'Studieaanbod',
    community: 'Community',
    subsidies: 'Subsidies',
    institute: 'Instituut Portal',
    settings: 'Instellingen',
    vacancies: 'Vacatures',
    employees: 'Werknemers',
    admin: 'Beheer',
    profile: 'Mijn profiel',
    login: 'Inloggen',
    logout: 'Uitloggen',
    dashboard: 'Dashboard',
    menu: 'Menu',
    mainNav: 'Hoofdnavigatie',
    language: 'Taal',
    languageCurrent: (name: string) => `Taal: ${name}`,
    languageNames: { nl: 'Nederlands', en: 'English' },
    skipToContent: 'Naar de inhoud',
    close: 'Sluiten',
    userMenu: 'Gebruikersmenu',
  },
  common: {
    loading: 'Laden...',
    sessionLoading: 'Sessie laden...',
    close: 'Sluiten',
    unknownInstitute: 'Onbekend instituut',
    loadMore: 'Meer laden',
    loadError: {
      title: 'Laden mislukt',
      text: 'Dit onderdeel kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
      retry: 'Opnieuw proberen',
    },
    /** The sonner list of toasts (a landmark): its name. */
    toasts: 'Berichten',
    closeToast: 'Bericht sluiten',
    /** An error without a sentence of the server's (a proxy's page, a lost connection): what to do. */
    errors: {
      server: 'Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.',
      request: 'Dit lukte niet. Controleer wat je hebt ingevuld en probeer het opnieuw.',
      network: 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    },
  },
  tour: {
    step: (n: number, total: number) => `Stap ${n} van ${total}`,
    close: 'Rondleiding sluiten',
    skip: 'Overslaan',
    previous: 'Vorige',
    next: 'Volgende',
    finish: 'Voltooien',
  },
  footer: {
    text: '© 2026 SkillsPlatform · Leren, werken en groeien in Nederland',
    label: 'Voettekst',
    accessibility: 'Toegankelijkheid',
    accessibilityPath: '/toegankelijkheid',
  },
  toasts: {
    loginFailed: 'Inloggen mislukt',
    registrationFailed: 'Registreren mislukt',
    logoutFailed: 'Uitloggen mislukt',
    unauthorized: 'Niet ingelogd',
    loginRequired: 'Login vereist',
    sessionExpired: 'Sessie verlopen',
    sessionExpiredText: 'Log opnieuw in; daarna ga je terug naar deze pagina.',
  },
  auth: {
    title: 'Welkom',
    subtitle: 'Log in of maak een account aan om verder te gaan.',
    loginTab: 'Inloggen',
    registerTab: 'Registreren',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    userType: 'Ik ben een...',
    instituteName: 'Naam van je instituut',
    // One policy for every new password: the hint says the rule the server enforces.
    passwordHint:
      'Minimaal 10 tekens met een hoofdletter, kleine letter, cijfer en speciaal teken; geen veelgebruikt wachtwoord en niet je e-mailadres',
    loginSubmit: 'Inloggen',
    registerSubmit: 'Account aanmaken',
    pending: 'Bezig...',
    forgot: 'Wachtwoord vergeten?',
    backToLogin: 'Terug naar inloggen',
    resetTitle: 'Wachtwoord herstellen',
    resetSubmit: 'Herstellink versturen',
    resetIntro:
      'Vul het e-mailadres van je account in. Je ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen.',
    newPasswordTitle: 'Nieuw wachtwoord instellen',
    newPasswordIntro: 'Kies een nieuw wachtwoord voor je account. Daarna word je overal uitgelogd.',
    newPassword: 'Nieuw wachtwoord',
    newPasswordRepeat: 'Herhaal nieuw wachtwoord',
    newPasswordHint:
      'Minimaal 10 tekens met een hoofdletter, kleine letter, cijfer en speciaal teken; geen veelgebruikt wachtwoord en niet je e-mailadres',
    newPasswordMismatch: 'Wachtwoorden komen niet overeen',
    newPasswordSubmit: 'Wachtwoord opslaan',
    newPasswordMissingToken: 'Deze link is onvolledig. Vraag een nieuwe herstellink aan.',
    requestNewLink: 'Nieuwe herstellink aanvragen',
    goToLogin: 'Naar inloggen',
    emailRequired: 'E-mailadres is verplicht',
    emailInvalid: 'Voer een geldig e-mailadres in',
    passwordRequired: 'Wachtwoord is verplicht',
    invalidCredentials:
      'Dit e-mailadres en wachtwoord horen niet bij elkaar. Controleer ze, of kies "Wachtwoord vergeten?" om een nieuw wachtwoord in te stellen.',
    firstNameRequired: 'Voornaam is verplicht',
    lastNameRequired: 'Achternaam is verplicht',
  },
  userTypes: { talent: 'Talent', company: 'Bedrijf', institute: 'Opleider' },
  landing: {
    tagline: 'Wij verbinden talent, bedrijven en opleiders, zodat jij de regie neemt over je toekomst.',
    heroTitle: 'Neem de regie over je toekomst',
    ctaStart: 'Start gratis',
    ctaCourses: 'Bekijk studieaanbod',
    valuesTitle: 'Waarom dit platform?',
    values: [
      {
        title: 'Begeleiding',
        text: 'Persoonlijke begeleiding met een scan, een skills paspoort en een Coach die met je meedenkt.',
      },
      {
        title: 'Voorsprong',
        text: 'Ontdek welke vaardigheden de arbeidsmarkt vraagt en bouw ze op vóór je ze nodig hebt.',
      },
      {
        title: 'Relevantie',
        text: 'Cursussen en vacatures die passen bij jouw persoonlijkheid, interesses en ambities.',
      },
      {
        title: 'Platform',
        text: 'Eén plek voor talent, bedrijven en opleiders: leren, werken en groeien komen samen.',
      },
    ],
    choiceTitle: 'Ik ben een...',
    choices: {
      talent: {
        label: 'Talent',
        text: 'Ik wil mezelf ontwikkelen',
        welcome:
          'Welkom, talent! Ontdek met de scan wie je bent, houd je vaardigheden bij in je skills paspoort en vind cursussen en subsidies die bij je passen.',
      },
      company: {
        label: 'Bedrijf',
        text: 'Ik zoek en ontwikkel personeel',
        welcome:
          'Welkom, bedrijf! Volg je vacatures en sollicitanten, vind talent dat past en laat je medewerkers groeien.',
      },
      institute: {
        label: 'Opleider',
        text: 'Ik bied opleidingen aan',
        welcome:
          'Welkom, opleider! Publiceer je cursussen, bereik gemotiveerde studenten en volg hun voortgang en je resultaten.',
      },
    },
    register: 'Registreren',
    other: 'Andere keuze',
  },
  dashboard: {
    noAccessTitle: 'Geen toegang',
    noAccessText: 'Je moet ingelogd zijn om het dashboard te bekijken',
    unknownRoleTitle: 'Onbekende gebruikersrol',
    unknownRoleText: (role: string) =>
      `Je gebruikersrol (${role}) heeft geen gedefinieerd dashboard. Neem contact op met de beheerder.`,
    loginButton: 'Inloggen',
  },
  notFound: { title: '404 Page Not Found', text: 'Deze pagina bestaat niet.', home: 'Naar de homepage' },
} as const;

/**
 * Every feature's texts, found by the folder layout: each `<feature>.ts` beside this file exports
 * `nl` and `en`, its section of each catalogue ({ key: texts }). Only the `nl` exports are taken
 * here, so the bundler leaves the English texts out of this chunk (and en.ts takes only `en`).
 */
const features = import.meta.glob<Partial<FeatureTexts>>(
  ['./*.ts', '!./nl.ts', '!./en.ts', '!./index.ts', '!./types.ts', '!./*.test.ts'],
  { eager: true, import: 'nl' },
);

/** Dutch is the source catalogue; its texts are the spec's exact words. */
export const nl = Object.assign({}, shellNl, ...Object.values(features)) as typeof shellNl & FeatureTexts;

/** Every catalogue has this shape: the Dutch keys, any text. */
export type Messages = Widen<typeof nl>;
