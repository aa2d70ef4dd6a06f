import { z } from 'zod';
import { LICENCE_REQUEST_STATUSES, LICENCE_TIERS } from '../domain/institute/licences.ts';
import { dateTime, optionalText, text } from './common.ts';
import { FIELD_LABELS } from './messages/common.ts';
import { INSTITUTE_MESSAGES } from './messages/institute.ts';

const tier = z.enum(LICENCE_TIERS, {
  error: INSTITUTE_MESSAGES['institute.choose_licence_starter_professional'],
});

export const licenceRequest = z.object({
  id: z.number().int(),
  instituteId: text(),
  instituteName: text().nullable(),
  tier,
  status: z.enum(LICENCE_REQUEST_STATUSES),
  note: text().nullable(),
  reason: text().nullable(),
  createdAt: dateTime(),
  decidedAt: dateTime().nullable(),
});
export type LicenceRequest = z.infer<typeof licenceRequest>;

/** GET /api/institute/licence: the tier in force (Starter without an approved request), its limits and use. */
export const licenceState = z.object({
  tier,
  status: z.literal('active'),
  /** Since when the tier holds (the approval); null for the default Starter. */
  since: text().nullable(),
  limits: z.object({ activeCourses: z.number().int().nullable(), monthlyPriceEuros: z.number().nullable() }),
  usage: z.object({ activeCourses: z.number().int() }),
  /** The newest request: pending, or the last decision. */
  lastRequest: licenceRequest.nullable(),
});
export type LicenceState = z.infer<typeof licenceState>;

/** POST /api/institute/licence/requests: ask for another tier (Upgraden). */
export const licenceRequestBody = z
  .object({ tier, note: optionalText(500, FIELD_LABELS['label.explanation']) })
  .strict();

/** POST /api/admin/licence-requests/{id}: an admin approves or declines (audited). */
export const licenceDecisionBody = z
  .object({
    approve: z.boolean({ error: INSTITUTE_MESSAGES['institute.approve_true_false'] }),
    reason: optionalText(500, FIELD_LABELS['label.reason']),
  })
  .strict();
