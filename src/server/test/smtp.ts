import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every mail accepted so far, parsed. */
  received: ParsedMail[];
  /** Refuse the next `n` mails with a temporary failure (451). */
  failNext(n: number): void;
  /** Resolves with the first received mail that matches, waiting up to `timeoutMs`. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in this process (smtp-server) that keeps what it receives (tests only). */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (failures > 0) {
            failures -= 1;
            const err = Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: 451 });
            return callback(err);
          }
          received.push(mail);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    received,
    failNext(n) {
      failures = n;
    },
    async waitFor(match, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const hit = received.find(match);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`geen passende e-mail ontvangen binnen ${timeoutMs} ms (${received.length} ontvangen)`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
