import { defineMessages } from './define.ts';

/** The messages of documents that are not problems: field messages, answers and reasons (decision 515). */
export const DOCUMENT_MESSAGES = defineMessages({
  'document.choose_kind_document_certificate': {
    nl: "Kies het soort document: 'certificate' of 'cv'",
    en: "Choose the kind of document: 'certificate' or 'cv'",
  },
});
