/**
 * The states of a subsidy dossier and the steps between them. The platform does not
 * decide: the applicant records what the provider (UWV, DUO, RVO, a municipality, an O&O fund)
 * did. `submitted → submitted` is allowed so the applicant can add the reference or correct the
 * submission date afterwards.
 */
export const APPLICATION_STATUSES = ['concept', 'submitted', 'approved', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Who keeps the dossier up to date: the talent, or the employer after accepting the talent's request. */
export const APPLICANTS = ['talent', 'employer'] as const;
export type Applicant = (typeof APPLICANTS)[number];

/** The talent's request to their linked employer to apply (employer schemes only). */
export const EMPLOYER_REQUEST_STATES = ['requested', 'accepted', 'declined'] as const;
export type EmployerRequestState = (typeof EMPLOYER_REQUEST_STATES)[number];

export const STEPS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  concept: ['submitted', 'withdrawn'],
  submitted: ['submitted', 'approved', 'rejected', 'withdrawn'],
  approved: [],
  rejected: [],
  withdrawn: [],
};

/** Whether the applicant may go from one status to the other. */
export const canStep = (from: ApplicationStatus, to: ApplicationStatus): boolean => STEPS[from].includes(to);
