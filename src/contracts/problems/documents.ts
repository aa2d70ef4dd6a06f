import { defineProblems } from './define.ts';

/** The problems of a talent's documents (uploads) (decision 475). */
export const DOCUMENT_PROBLEMS = defineProblems({
  'document.not_found': {
    status: 404,
    nl: 'Document niet gevonden',
    en: 'Document not found',
  },
  'document.too_large': {
    status: 413,
    nl: 'Het bestand is te groot (maximaal 5 MB).',
    en: 'The file is too large (at most 5 MB).',
  },
  'document.wrong_type': {
    status: 415,
    nl: 'Upload een PDF, PNG of JPEG (de inhoud van het bestand telt, niet de naam).',
    en: "Upload a PDF, PNG or JPEG (the file's content counts, not its name).",
  },
  'document.not_multipart': {
    status: 400,
    nl: 'Stuur het document als multipart/form-data met een bestand (file), kind en title.',
    en: 'Send the document as multipart/form-data with a file (file), kind and title.',
  },
  'document.one_file': {
    status: 400,
    nl: 'Stuur één bestand per keer.',
    en: 'Send one file at a time.',
  },
  'document.no_file': {
    status: 400,
    nl: 'Kies een bestand om te uploaden.',
    en: 'Choose a file to upload.',
  },
  'document.too_many_uploads': {
    status: 429,
    nl: 'Je hebt het maximale aantal uploads voor dit uur bereikt. Probeer het later opnieuw.',
    en: 'You have reached the maximum number of uploads for this hour. Please try again later.',
  },
  'document.too_many': {
    status: 409,
    nl: 'Je hebt het maximale aantal documenten bereikt. Verwijder een document voordat je een nieuw toevoegt.',
    en: 'You have reached the maximum number of documents. Delete a document before adding a new one.',
  },
  'document.no_room': {
    status: 413,
    nl: 'Er is niet genoeg ruimte meer voor dit bestand. Verwijder eerst een of meer documenten.',
    en: 'There is not enough room left for this file. Delete one or more documents first.',
  },
});
