import { apiPathUrl } from '../../../contracts/first-load.ts';
import { pageOrigin } from '../../lib/render-scope.ts';

/** The credential as a PDF (a download link). */
export const credentialPdfUrl = (id: string) => apiPathUrl('/api/credentials/{id}/pdf', { id });

/** The public page a credential's QR code and share link open. */
export const verifyPageUrl = (id: string) => `${pageOrigin()}/verify/${id}`;
