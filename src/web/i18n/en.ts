import type { Messages } from './nl.ts';
import type { FeatureTexts, Widen } from './types.ts';

/** The shell's English texts; the features' come from their own files (as in nl.ts). */
const shellEn: Omit<Messages, keyof FeatureTexts> = {
  brand: 'SkillsPlatform',
  nav: {
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
  },
  common: {
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
  },
  tour: {
    step: (n: number, total: number) => `Step ${n} of ${total}`,
    close: 'Close tour',
    skip: 'Skip',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
  },
  footer: {
    text: '© 2026 SkillsPlatform · Learning, working and growing in the Netherlands',
    label: 'Footer',
    accessibility: 'Accessibility',
    accessibilityPath: '/accessibility',
  },
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
  landing: {
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
  },
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

/**
 * Every feature's texts, found by the folder layout: each `<feature>.ts` beside this file exports
 * `nl` and `en`, its section of each catalogue ({ key: texts }). Only the `en` exports are taken
 * here (vite.config.ts gives this file its own copy of each module, see splitEnglishCatalogue).
 */
const features = import.meta.glob<Partial<Widen<FeatureTexts>>>(
  ['./*.ts', '!./nl.ts', '!./en.ts', '!./index.ts', '!./types.ts', '!./*.test.ts'],
  { eager: true, import: 'en' },
);

/** English, with exactly the keys of Dutch (src/web/i18n/parity.test.ts checks it). */
export const en = Object.assign({}, shellEn, ...Object.values(features)) as Messages;
