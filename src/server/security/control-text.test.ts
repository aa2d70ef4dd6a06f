import { expect, it } from 'vitest';
import { registerAccount } from '../test/accounts.ts';
import { describeApi } from '../test/harness.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const dirty = (s: string) => `${s}\u0000\u0007\u202Egnp.exe\u0085`;

/**
 * NUL gave a 500 on PostgreSQL in these fields, and SQLite stored control and
 * bidi override characters as sent. Now every free text is stripped (or, for names, refused).
 */
describeApi('control characters in free text', (env) => {
  it('are stripped from posts, comments, vacancies, applications, invitations, subsidies and courses', async () => {
    const { app } = env();
    const talent = await registerAccount(app, 'talent');
    const company = await registerAccount(app, 'company');
    const institute = await registerAccount(app, 'institute');
    const call = async (cookie: string, method: string, url: string, payload: object) => {
      const res = await app.inject({ method: method as 'POST', url, headers: { cookie }, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      expect(res.body, `${method} ${url}`).not.toMatch(CONTROL);
      expect(res.body).not.toContain('\\u0000');
      return res.json();
    };

    const post = await call(talent.cookie, 'POST', '/api/social/posts', {
      type: 'tip',
      content: dirty('Tip'),
    });
    expect(post.content).toBe('Tipgnp.exe');
    await call(talent.cookie, 'POST', `/api/social/posts/${post.id}/comments`, { content: dirty('Reactie') });

    const fields = { title: dirty('Titel'), description: dirty('Omschrijving'), location: dirty('Utrecht') };
    const vacancy = await call(company.cookie, 'POST', '/api/company/vacancies', {
      ...fields,
      hours: 32,
      skills: [dirty('Excel')],
    });
    expect(vacancy.title).toBe('Titelgnp.exe');
    await call(company.cookie, 'PATCH', `/api/company/vacancies/${vacancy.id}`, fields);
    await call(talent.cookie, 'POST', `/api/vacancies/${vacancy.id}/apply`, {
      motivation: dirty('Ik wil hier heel graag werken want het lijkt mij leuk'),
    });
    await call(company.cookie, 'POST', '/api/company/employees/invite', {
      email: talent.email,
      position: dirty('Chauffeur'),
      department: dirty('Logistiek'),
    });
    await call(institute.cookie, 'POST', '/api/courses', {
      title: dirty('Cursus'),
      description: dirty('Beschrijving'),
      category: 'Technology',
      level: 'Beginner',
      duration: 4,
      price: 100,
      imageUrl: dirty('https://example.nl/a.png'),
    });
    const sub = await app.inject({
      method: 'POST',
      url: '/api/subsidies/submit',
      headers: { cookie: talent.cookie },
      payload: { responses: {}, sessionId: dirty('s') },
    });
    expect(sub.statusCode).toBeLessThan(500);
    expect(sub.statusCode).toBe(400);
  });

  it('are refused in names and e-mail addresses', async () => {
    const { app } = env();
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'x\u0000@test.nl',
        password: 'Fietsbel-Oranje7',
        firstName: 'A\u202E',
        lastName: 'B',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
