/**
 * When a platform administrator, not the institute itself, confirmed the result behind a credential,
 * the credential says so (decision 307): an Open Badges 3.0 `evidence` entry with a narrative naming
 * the institute on whose behalf it was confirmed. Added before signing, so the proof covers it.
 */
export function adminConfirmationNarrative(instituteName: string): string {
  return `Resultaat bevestigd door een beheerder van SkillsPlatform namens ${instituteName}.`;
}

/** The credential with the admin-confirmation evidence entry appended. */
export function withAdminConfirmation<C extends object>(
  credential: C,
  instituteName: string,
): C & { evidence: unknown[] } {
  const before = (credential as { evidence?: unknown[] }).evidence ?? [];
  return {
    ...credential,
    evidence: [
      ...before,
      { type: ['Evidence'], name: 'Bevestiging', narrative: adminConfirmationNarrative(instituteName) },
    ],
  };
}
