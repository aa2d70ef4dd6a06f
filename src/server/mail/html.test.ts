import { describe, expect, it } from 'vitest';
import { mailHtml } from './html.ts';

describe('mailHtml', () => {
  it('keeps the words and paragraphs, escapes, links addresses and names the language', () => {
    const html = mailHtml(
      'Hallo <Sanne> & co,\n\nOpen https://app.test/auth/reset?token=a_b-1.\nTot ziens\n\n--\nAfmelden: https://app.test/unsubscribe?token=x',
      'nl',
      'Nieuw wachtwoord',
    );
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Nieuw wachtwoord</title>');
    expect(html).toContain('<p>Hallo &lt;Sanne&gt; &amp; co,</p>');
    expect(html).toContain(
      'Open <a href="https://app.test/auth/reset?token=a_b-1" style="color:#1d4ed8">https://app.test/auth/reset?token=a_b-1</a>.<br>\nTot ziens',
    );
    expect(html).toContain('href="https://app.test/unsubscribe?token=x"');
    expect(mailHtml('Hello', 'en', 'Hi')).toContain('<html lang="en">');
  });
});
