/** Documents a learner uploads: what is accepted, decided by the bytes, not the name. */

export const DOCUMENT_KINDS = ['certificate', 'cv'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/**
 * The document's type from its first bytes: a PDF header (`%PDF-`), the PNG signature, or a JPEG
 * start-of-image marker followed by another marker. Anything else (HTML, SVG, scripts, archives,
 * a renamed file) is null.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (bytes.length > 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

export const extensionOf = (type: DocumentType) =>
  type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';

/** A safe download name: the title's letters, digits and dashes, with the type's extension. */
export function downloadName(title: string, type: DocumentType): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'document';
  return `${base}.${extensionOf(type)}`;
}
