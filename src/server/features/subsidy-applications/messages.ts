/** The API's Dutch messages of the dossiers (English twins in src/contracts/messages-en.ts). */
export const NOT_FOUND = 'Subsidieaanvraag niet gevonden';
export const CHANGED = 'De aanvraag is intussen gewijzigd. Laad de pagina opnieuw.';
export const NO_INSTITUTE_STATUS =
  'Instituten wijzigen geen subsidiestatussen; de aanvrager houdt het dossier bij';
export const EMPLOYER_KEEPS_IT =
  'Je werkgever doet deze aanvraag en houdt het dossier bij; je volgt het hier';
export const WAIT_FOR_EMPLOYER =
  'Je werkgever beslist nog over je verzoek; je kunt de aanvraag alleen intrekken';
export const ACCEPT_FIRST = 'Accepteer eerst het verzoek om deze aanvraag te doen';
export const NO_LINKED_EMPLOYER =
  'Je hebt op het platform geen werkgever gekoppeld. Druk de samenvatting af en vraag je werkgever buiten het platform.';
