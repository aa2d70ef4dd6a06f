import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CredentialStatus } from '../../../contracts/credentials.ts';
import type { CredentialSummary } from '../../../domain/credentials/index.ts';
import type { ApiLanguage } from '../../i18n/index.ts';

const TEXTS = {
  nl: {
    title: 'Certificaat',
    declares: (institute: string) => `${institute} verklaart dat`,
    passed: 'met goed gevolg de opleiding heeft afgerond',
    skills: 'Vaardigheden',
    issued: 'Uitgegeven op',
    check: 'Controleer dit certificaat',
    scan: 'Scan de QR-code of open',
    revoked: 'INGETROKKEN',
    signed: 'Digitaal ondertekend als Open Badge 3.0 (verifiable credential).',
  },
  en: {
    title: 'Certificate',
    declares: (institute: string) => `${institute} certifies that`,
    passed: 'has successfully completed the course',
    skills: 'Skills',
    issued: 'Issued on',
    check: 'Check this certificate',
    scan: 'Scan the QR code or open',
    revoked: 'REVOKED',
    signed: 'Digitally signed as an Open Badge 3.0 (verifiable credential).',
  },
} as const;

const BRAND = '#1d4ed8';
const INK = '#0f172a';
const MUTED = '#475569';

/** The printable certificate: A4 landscape, the facts, and a QR code opening the verify page. */
export async function certificatePdf(
  summary: CredentialSummary,
  opts: { verifyUrl: string; status: CredentialStatus; lang: ApiLanguage },
): Promise<Buffer> {
  const t = TEXTS[opts.lang];
  const qr = await QRCode.toBuffer(opts.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 360,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `${t.title}: ${summary.courseTitle}`,
      Author: summary.instituteName,
      Subject: summary.learnerName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor(BRAND)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  const left = 80;
  const textWidth = width - 2 * left - 180;
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(34).text(t.title, left, 84, { width: textWidth });
  doc.moveDown(0.6);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(14)
    .text(t.declares(summary.instituteName), { width: textWidth });
  doc.moveDown(0.4);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(28).text(summary.learnerName, { width: textWidth });
  doc.moveDown(0.4);
  doc.fillColor(MUTED).font('Helvetica').fontSize(14).text(t.passed, { width: textWidth });
  doc.moveDown(0.4);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(summary.courseTitle, { width: textWidth });
  if (summary.skills.length) {
    doc.moveDown(0.8);
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(11).text(t.skills, { width: textWidth });
    doc.fillColor(INK).font('Helvetica').fontSize(12).text(summary.skills.join(' · '), { width: textWidth });
  }
  doc.moveDown(0.8);
  const issued = summary.issuedAt
    ? new Intl.DateTimeFormat(opts.lang === 'en' ? 'en-GB' : 'nl-NL', {
        dateStyle: 'long',
        timeZone: 'Europe/Amsterdam',
      }).format(new Date(summary.issuedAt))
    : '';
  doc.fillColor(MUTED).font('Helvetica').fontSize(12).text(`${t.issued} ${issued}`, { width: textWidth });

  const qrSize = 150;
  const qrX = width - left - qrSize;
  const qrY = height - 96 - qrSize - 40;
  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t.check, qrX - 20, qrY + qrSize + 8, { width: qrSize + 40, align: 'center' });

  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  doc.text(`${t.scan} ${opts.verifyUrl}`, left, height - 96, {
    width: width - 2 * left,
    link: opts.verifyUrl,
  });
  doc.text(t.signed, left, height - 82, { width: width - 2 * left });

  if (opts.status === 'revoked') {
    doc.save();
    doc.rotate(-20, { origin: [width / 2, height / 2] });
    doc.fillColor('#b91c1c').opacity(0.35).font('Helvetica-Bold').fontSize(96);
    doc.text(t.revoked, 0, height / 2 - 60, { width, align: 'center' });
    doc.restore();
  }
  doc.end();
  return finished;
}
