import { expect, it } from 'vitest';
import type { CompanyApplication } from '../../../contracts/company.ts';
import type { MyApplication, Vacancy } from '../../../contracts/vacancies.ts';
import { registerAccount } from '../../test/accounts.ts';
import { courseTeaching, enrolWithStatus, scanAnswers } from '../../test/evidence-fixtures.ts';
import { describeApi } from '../../test/harness.ts';

const MOTIVATION = 'Ik wil graag bij jullie werken omdat de functie goed past.';

/** The match breakdown (decision 191), as the company and the applicant read it. */
describeApi('fair match: skills by evidence, no scan data', (env) => {
  const req = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    env().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A fresh company with a vacancy, and a fresh talent who applied to it with this evidence. */
  async function applied(skills: string[], setup: (talent: { id: string; cookie: string }) => Promise<void>) {
    const company = await registerAccount(env().app, 'company');
    const vacancyId = (
      await req('POST', '/api/company/vacancies', company.cookie, {
        title: 'Financieel analist',
        description: 'Analyses en rapportages.',
        location: 'Zwolle',
        hours: 36,
        skills,
        hollandCode: 'CIE',
      })
    ).json().id as number;
    const talent = await registerAccount(env().app, 'talent', 'Noor');
    await setup(talent);
    const res = await req('POST', `/api/vacancies/${vacancyId}/apply`, talent.cookie, {
      motivation: MOTIVATION,
    });
    expect(res.statusCode).toBe(201);
    const companyView = async () =>
      (
        (await req('GET', '/api/company/applications', company.cookie)).json().items as CompanyApplication[]
      )[0];
    const talentView = async () =>
      ((await req('GET', '/api/user/applications', talent.cookie)).json().items as MyApplication[])[0];
    return { company, talent, vacancyId, companyView, talentView };
  }

  it('gives company and talent the same breakdown, weighted by evidence', async () => {
    const db = env().db;
    const { companyView, talentView } = await applied(
      ['Excel VBA', 'Python', 'SQL', 'Zakelijk Engels C1'],
      async (t) => {
        await enrolWithStatus(db, t.id, await courseTeaching(db, ['Excel', 'Engels']), 'completed');
        await enrolWithStatus(db, t.id, await courseTeaching(db, ['Python']), 'passed');
        await req('POST', '/api/user/skills', t.cookie, { name: 'SQL' });
      },
    );
    const seen = await companyView();
    // Only vouched evidence counts (decision 305): (0 + 0.9 + 0 + 0) / 4 = 22.5 → 23 %; the typed SQL
    // is a claim, shown but not counted.
    expect(seen.match).toMatchObject({
      score: 23,
      proven: 1,
      claimed: 1,
      skills: [
        { name: 'Excel VBA', required: true, evidence: 'missing' },
        {
          name: 'Python',
          required: true,
          evidence: 'confirmed',
          // Every proven skill names its source (decision 405): the course, the institute, a link.
          source: {
            kind: 'enrollment',
            issuer: { trust: 'platform' },
            url: expect.stringMatching(/^\/courses\/\d+$/),
          },
        },
        { name: 'SQL', required: true, evidence: 'self_declared' },
        { name: 'Zakelijk Engels C1', required: true, evidence: 'missing', source: null },
      ],
    });
    expect((await talentView()).match).toEqual(seen.match);
  });

  it('does not let Excel satisfy Excel VBA', async () => {
    const db = env().db;
    const { companyView } = await applied(['Excel VBA'], async (t) => {
      await enrolWithStatus(db, t.id, await courseTeaching(db, ['Excel']), 'passed');
      await req('POST', '/api/user/skills', t.cookie, { name: 'Excel' });
    });
    expect((await companyView()).match).toEqual({
      score: 0,
      proven: 0,
      claimed: 0,
      skills: [{ name: 'Excel VBA', required: true, evidence: 'missing', matchedBy: null, source: null }],
    });
  });

  it('uses the list’s synonyms and broader skills: Heftruck is Heftruck rijden, Veiligheid is not VCA (decision 465)', async () => {
    const db = env().db;
    let course = '';
    const { companyView, talentView } = await applied(['Heftruck', 'VCA', 'Veiligheid'], async (t) => {
      const id = await courseTeaching(db, ['Heftruck rijden', 'Veiligheid', 'Logistiek']);
      await enrolWithStatus(db, t.id, id, 'passed');
      course = (
        await db.kysely.selectFrom('courses').select('title').where('id', '=', id).executeTakeFirstOrThrow()
      ).title;
    });
    const { match } = await companyView();
    expect(match.skills.map((s) => [s.name, s.evidence, s.matchedBy, s.source?.title ?? null])).toEqual([
      ['Heftruck', 'confirmed', 'Heftruck rijden', course],
      ['VCA', 'missing', null, null],
      ['Veiligheid', 'confirmed', 'Veiligheid', course],
    ]);
    expect((await talentView()).match).toMatchObject({ skills: match.skills });
  });

  it('never changes the company’s score when the talent does the scan', async () => {
    const db = env().db;
    const { talent, vacancyId, companyView, talentView } = await applied(['Python', 'SQL'], async (t) => {
      await enrolWithStatus(db, t.id, await courseTeaching(db, ['Python']), 'passed');
    });
    const before = await companyView();
    expect(before.match.score).toBe(45);
    const scan = await req('POST', '/api/enhanced-assessment/submit', talent.cookie, {
      answers: scanAnswers(),
    });
    expect(scan.statusCode).toBe(200);
    const after = await companyView();
    expect(after.match).toEqual(before.match);
    expect((await talentView()).match).toEqual(before.match);
    // Nothing scan-derived in what the company reads or stores about the applicant.
    expect(JSON.stringify(after)).not.toMatch(/holland|riasec|interest|personality|bigFive|exploration/i);
    const stored = await db.kysely
      .selectFrom('applications')
      .selectAll()
      .where('talentId', '=', talent.id)
      .execute();
    expect(Object.keys(stored[0]).sort()).toEqual([
      'createdAt',
      'id',
      'motivation',
      'status',
      'talentId',
      'updatedAt',
      'vacancyId',
    ]);
    const notes = await db.kysely
      .selectFrom('notifications')
      .select(['message', 'eventParams'])
      .where('title', '=', 'Nieuwe sollicitatie')
      .where('message', 'like', '%Noor%')
      .execute();
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) expect(`${n.message} ${n.eventParams}`).not.toMatch(/match|%/i);
    // The talent's own view keeps the exploration, labelled as such, apart from the score.
    const own = (await req('GET', `/api/vacancies/${vacancyId}`, talent.cookie)).json() as Vacancy;
    expect(own.myMatch!.score).toBe(before.match.score);
    expect(own.myMatch!.exploration!.text).toMatch(
      /^Verkenning, alleen voor jou: .*het bedrijf ziet het niet/,
    );
  });

  it('lets the talent add a self-declared skill: shown as a claim, the score stays', async () => {
    const { talent, companyView, talentView } = await applied(['Heftruck', 'VCA'], async () => {});
    expect((await companyView()).match.score).toBe(0);
    const added = await req('POST', '/api/user/skills', talent.cookie, { name: 'heftruck' });
    expect(added.statusCode).toBe(201);
    const seen = await companyView();
    expect(seen.match).toMatchObject({
      score: 0,
      proven: 0,
      claimed: 1,
      skills: [
        { name: 'Heftruck', required: true, evidence: 'self_declared' },
        { name: 'VCA', required: true, evidence: 'missing' },
      ],
    });
    expect((await talentView()).match).toEqual(seen.match);
    const id = (added.json() as { sources: { kind: string; id: string }[] }[])[0].sources[0].id;
    expect((await req('DELETE', `/api/user/skills/${id}`, talent.cookie)).statusCode).toBe(204);
    expect((await companyView()).match.score).toBe(0);
  });

  it('serves the talent dashboard’s skills match from evidence only', async () => {
    const talent = await registerAccount(env().app, 'talent');
    const get = () => env().app.inject({ url: '/api/user/skills-match', headers: { cookie: talent.cookie } });
    expect((await get()).body).toBe('null');
    // A scan alone gives no skills match: interests are not a match.
    await req('POST', '/api/enhanced-assessment/submit', talent.cookie, { answers: scanAnswers() });
    expect((await get()).body).toBe('null');
    // A typed skill is a claim: still no match.
    await req('POST', '/api/user/skills', talent.cookie, { name: 'Heftruck' });
    expect((await get()).body).toBe('null');
    await enrolWithStatus(env().db, talent.id, await courseTeaching(env().db, ['Heftruck']), 'passed');
    const match = (await get()).json();
    expect(match.matchPercentage).toBeGreaterThan(0);
    expect(match.reason).toMatch(/Heftruck \(bevestigd door het instituut\)/);
  });

  it('scores a claim-only applicant 0 %, below one with a confirmed skill, and lists the claims', async () => {
    const db = env().db;
    const skills = ['Python', 'SQL', 'Werken met Excel', 'Zakelijk Engels'];
    const company = await registerAccount(env().app, 'company');
    const vacancyId = (
      await req('POST', '/api/company/vacancies', company.cookie, {
        title: 'Data-analist',
        description: 'Analyses.',
        location: 'Utrecht',
        hours: 32,
        skills,
      })
    ).json().id as number;
    const claimer = await registerAccount(env().app, 'talent', 'Gamer');
    for (const s of ['Python', 'SQL'])
      await enrolWithStatus(db, claimer.id, await courseTeaching(db, [s]), 'completed');
    for (const s of ['Excel', 'Zakelijk Engels'])
      await req('POST', '/api/user/skills', claimer.cookie, { name: s });
    const holder = await registerAccount(env().app, 'talent', 'Sanne');
    await enrolWithStatus(db, holder.id, await courseTeaching(db, ['SQL']), 'passed');
    for (const t of [claimer, holder])
      expect(
        (await req('POST', `/api/vacancies/${vacancyId}/apply`, t.cookie, { motivation: MOTIVATION }))
          .statusCode,
      ).toBe(201);
    const list = (await req('GET', '/api/company/applications', company.cookie)).json()
      .items as (CompanyApplication & {
      talentName: string;
    })[];
    const of = (name: string) => list.find((a) => a.talentName.startsWith(name))!.match;
    expect(of('Gamer')).toMatchObject({ score: 0, proven: 0, claimed: 4 });
    expect(of('Sanne')).toMatchObject({ score: 23, proven: 1, claimed: 0 });
    const own = (await req('GET', `/api/vacancies/${vacancyId}`, claimer.cookie)).json() as Vacancy;
    expect(own.myMatch).toMatchObject({ score: 0, proven: 0, claimed: 4 });
    expect(own.myMatch!.reason).toMatch(
      /^Je toont 0 van de 4 gevraagde vaardigheden aan; 4 heb je opgegeven\./,
    );
    expect(own.myMatch!.reason).toContain('Opgegeven, niet aangetoond:');
  });
});
