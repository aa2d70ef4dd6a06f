import { describe, expect, it } from 'vitest';
import type { CoachContext, CoachEnrollment } from './context.ts';
import { coachAnswer, coachReply, joinNl } from './reply.ts';
import { makeContext } from './test-fixtures.ts';

const ctx = makeContext();
const noScan = makeContext({ scanResult: null });
const reply = (message: string, context: CoachContext = ctx): string => {
  const answer = coachReply(message, context);
  if (answer === null) throw new Error('expected a reply');
  return answer;
};
/** Rough sentence count: 2-5 sentences per reply. */
const sentences = (text: string): number => text.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '').length;

describe('coachReply input handling', () => {
  it('returns null for empty and whitespace-only input', () => {
    expect(coachReply('', ctx)).toBeNull();
    expect(coachReply('   ', ctx)).toBeNull();
    expect(coachReply('\n\t \u00a0', ctx)).toBeNull();
  });

  it('is deterministic', () => {
    expect(reply('Hoeveel budget heb ik?')).toBe(reply('Hoeveel budget heb ik?'));
    expect(reply('planning')).toBe(reply('planning'));
  });
});

describe('budget (the spec’s sum, said for what it is)', () => {
  it('reports approved subsidy, running costs and the difference, what that difference is, and pending', () => {
    const answer = reply('Hoeveel budget heb ik voor cursussen?');
    expect(answer).toContain(
      'Je hebt € 1.750,10 aan goedgekeurde subsidie. Je lopende inschrijvingen kosten € 999,99; het verschil is € 750,11.',
    );
    expect(answer).toContain('geen tegoed dat je vrij kunt besteden');
    expect(answer).toContain(
      'hoort bij de aanvraag waarvoor ze is toegekend en wordt vaak aan je werkgever uitbetaald',
    );
    expect(answer).toContain('Je hebt 2 aanvragen in behandeling.');
    expect(answer).not.toMatch(/cursus(sen)? betalen|resterende budget/);
    expect(sentences(answer)).toBeLessThanOrEqual(6);
  });

  it('uses the singular for one pending application and never counts affordable courses', () => {
    const answer = reply(
      'Hoeveel subsidie heb ik nog?',
      makeContext({
        subsidyApplications: [
          { id: 1, subsidyType: 'STAP', status: 'approved', requestedAmount: 1100, approvedAmount: 1100 },
          { id: 2, subsidyType: 'STAP', status: 'submitted', requestedAmount: 300, approvedAmount: null },
        ],
      }),
    );
    expect(answer).toContain('Je hebt 1 aanvraag in behandeling.');
    expect(answer).not.toContain('Daarmee kun je');
  });

  it('gives a sensible reply when the enrolments cost more than the approved subsidy', () => {
    const answer = reply(
      'Hoeveel geld heb ik nog?',
      makeContext({
        subsidyApplications: [
          { id: 1, subsidyType: 'STAP', status: 'approved', requestedAmount: 500, approvedAmount: 500 },
        ],
      }),
    );
    expect(answer).toContain('het verschil is € -499,99.');
    expect(answer).toContain('Je inschrijvingen kosten € 499,99 meer dan je goedgekeurde subsidie');
    expect(answer).not.toContain('Daarmee kun je');
    expect(answer).not.toContain('in behandeling');
  });

  it('handles having no approved subsidy', () => {
    const withPending = reply(
      'budget',
      makeContext({
        subsidyApplications: [
          { id: 1, subsidyType: 'STAP', status: 'rejected', requestedAmount: 500, approvedAmount: null },
          { id: 2, subsidyType: 'STAP', status: 'submitted', requestedAmount: 500, approvedAmount: null },
        ],
      }),
    );
    expect(withPending).toContain('Je hebt nog geen goedgekeurde subsidie.');
    expect(withPending).toContain('€ 999,99');
    expect(withPending).toContain('Je hebt 1 aanvraag in behandeling.');

    const nothing = reply('budget', makeContext({ subsidyApplications: [], enrollments: [] }));
    expect(nothing).toBe(
      'Je hebt nog geen goedgekeurde subsidie. Met de subsidiecheck zie je welke regelingen bij jouw situatie passen.',
    );
  });

  it('links to the subsidy screen', () => {
    expect(coachAnswer('Hoeveel budget heb ik?', ctx)?.links).toEqual([
      { href: '/subsidies', label: 'Naar Subsidies' },
    ]);
  });
});

