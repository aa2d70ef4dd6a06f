/**
 * Placeholder of issue 8: the user's settings (Toon mij op de ranglijst, community visibility,
 * notification types) from GET/PATCH /api/user/settings; shown on the profile screen too.
 */
export function UserSettingsPanel() {
  return null;
}
