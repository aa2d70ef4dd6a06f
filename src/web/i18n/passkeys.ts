import type { Widen } from './types.ts';

/** Texts of passkeys: the Beveiliging card and the sign-in button. */
export const passkeysNl = {
  cardTitle: 'Passkeys',
  cardIntro:
    'Inloggen zonder wachtwoord, met je vingerafdruk, gezicht of pincode. Een passkey telt als beide inlogstappen.',
  none: 'Je hebt nog geen passkey.',
  name: 'Naam van de passkey',
  namePlaceholder: 'Bijvoorbeeld: laptop',
  add: 'Passkey toevoegen',
  added: 'Passkey toegevoegd',
  removed: 'Passkey verwijderd',
  remove: 'Verwijderen',
  removeLabel: (name: string) => `Passkey ${name} verwijderen`,
  created: 'Toegevoegd',
  lastUsed: 'Laatst gebruikt',
  never: 'nog niet',
  listLabel: 'Je passkeys',
  failed: 'Dat lukte niet',
  unsupported: 'Deze browser ondersteunt geen passkeys.',
  signIn: 'Inloggen met een passkey',
  or: 'of',
};

export const passkeysEn: Widen<typeof passkeysNl> = {
  cardTitle: 'Passkeys',
  cardIntro:
    'Sign in without a password, with your fingerprint, face or PIN. A passkey counts as both sign-in steps.',
  none: 'You have no passkey yet.',
  name: 'Name of the passkey',
  namePlaceholder: 'For example: laptop',
  add: 'Add a passkey',
  added: 'Passkey added',
  removed: 'Passkey removed',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove passkey ${name}`,
  created: 'Added',
  lastUsed: 'Last used',
  never: 'not yet',
  listLabel: 'Your passkeys',
  failed: 'That did not work',
  unsupported: 'This browser does not support passkeys.',
  signIn: 'Sign in with a passkey',
  or: 'or',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { passkeys: passkeysNl };
export const en: Widen<typeof nl> = { passkeys: passkeysEn };

declare module './types.ts' {
  interface FeatureTexts {
    passkeys: typeof passkeysNl;
  }
}
