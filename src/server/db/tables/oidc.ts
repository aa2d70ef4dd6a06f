/** Table types of sign-in with OpenID Connect; migration 083 creates them (decision 312). */
export interface OidcIdentitiesTable {
  /** The provider's issuer identifier and the subject it gives the user: together the identity. */
  issuer: string;
  subject: string;
  userId: string;
  /** The configured provider's id (OIDC_PROVIDERS) it was linked through. */
  provider: string;
  createdAt: string;
}

export interface OidcFlowsTable {
  /** SHA-256 of the token in the flow's cookie. */
  id: string;
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Started by a signed-in user to link this identity to their account ("koppelen"). */
  linkUserId: string | null;
  expiresAt: string;
}

export interface OidcSignupsTable {
  /** SHA-256 of the token in the sign-up's cookie. */
  id: string;
  provider: string;
  issuer: string;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  expiresAt: string;
}

export interface OidcTables {
  oidcIdentities: OidcIdentitiesTable;
  oidcFlows: OidcFlowsTable;
  oidcSignups: OidcSignupsTable;
}
