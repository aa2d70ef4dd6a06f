import { ApiError } from '../../lib/api.ts';

/** The server's own message of a failed request, for a toast's description. */
export const serverText = (err: unknown) => (err instanceof ApiError ? err.serverMessage : String(err));
