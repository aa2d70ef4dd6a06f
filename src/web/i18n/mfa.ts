import type { Widen } from './types.ts';

/** Texts of the second sign-in factor: the sign-in's code step, the Beveiliging card, the set-up gate. */
export const mfaNl = {
  codeTitle: 'Tweede stap',
  codeIntro: 'Vul de code van zes cijfers uit je authenticator-app in, of een van je herstelcodes.',
  code: 'Code',
  confirm: 'Bevestigen',
  back: 'Terug',
  cardTitle: 'Tweestapsverificatie',
  cardIntro:
    'Naast je wachtwoord een code uit een authenticator-app, zodat een gestolen wachtwoord niet genoeg is.',
  on: 'Aan: bij het inloggen vragen we een code uit je authenticator-app.',
  off: 'Uit.',
  required: 'Verplicht voor jouw rol.',
  codesLeft: (n: number) => `${n} herstelcodes over.`,
  start: 'Authenticator-app instellen',
  scan: 'Scan deze QR-code met je authenticator-app, of voer het geheim in. Vul daarna de code in die de app toont.',
  qrAlt: 'QR-code voor je authenticator-app',
  secret: 'Geheim',
  confirmSetup: 'Aanzetten',
  codesTitle: 'Je herstelcodes',
  codesIntro:
    'Bewaar deze codes op een veilige plek. Elke code werkt één keer, als je je telefoon kwijt bent. We tonen ze maar één keer.',
  codesDone: 'Ik heb ze bewaard',
  codesCopy: 'Kopiëren',
  codesCopied: 'Herstelcodes gekopieerd',
  codesCopyFailed: 'Kopiëren lukte niet: schrijf ze over of download ze',
  codesDownload: 'Downloaden',
  fileHeading:
    'Herstelcodes voor SkillsPlatform. Elke code werkt één keer, als je je authenticator-app kwijt bent.',
  turnOff: 'Uitzetten',
  turnOffIntro: 'Uitzetten vraagt je wachtwoord en een code uit je authenticator-app (of een herstelcode).',
  turnOffPassword: 'Je wachtwoord',
  turnOffCode: 'Code uit je authenticator-app of herstelcode',
  needPassword: 'Vul je wachtwoord in',
  needCode: 'Vul een code in',
  turnedOff: 'Tweestapsverificatie staat uit',
  turnedOn: 'Tweestapsverificatie staat aan',
  failed: 'Dat lukte niet',
  gateTitle: 'Stel eerst tweestapsverificatie in',
  gateIntro:
    'Voor jouw rol is een tweede inlogstap verplicht. Zet hem aan met een authenticator-app; daarna kun je verder.',
};

export const mfaEn: Widen<typeof mfaNl> = {
  codeTitle: 'Second step',
  codeIntro: 'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
  code: 'Code',
  confirm: 'Confirm',
  back: 'Back',
  cardTitle: 'Two-step verification',
  cardIntro: 'Besides your password a code from an authenticator app, so a stolen password is not enough.',
  on: 'On: signing in asks for a code from your authenticator app.',
  off: 'Off.',
  required: 'Required for your role.',
  codesLeft: (n: number) => `${n} recovery codes left.`,
  start: 'Set up an authenticator app',
  scan: 'Scan this QR code with your authenticator app, or enter the secret. Then enter the code the app shows.',
  qrAlt: 'QR code for your authenticator app',
  secret: 'Secret',
  confirmSetup: 'Turn on',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'Keep these codes in a safe place. Each code works once, if you lose your phone. We show them only once.',
  codesDone: 'I have saved them',
  codesCopy: 'Copy',
  codesCopied: 'Recovery codes copied',
  codesCopyFailed: 'Copying did not work: write them down or download them',
  codesDownload: 'Download',
  fileHeading: 'Recovery codes for SkillsPlatform. Each code works once, if you lose your authenticator app.',
  turnOff: 'Turn off',
  turnOffIntro:
    'Turning it off asks for your password and a code from your authenticator app (or a recovery code).',
  turnOffPassword: 'Your password',
  turnOffCode: 'Code from your authenticator app or recovery code',
  needPassword: 'Enter your password',
  needCode: 'Enter a code',
  turnedOff: 'Two-step verification is off',
  turnedOn: 'Two-step verification is on',
  failed: 'That did not work',
  gateTitle: 'Set up two-step verification first',
  gateIntro:
    'A second sign-in step is required for your role. Turn it on with an authenticator app; then you can continue.',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { mfa: mfaNl };
export const en: Widen<typeof nl> = { mfa: mfaEn };

declare module './types.ts' {
  interface FeatureTexts {
    mfa: typeof mfaNl;
  }
}
