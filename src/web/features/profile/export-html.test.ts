import { describe, expect, it } from 'vitest';
import { exportAsHtml } from './export-html.ts';

const texts = {
  lang: 'nl' as const,
  title: 'Mijn gegevens',
  intro: 'Alles wat we over je bewaren.',
  generated: 'Gemaakt op 25 november 2026',
  empty: 'Geen gegevens',
  sections: { user: 'Account', enrollments: 'Inschrijvingen' },
};

describe('exportAsHtml', () => {
  it('one section per kind of data: records as fields, lists as tables, named readably', () => {
    const html = exportAsHtml(
      {
        user: { email: 'sanne@example.nl', firstName: 'Sanne' },
        enrollments: [
          { courseId: 1, progress: 40 },
          { courseId: 2, progress: 100, completedAt: '2026-10-01' },
        ],
        failedLogins: [],
      },
      texts,
    );
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(
      '<h2>Account</h2><dl><dt>Email</dt><dd>sanne@example.nl</dd><dt>First name</dt><dd>Sanne</dd></dl>',
    );
    expect(html).toContain('<h2>Inschrijvingen</h2>');
    expect(html).toContain('<th scope="col">Completed at</th>');
    expect(html).toContain('<td>–</td>');
    expect(html).toContain('<h2>Failed logins</h2><p class="empty">Geen gegevens</p>');
  });

  it('escapes everything a user wrote', () => {
    const html = exportAsHtml({ posts: [{ text: '<script>alert("x")</script> & co' }] }, texts);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });
});
