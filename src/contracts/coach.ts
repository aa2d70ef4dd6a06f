import { z } from 'zod';
import type { ApiTagDeclaration } from './api-tags.ts';
import { requiredText, text } from './common.ts';
import { FIELD_LABELS } from './messages/common.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'De Coach: vragen over leren, cursussen en hoe je die betaalt',
  scope: { nl: 'Coach', en: 'Coach' },
} as const satisfies ApiTagDeclaration;

/** POST /api/coach/ask: a question to the Coach, in Dutch or English (decision 435). */
export const coachQuestion = z.object({
  question: requiredText(FIELD_LABELS['label.question'], 500),
  language: z.enum(['nl', 'en']).optional().meta({
    description:
      'The language on screen; the answer follows the question’s own language, this only breaks a tie.',
  }),
});

const coachSource = z.object({
  label: text(),
  url: text(),
  date: text().meta({ format: 'date', description: 'The source’s own date (YYYY-MM-DD).' }),
});

export const coachAnswer = z.object({
  language: z.enum(['nl', 'en']),
  intent: z.enum([
    'scheme',
    'topic',
    'situation',
    'course',
    'own',
    'outOfScope',
    'refuse',
    'unsure',
    'general',
  ]),
  confident: z
    .boolean()
    .meta({ description: 'False when the Coach is not sure or the question is out of scope.' }),
  text: text(),
  sources: z.array(coachSource),
  links: z.array(z.object({ href: text(), label: text() })),
});
