import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../contracts/auth.ts';
import { hasPermission, type Permission } from '../../domain/roles.ts';
import { forbidden, unauthorized } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (public fields only), loaded from the session cookie by the API's onRequest hook. */
    user: PublicUser | null;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken: string | null;
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The one way to check access: the signed-in user (401 otherwise) holding `permission` in the
 * permission table of src/domain/roles.ts (403 otherwise). The web app gates with the same table.
 */
export function requirePermission(request: FastifyRequest, permission: Permission): PublicUser {
  const user = requireUser(request);
  if (!hasPermission(user, permission)) throw forbidden();
  return user;
}
