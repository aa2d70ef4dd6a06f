/**
 * When a platform administrator, not the institute itself, confirmed the result behind a credential,
 * the credential says so (decision 307): an Open Badges 3.0 `evidence` entry with a narrative naming
 * the institute on whose behalf it was confirmed (the credential's `evidence`, under the proof).
 */
export function adminConfirmationNarrative(instituteName: string): string {
  return `Resultaat bevestigd door een beheerder van SkillsPlatform namens ${instituteName}.`;
}
