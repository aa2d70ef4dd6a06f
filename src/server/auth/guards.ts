import type { FastifyRequest } from 'fastify';
import { hasPermission, type Permission, type Role, roleOf } from '../../domain/roles.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session cookie by the API's onRequest hook. */
    user: UserRow | null;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken: string | null;
  }
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user, who must have one of `roles` (admin roles count via roleOf). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(roleOf(user))) throw forbidden();
  return user;
}

export function requirePermission(request: FastifyRequest, permission: Permission): UserRow {
  const user = requireUser(request);
  if (!hasPermission(user, permission)) throw forbidden();
  return user;
}
