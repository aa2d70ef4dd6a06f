import type { Widen } from './types.ts';

/** The product's name, in every language. */
export const BRAND = 'SkillsPlatform';

export const shellNavNl = {
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
} as const;

export const shellCommonNl = {
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
} as const;

export const shellFooterNl = {
  text: '© 2026 SkillsPlatform · Leren, werken en groeien in Nederland',
  label: 'Voettekst',
  accessibility: 'Toegankelijkheid',
  accessibilityPath: '/toegankelijkheid',
} as const;

export const shellLandingNl = {
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
} as const;

/** The shell's texts (header, menus, sign-in, landing); the features' come from their own files. */
export const shellNl = {
  brand: BRAND,
  nav: shellNavNl,
  common: shellCommonNl,
  tour: {
    step: (n: number, total: number) => `Stap ${n} van ${total}`,
    close: 'Rondleiding sluiten',
    skip: 'Overslaan',
    previous: 'Vorige',
    next: 'Volgende',
    finish: 'Voltooien',
  },
  footer: shellFooterNl,
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
  landing: shellLandingNl,
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

export const shellNavEn: Widen<(typeof shellNl)['nav']> = {
  home: 'Home',
  scan: 'Scan',
  passport: 'Passport',
  progress: 'Progress',
  courses: 'Courses',
  community: 'Community',
  subsidies: 'Subsidies',
  institute: 'Institute Portal',
  settings: 'Settings',
  vacancies: 'Vacancies',
  employees: 'Employees',
  admin: 'Administration',
  profile: 'My profile',
  login: 'Log in',
  logout: 'Log out',
  dashboard: 'Dashboard',
  menu: 'Menu',
  mainNav: 'Main navigation',
  language: 'Language',
  languageCurrent: (name: string) => `Language: ${name}`,
  languageNames: { nl: 'Nederlands', en: 'English' },
  skipToContent: 'Skip to content',
  close: 'Close',
  userMenu: 'User menu',
};

export const shellCommonEn: Widen<(typeof shellNl)['common']> = {
  loading: 'Loading...',
  sessionLoading: 'Loading session...',
  close: 'Close',
  unknownInstitute: 'Unknown institute',
  loadMore: 'Load more',
  loadError: {
    title: 'Could not load',
    text: 'This section could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  toasts: 'Messages',
  closeToast: 'Close message',
  errors: {
    server: 'Something went wrong on our side. Try again in a few minutes.',
    request: 'That did not work. Check what you entered and try again.',
    network: 'No connection to the server. Check your internet connection and try again.',
  },
};

export const shellFooterEn: Widen<(typeof shellNl)['footer']> = {
  text: '© 2026 SkillsPlatform · Learning, working and growing in the Netherlands',
  label: 'Footer',
  accessibility: 'Accessibility',
  accessibilityPath: '/accessibility',
};

export const shellLandingEn: Widen<(typeof shellNl)['landing']> = {
  tagline: 'We connect talent, companies and training providers, so you take charge of your future.',
  heroTitle: 'Take charge of your future',
  ctaStart: 'Start for free',
  ctaCourses: 'Browse courses',
  valuesTitle: 'Why this platform?',
  values: [
    {
      title: 'Guidance',
      text: 'Personal guidance with a scan, a skills passport and a Coach who thinks along with you.',
    },
    {
      title: 'A head start',
      text: 'Discover which skills the labour market asks for and build them before you need them.',
    },
    {
      title: 'Relevance',
      text: 'Courses and vacancies that fit your personality, interests and ambitions.',
    },
    {
      title: 'Platform',
      text: 'One place for talent, companies and training providers: learning, working and growing come together.',
    },
  ],
  choiceTitle: 'I am a...',
  choices: {
    talent: {
      label: 'Talent',
      text: 'I want to develop myself',
      welcome:
        'Welcome, talent! Discover who you are with the scan, track your skills in your skills passport and find courses and subsidies that suit you.',
    },
    company: {
      label: 'Company',
      text: 'I recruit and develop staff',
      welcome:
        'Welcome, company! Follow your vacancies and applicants, find talent that fits and help your employees grow.',
    },
    institute: {
      label: 'Training provider',
      text: 'I offer training',
      welcome:
        'Welcome, training provider! Publish your courses, reach motivated students and follow their progress and your results.',
    },
  },
  register: 'Register',
  other: 'Another choice',
};

/** The shell's English texts; the features' come from their own files (as in nl.ts). */
export const shellEn: Widen<typeof shellNl> = {
  brand: BRAND,
  nav: shellNavEn,
  common: shellCommonEn,
  tour: {
    step: (n: number, total: number) => `Step ${n} of ${total}`,
    close: 'Close tour',
    skip: 'Skip',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
  },
  footer: shellFooterEn,
  toasts: {
    loginFailed: 'Login failed',
    registrationFailed: 'Registration failed',
    logoutFailed: 'Logout failed',
    unauthorized: 'Not signed in',
    loginRequired: 'Login required',
    sessionExpired: 'Session expired',
    sessionExpiredText: 'Sign in again; you will then return to this page.',
  },
  auth: {
    title: 'Welcome',
    subtitle: 'Log in or create an account to continue.',
    loginTab: 'Log in',
    registerTab: 'Register',
    email: 'Email address',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    userType: 'I am a...',
    instituteName: 'Name of your institute',
    // One policy for every new password: the hint says the rule the server enforces.
    passwordHint:
      'At least 10 characters with a capital, a lower-case letter, a digit and a special character; not a common password and not your email address',
    loginSubmit: 'Log in',
    registerSubmit: 'Create account',
    pending: 'Working...',
    forgot: 'Forgot your password?',
    backToLogin: 'Back to log in',
    resetTitle: 'Reset password',
    resetSubmit: 'Send reset link',
    resetIntro:
      "Enter your account's email address. You will receive an email with a link to set a new password.",
    newPasswordTitle: 'Set a new password',
    newPasswordIntro: 'Choose a new password for your account. You will then be signed out everywhere.',
    newPassword: 'New password',
    newPasswordRepeat: 'Repeat new password',
    newPasswordHint:
      'At least 10 characters with a capital, a lower-case letter, a digit and a special character; not a common password and not your email address',
    newPasswordMismatch: 'Passwords do not match',
    newPasswordSubmit: 'Save password',
    newPasswordMissingToken: 'This link is incomplete. Please request a new reset link.',
    requestNewLink: 'Request a new reset link',
    goToLogin: 'Go to log in',
    emailRequired: 'Email address is required',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    invalidCredentials:
      'This email address and password do not match. Check them, or choose "Forgot your password?" to set a new password.',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
  },
  userTypes: { talent: 'Talent', company: 'Company', institute: 'Training provider' },
  landing: shellLandingEn,
  dashboard: {
    noAccessTitle: 'No access',
    noAccessText: 'You must be logged in to view the dashboard',
    unknownRoleTitle: 'Unknown user role',
    unknownRoleText: (role: string) =>
      `Your user role (${role}) has no defined dashboard. Please contact the administrator.`,
    loginButton: 'Log in',
  },
  notFound: { title: '404 Page Not Found', text: 'This page does not exist.', home: 'Go to the homepage' },
};
