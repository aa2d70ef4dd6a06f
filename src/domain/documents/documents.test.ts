import { describe, expect, it } from 'vitest';
import { downloadName, sniffDocumentType } from './index.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('document type by content', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffDocumentType(text('%PDF-1.7\n…'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
  });

  it('refuses everything else, whatever the name says', () => {
    for (const sample of [
      '<html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'PK\u0003\u0004',
      '',
      ' %PDF-1.7',
      'GIF89a',
    ]) {
      expect(sniffDocumentType(text(sample)), sample).toBeNull();
    }
    expect(sniffDocumentType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });

  it('makes a safe download name from the title', () => {
    expect(downloadName('Diploma MBO "ICT" / 2024', 'application/pdf')).toBe('Diploma-MBO-ICT-2024.pdf');
    expect(downloadName('Één cv', 'image/jpeg')).toBe('Een-cv.jpg');
    expect(downloadName('../../etc/passwd', 'image/png')).toBe('etc-passwd.png');
    expect(downloadName('***', 'image/png')).toBe('document.png');
  });
});
