import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { mailHtml } from './html.ts';

/** One mail as the queue stores it: already written in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The language the mail is written in (the HTML part's `lang`); Dutch when not given. */
  lang?: 'nl' | 'en';
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends one mail; `id` makes its Message-ID, so a resend is recognisable as the same mail. */
  send(message: MailMessage, id: string): Promise<{ where: string }>;
  /** Where mails go, for the start-up log. */
  describe(): string;
  close(): void;
}

/** What nodemailer sends: the text part and an HTML part made from it (every mail has both). */
const withHtml = ({ lang, ...message }: MailMessage) => ({
  ...message,
  html: mailHtml(message.text, lang === 'en' ? 'en' : 'nl', message.subject),
});

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir' | 'appUrl'>;

const messageId = (id: string, config: MailConfig) =>
  `<${id.replace(/[^A-Za-z0-9._-]/g, '-')}@${new URL(config.appUrl).hostname || 'skillsplatform'}>`;

/**
 * Real SMTP (nodemailer) when SMTP_URL is set; otherwise every mail becomes an .eml file in the
 * outbox directory (data/outbox/), so `npm start` works without a mail server (decision 201).
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    const host = new URL(config.smtpUrl).host;
    return {
      async send(message, id) {
        await transport.sendMail({
          ...withHtml(message),
          from: config.mailFrom,
          messageId: messageId(id, config),
        });
        return { where: `SMTP ${host}` };
      },
      describe: () => `SMTP-server ${host}`,
      close: () => transport.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = config.mailOutboxDir;
  return {
    async send(message, id) {
      const info = await stream.sendMail({
        ...withHtml(message),
        from: config.mailFrom,
        messageId: messageId(id, config),
      });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${id.replace(/[^A-Za-z0-9._-]/g, '-')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      return { where: path.relative(process.cwd(), file) || file };
    },
    describe: () => `bestanden in ${path.relative(process.cwd(), dir) || dir}/ (geen SMTP_URL ingesteld)`,
    close() {},
  };
}
