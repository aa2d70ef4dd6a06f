import { apiQuery } from './api.ts';

/**
 * The user's settings (GET/PATCH /api/user/settings): visibility, notification types and the
 * language. One query for the resource, beside the session: the shell's language picker (first
 * load) and the notifications feature's settings panel both read it.
 */
export const settingsQuery = () => apiQuery('/api/user/settings');
