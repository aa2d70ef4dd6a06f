/** The demo accounts by role, for tests that act as each kind of user. */
export const DEMO = {
  talent: 'talent@example.nl',
  company: 'bedrijf@example.nl',
  institute: 'instituut@example.nl',
  admin: 'admin@example.nl',
  superadmin: 'superadmin@example.nl',
} as const;
