/**
 * Licence tiers of an institute (spec: starter €99/month, professional €249/month, enterprise on
 * request) and what each allows (decision 243). No payment provider yet: an approved request is the
 * licence. An institute without an approved request is on Starter.
 */
export const LICENCE_TIERS = ['starter', 'professional', 'enterprise'] as const;
export type LicenceTier = (typeof LICENCE_TIERS)[number];

export const LICENCE_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type LicenceRequestStatus = (typeof LICENCE_REQUEST_STATUSES)[number];

export interface LicenceLimits {
  /** Courses with status active at the same time; null = no limit. */
  activeCourses: number | null;
  /** Monthly price in euros; null = on request. */
  monthlyPriceEuros: number | null;
}

export const LICENCE_LIMITS: Record<LicenceTier, LicenceLimits> = {
  starter: { activeCourses: 10, monthlyPriceEuros: 99 },
  professional: { activeCourses: 50, monthlyPriceEuros: 249 },
  enterprise: { activeCourses: null, monthlyPriceEuros: null },
};

/** The tier an institute is on: its newest approved request, else Starter. */
export const DEFAULT_TIER: LicenceTier = 'starter';

/** Whether one more active course fits in the tier. */
export const canActivateAnotherCourse = (tier: LicenceTier, activeNow: number): boolean => {
  const max = LICENCE_LIMITS[tier].activeCourses;
  return max === null || activeNow < max;
};
