import type { FastifyInstance } from 'fastify';
import { DEMO } from '../accounts.ts';
import { login } from '../harness.ts';

export type DemoRole = keyof typeof DEMO;

/**
 * One signed-in session per demo role for the route walk, made on first use; `fresh` signs in again
 * (after a route that ended the session: logging out, a password change, ending other sessions).
 */
export class Sessions {
  readonly #cookies = new Map<DemoRole, string>();

  constructor(private readonly app: FastifyInstance) {}

  async of(role: DemoRole, fresh = false): Promise<string> {
    const known = this.#cookies.get(role);
    if (known && !fresh) return known;
    const cookie = await login(this.app, DEMO[role]);
    this.#cookies.set(role, cookie);
    return cookie;
  }

  forget(role: DemoRole) {
    this.#cookies.delete(role);
  }
}
