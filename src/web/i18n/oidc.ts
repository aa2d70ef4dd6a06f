import type { Widen } from './types.ts';

/** Texts of sign-in with an institution (OpenID Connect): the buttons, outcomes and the sign-up step. */
export const oidcNl = {
  signInWith: (name: string) => `Inloggen met ${name}`,
  or: 'of',
  outcomes: {
    fout: 'Inloggen via je instelling is niet gelukt. Probeer het opnieuw.',
    'email-in-gebruik':
      'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord en koppel daarna je instelling.',
    'niet-toegestaan': 'Dit account kan niet inloggen via deze instelling.',
    'al-gekoppeld': 'Dit account van je instelling is al aan een ander account gekoppeld.',
    gekoppeld: 'Je instelling is gekoppeld. Voortaan kun je ermee inloggen.',
  } as Record<string, string>,
  signupTitle: 'Nieuw account via je instelling',
  signupIntro: (provider: string, email: string) =>
    `${provider} meldt je aan als ${email}. Kies wat voor account je wilt.`,
  userType: 'Ik ben',
  types: { talent: 'Talent', company: 'Bedrijf', institute: 'Instituut' } as Record<string, string>,
  instituteName: 'Naam van het instituut',
  review: 'Een instituut- of bedrijfsaccount wordt eerst beoordeeld.',
  create: 'Account aanmaken',
  expired: 'Deze aanmelding is verlopen. Begin opnieuw.',
  linksTitle: 'Inloggen met je instelling',
  linksIntro:
    'Koppel je account aan je instelling, dan kun je daarmee inloggen. Je wachtwoord blijft werken.',
  link: 'Koppelen',
  unlink: 'Ontkoppelen',
  notLinked: 'Niet gekoppeld',
  linkedSince: (date: string) => `Gekoppeld sinds ${date}`,
  unlinked: (name: string) => `De koppeling met ${name} is opgeheven.`,
};

export const oidcEn: Widen<typeof oidcNl> = {
  signInWith: (name: string) => `Sign in with ${name}`,
  or: 'or',
  outcomes: {
    fout: 'Signing in through your institution did not work. Please try again.',
    'email-in-gebruik':
      'An account with this e-mail address already exists. Sign in with your password, then link your institution.',
    'niet-toegestaan': 'This account cannot sign in through this institution.',
    'al-gekoppeld': 'This institution account is already linked to another account.',
    gekoppeld: 'Your institution is linked. From now on you can sign in with it.',
  },
  signupTitle: 'New account through your institution',
  signupIntro: (provider: string, email: string) =>
    `${provider} signs you in as ${email}. Choose the kind of account you want.`,
  userType: 'I am',
  types: { talent: 'Talent', company: 'Company', institute: 'Institute' },
  instituteName: 'Name of the institute',
  review: 'An institute or company account is reviewed first.',
  create: 'Create account',
  expired: 'This sign-up has expired. Please start again.',
  linksTitle: 'Sign in with your institution',
  linksIntro: 'Link your account to your institution to sign in with it. Your password keeps working.',
  link: 'Link',
  unlink: 'Unlink',
  notLinked: 'Not linked',
  linkedSince: (date: string) => `Linked since ${date}`,
  unlinked: (name: string) => `The link with ${name} was removed.`,
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { oidc: oidcNl };
export const en: Widen<typeof nl> = { oidc: oidcEn };

declare module './types.ts' {
  interface FeatureTexts {
    oidc: typeof oidcNl;
  }
}