describe('subsidy, enrolling, unenrolling and vacancies get their own answers', () => {
  it('"Welke subsidie kan ik krijgen?" explains the subsidy check, not the budget', () => {
    const answer = coachAnswer('Welke subsidie kan ik krijgen?', ctx);
    expect(answer?.topic).toBe('subsidy');
    expect(answer?.text).toContain('Doe de subsidiecheck op de pagina Subsidies');
    expect(answer?.text).toContain('Je aanvragen: 2 goedgekeurd, 2 in behandeling en 1 afgewezen');
    expect(answer?.text).not.toContain('goedgekeurde subsidie.');
    expect(answer?.links).toEqual([{ href: '/subsidies', label: 'Naar Subsidies' }]);
  });

  it('"Hoe schrijf ik me uit?" explains unenrolling with links to the running courses', () => {
    const answer = coachAnswer('Hoe schrijf ik me uit?', ctx);
    expect(answer?.topic).toBe('unenrol');
    expect(answer?.text).toContain('Je schrijft je uit op de pagina van de cursus');
    expect(answer?.text).not.toContain('aanbevelingen');
    expect(answer?.links).toEqual([{ href: '/courses/1', label: 'Python voor beginners' }]);
    expect(reply('Hoe schrijf ik me uit?', makeContext({ enrollments: [] }))).toContain(
      'niets om uit te schrijven',
    );
  });

  it('explains enrolling and vacancies with their screens', () => {
    expect(coachAnswer('Hoe schrijf ik me in?', ctx)?.links).toEqual([
      { href: '/courses', label: 'Naar het Studieaanbod' },
    ]);
    expect(coachAnswer('Hoe solliciteer ik?', ctx)?.links).toEqual([
      { href: '/vacatures', label: 'Naar Vacatures' },
    ]);
  });
});

describe('courses', () => {
  it('lists the top 3 recommendations with match and popular non-enrolled courses', () => {
    const answer = reply('Welke cursus raad je aan?');
    expect(answer).toContain(
      'Dit zijn je beste aanbevelingen: Data-analyse met SQL (past 93/100 bij je interesses), UX Design (past 86/100 bij je interesses) en Projectmanagement (past 71/100 bij je interesses).',
    );
    // Popular, not enrolled and not already recommended above.
    expect(answer).toContain('Populair bij andere talenten: Online marketing en Financieel rapporteren.');
    expect(answer).not.toContain('Python');
    expect(answer).not.toContain('Leiderschap');
    expect(answer).not.toContain('/scan');
  });

  it('invites to the scan when there is no scan and no recommendation', () => {
    const answer = reply(
      'Welke opleiding past bij mij?',
      makeContext({ scanResult: null, recommendations: [] }),
    );
    expect(answer).toContain('/scan');
    expect(answer).toContain(
      'Populair bij andere talenten: Data-analyse met SQL, UX Design en Projectmanagement.',
    );
  });

  it('still invites to the scan when recommendations exist without a scan', () => {
    const answer = reply('Welke cursussen raad je aan?', noScan);
    expect(answer).toContain('Data-analyse met SQL (past 93/100 bij je interesses)');
    expect(answer).toContain('/scan');
  });
});

describe('progress', () => {
  it('counts running and completed enrollments with average progress and running courses', () => {
    const python = ctx.enrollments[0];
    const extra: CoachEnrollment = {
      ...python,
      id: 99,
      courseId: 3,
      progress: 75,
      course: { ...python.course, title: 'Data-analyse met SQL' },
    };
    const answer = reply(
      'Hoe staat het met mijn voortgang?',
      makeContext({ enrollments: [...ctx.enrollments, extra] }),
    );
    expect(answer).toContain('Je volgt nu 2 cursussen en hebt er 1 afgerond.');
    expect(answer).toContain('Je gemiddelde voortgang bij je lopende cursussen is 58%.');
    expect(answer).toContain('Lopend: Python voor beginners (40%) en Data-analyse met SQL (75%).');
  });

  it('uses the singular and handles no enrollments', () => {
    expect(reply('Hoe ver ben ik?')).toContain('Je volgt nu 1 cursus en hebt er 1 afgerond.');
    expect(reply('voortgang', makeContext({ enrollments: [] }))).toContain('nog niet ingeschreven');
  });
});

describe('scan', () => {
  it('summarises the scan result', () => {
    const answer = reply('Wat zegt mijn scan?');
    expect(answer).toContain('Openheid (score 82 van 100)');
    expect(answer).toContain('Onderzoekend (score 78 van 100)');
    expect(answer).toContain('geen vergelijking met anderen');
    expect(answer).not.toMatch(/\d%/);
    expect(answer).toContain('Als leervoorkeur gaf je Visueel aan');
    expect(answer).toContain('groei en nieuwsgierigheid');
  });

  it('invites to take the scan at /scan when there is none', () => {
    expect(reply('persoonlijkheid', noScan)).toContain('Doe de scan via /scan');
  });
});

