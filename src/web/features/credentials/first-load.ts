import type { FirstLoadPage } from '../../../contracts/first-load.ts';

/**
 * A certificate's public page (decision 488): the credential, when the id is a UUID (any case).
 * Read by the server, by routes.tsx's priming and by the build (its own chunk group, not the
 * signed-in one: issue 48 part 5).
 */
export const VERIFY = {
  paths: ['/verify/:id'],
  params: { id: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}' },
  visitors: 'anyone',
  module: 'features/credentials/VerifyPage.tsx',
  group: 'verify',
  reads: [{ api: '/api/credentials/{id}', for: 'anyone' }],
  rendered: 'credential',
} as const satisfies FirstLoadPage;