describe('help and capabilities', () => {
  it('explains what the Coach can do', () => {
    const help = reply('help');
    for (const word of [
      'budget',
      'cursussen',
      'voortgang',
      'scan',
      'studieadvies',
      'planning',
      'motivatie',
      'carrière',
    ]) {
      expect(help).toContain(word);
    }
    const capabilities = reply('Wat kun je?');
    for (const word of [
      'budget',
      'cursussen',
      'voortgang',
      'scan',
      'studieadvies',
      'weekplanning',
      'motivatie',
      'carrière',
    ]) {
      expect(capabilities).toContain(word);
    }
  });
});

describe('studyAdvice (not matched to a learning style)', () => {
  it('gives everyone the same evidence-based tips and names the learning style only as a preference', () => {
    const visual = reply('Heb je een studietip?');
    const auditory = reply(
      'Heb je een studietip?',
      makeContext({ scanResult: { ...ctx.scanResult!, learningStyle: 'Auditief' } }),
    );
    for (const answer of [visual, auditory]) {
      expect(answer).toContain('spreid je leren over korte sessies');
      expect(answer).toContain('overhoor jezelf');
      expect(answer).toContain('Dat is een voorkeur');
      expect(answer).not.toMatch(/mindmaps|hardop|dus:/);
    }
    expect(visual.replace(ctx.scanResult!.learningStyle, 'X')).toBe(auditory.replace('Auditief', 'X'));
  });

  it('gives the general tips without a scan and promises no style-matched tips', () => {
    const answer = reply('Ik kan me niet concentreren', noScan);
    expect(answer).toContain('herhaal na een dag en na een week');
    expect(answer).not.toMatch(/leerstijl|voorkeur/);
  });
});

describe('planning', () => {
  it('suggests hours per running course for the week', () => {
    const python = ctx.enrollments[0];
    const second: CoachEnrollment = {
      ...python,
      id: 98,
      courseId: 4,
      progress: 90,
      course: { ...python.course, title: 'UX Design' },
    };
    const answer = reply('Kun je een planning maken?', makeContext({ enrollments: [python, second] }));
    expect(answer).toContain(
      'Voorstel voor deze week: 3 uur voor Python voor beginners en 1 uur voor UX Design (samen 4 uur).',
    );
  });

  it('handles no running courses', () => {
    expect(reply('rooster', makeContext({ enrollments: [] }))).toContain('geen lopende cursussen');
  });
});

describe('motivation', () => {
  it('encourages with progress', () => {
    const answer = reply('Ik heb geen motivatie');
    expect(answer).toContain('Je bent al op 40% bij Python voor beginners');
    expect(answer).toContain('Je hebt al 1 cursus afgerond');
    expect(answer).toContain('groei en nieuwsgierigheid');
  });

  it('works without enrollments or scan', () => {
    const answer = reply('Ik ben moe', makeContext({ enrollments: [], scanResult: null }));
    expect(answer).toContain('Begin klein');
    expect(sentences(answer)).toBeGreaterThanOrEqual(2);
  });
});

describe('career', () => {
  it('lists the top 3 career matches with their profile agreement, not as percentages', () => {
    const answer = reply('Welke carrière past bij mij?');
    expect(answer).toContain(
      'Data-analist (overeenkomst 92 van 100), UX Researcher (overeenkomst 81 van 100) en Productmanager (overeenkomst 74 van 100)',
    );
    expect(answer).not.toContain('Boekhouder');
    expect(answer).toContain('Waarom Data-analist: Je houdt van patronen en cijfers.');
    expect(answer).toContain('SQL, Python en statistiek');
  });

  it('invites to the scan without a scan', () => {
    expect(reply('Welk beroep past bij mij?', noScan)).toContain('/scan');
  });
});

describe('greeting', () => {
  it('greets by first name and hints at topics', () => {
    const answer = reply('Hallo!');
    expect(answer.startsWith('Hoi Sanne!')).toBe(true);
    expect(answer).toContain('budget');
  });

  it('greets without a name', () => {
    expect(reply('Hoi', makeContext({ firstName: null })).startsWith('Hoi!')).toBe(true);
    expect(reply('Hoi', makeContext({ firstName: '  ' })).startsWith('Hoi!')).toBe(true);
  });
});

describe('every reply is short', () => {
  it.each([
    'budget',
    'cursussen',
    'voortgang',
    'scan',
    'help',
    'wat kun je',
    'studietip',
    'planning',
    'motivatie',
    'carrière',
    'hallo',
  ])('%s has 1-5 sentences', (message) => {
    for (const context of [ctx, noScan]) {
      const n = sentences(reply(message, context));
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(5);
    }
  });
});

describe('joinNl', () => {
  it('joins Dutch lists', () => {
    expect(joinNl([])).toBe('');
    expect(joinNl(['A'])).toBe('A');
    expect(joinNl(['A', 'B'])).toBe('A en B');
    expect(joinNl(['A', 'B', 'C'])).toBe('A, B en C');
  });
});
