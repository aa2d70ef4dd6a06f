import { describe, expect, it } from 'vitest';
import { matchSubsidies, schemeValidityPeriod } from './match.ts';
import { SCHEMES, schemeById } from './schemes.ts';
import { SCHEME_TEXTS_EN } from './schemes-en.ts';
import { rederiveResult } from './stored.ts';
import { baseAnswers, SME_METAL_RESPONSES } from './test-fixtures.ts';
import { APPLICATION_WINDOWS, nextWindow, windowStatus, windowText } from './windows.ts';

/** Application windows are dated facts; the status is computed from the day of reading. */
describe('application windows', () => {
  it.each([
    ['praktijkleren', '2026-05-01', { kind: 'upcoming', from: '2026-06-02', to: '2026-09-17' }],
    ['praktijkleren', '2026-06-02', { kind: 'open', until: '2026-09-17' }],
    ['praktijkleren', '2026-09-17', { kind: 'open', until: '2026-09-17' }],
    [
      'praktijkleren',
      '2026-09-18',
      {
        kind: 'expected',
        from: '2027-06-02',
        to: '2027-09-17',
        open: false,
        basedOn: { from: '2026-06-02', to: '2026-09-17' },
      },
    ],
    ['slim-ontwikkelpaden', '2025-04-01', { kind: 'open', until: '2025-11-10' }],
    ['slim-ontwikkelpaden', '2025-08-01', { kind: 'open', until: '2025-11-10' }],
    [
      'slim-ontwikkelpaden',
      '2026-03-15',
      {
        kind: 'expected',
        from: '2026-03-10',
        to: '2026-06-30',
        open: true,
        basedOn: { from: '2025-03-10', to: '2025-06-30' },
      },
    ],
    [
      'praktijkleren-derde-leerweg',
      '2026-11-28',
      {
        kind: 'expected',
        from: '2026-11-03',
        to: '2026-11-28',
        open: true,
        basedOn: { from: '2025-11-03', to: '2025-11-28' },
      },
    ],
    [
      'slim',
      '2026-11-25',
      {
        kind: 'expected',
        from: '2027-03-02',
        to: '2027-03-31',
        open: false,
        basedOn: { from: '2021-03-02', to: '2021-03-31' },
      },
    ],
    ['levenlanglerenkrediet', '2026-11-25', null],
  ] as const)('%s on %s', (id, today, expected) => {
    expect(windowStatus(id, today)).toEqual(expected);
  });

  it.each([
    ['nl', '2026-07-01', 'Open tot en met 17 september 2026.'],
    [
      'nl',
      '2026-11-25',
      'Gesloten. Het volgende tijdvak is nog niet gepubliceerd; verwacht van 2 juni 2027 tot en met 17 september 2027, afgeleid van het laatst gepubliceerde tijdvak (2 juni 2026 tot en met 17 september 2026).',
    ],
    [
      'nl',
      '2026-01-10',
      'Gesloten; het volgende tijdvak loopt van 2 juni 2026 tot en met 17 september 2026.',
    ],
    ['en', '2026-07-01', 'Open until 17 September 2026 inclusive.'],
    [
      'en',
      '2026-11-25',
      'Closed. The next window has not been published yet; expected from 2 June 2027 to 17 September 2027 inclusive, derived from the last published window (2 June 2026 to 17 September 2026).',
    ],
  ] as const)('%s on %s: %s', (lang, today, expected) => {
    expect(windowText('praktijkleren', today, lang)).toContain(expected);
    // The source's own date, never the day the dates were typed or checked.
    expect(windowText('praktijkleren', today, lang)).toMatch(
      lang === 'nl'
        ? /Bron van de tijdvakken: rvo\.nl, december 2025\.$/
        : /Source of the windows: rvo\.nl, December 2025\.$/,
    );
    expect(windowText('praktijkleren', today, lang)).not.toMatch(/gecontroleerd|checked/);
  });

  it('the derde leerweg: November 2025 published (undated source), November 2026 expected and said so', () => {
    expect(windowText('praktijkleren-derde-leerweg', '2025-11-10')).toBe(
      'Open tot en met 28 november 2025. Bron van de tijdvakken: countus.nl (zonder datum).',
    );
    const text = windowText('praktijkleren-derde-leerweg', '2026-11-28')!;
    expect(text).toContain('verwacht open tot en met 28 november 2026');
    expect(text).toContain(
      'afgeleid van het laatst gepubliceerde tijdvak (3 november 2025 tot en met 28 november 2025)',
    );
    expect(text).not.toMatch(/geen bevestigd aanvraagtijdvak|gecontroleerd/);
  });

  it('no window text claims a 2026 check next to windows of other years', () => {
    for (const id of Object.keys(APPLICATION_WINDOWS))
      for (const lang of ['nl', 'en'] as const)
        expect(windowText(id, '2026-11-28', lang), id).not.toMatch(/gecontroleerd|checked on/);
  });

  it('every windowed scheme has a published window with a source, and a next window on every day', () => {
    for (const [id, entry] of Object.entries(APPLICATION_WINDOWS)) {
      expect(
        SCHEMES.some((s) => s.id === id),
        id,
      ).toBe(true);
      expect(entry.sourceUrl).toMatch(/^https:\/\//);
      expect(entry.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.windows.length, id).toBeGreaterThan(0);
      for (const w of entry.windows) {
        expect(w.from <= w.to, `${id} ${w.from}`).toBe(true);
        if (w.sourceUrl) expect(w.sourceUrl).toMatch(/^https:\/\//);
        if (w.sourceDate) expect(w.sourceDate).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      }
      for (const today of ['2026-01-01', '2026-11-28', '2027-12-31', '2031-07-15']) {
        const next = nextWindow(id, today);
        expect(next, `${id} ${today}`).not.toBeNull();
        expect(next!.to >= today).toBe(true);
        expect(next!.kind === 'expected').toBe(next!.basedOn !== null);
      }
    }
  });

  it('no scheme text names a month or year as upcoming, in either language', () => {
    const upcoming = /(verwacht|wordt rond|expected|is due|will open)/i;
    const dated = /\b(in 20\d\d (loopt|liep|ran|runs)|van \d+ \w+ tot|from \d+ \w+ to)\b/i;
    for (const s of SCHEMES) {
      const texts = [s.validityPeriod, SCHEME_TEXTS_EN[s.id]?.validityPeriod ?? ''];
      for (const t of texts) {
        expect(t, s.id).not.toMatch(upcoming);
        if (APPLICATION_WINDOWS[s.id]) expect(t, s.id).not.toMatch(dated);
      }
    }
  });

  it('a match shows the status of the day of reading', () => {
    const answers = baseAnswers({ courseType: 'mbo_bbl', recognisedTrainingCompany: true });
    const during = matchSubsidies(answers, '2026-07-01');
    const after = matchSubsidies(answers, '2026-07-01', 'nl', '2026-11-25');
    const period = (r: typeof during) =>
      r.matches.find((m) => m.subsidy.id === 'praktijkleren')?.subsidy.validityPeriod;
    expect(period(during)).toContain('Open tot en met 17 september 2026.');
    expect(period(after)).toContain(
      'Gesloten. Het volgende tijdvak is nog niet gepubliceerd; verwacht van 2 juni 2027',
    );
    expect(schemeValidityPeriod(schemeById('levenlanglerenkrediet'), '2026-11-25')).toBe(
      schemeById('levenlanglerenkrediet').validityPeriod,
    );
  });

  it('a stored analysis is re-read with today’s window status, not the status of its day', () => {
    const bbl = { ...SME_METAL_RESPONSES, '9': 'mbo_bbl', '12': true };
    const result = rederiveResult(bbl, '2026-07-01T10:00:00Z', 'nl');
    const p = result?.matches.find((m) => m.subsidy.id === 'praktijkleren')?.subsidy.validityPeriod;
    // Read on any day after 17 September 2026: the window of that analysis has closed.
    expect(p).toBeDefined();
    expect(p).not.toContain('Open tot en met 17 september 2026');
  });
});

describe('scheme facts corrected in review', () => {
  it('SLIM: the headline amount is the employer’s maximum and says so', () => {
    const s = schemeById('slim');
    expect(s.maxAmount).toBe(24_999);
    expect(s.amountNote).toMatch(/^Maximaal €24\.999 per werkgever/);
    expect(SCHEME_TEXTS_EN.slim?.amountNote).toMatch(/^At most €24,999 per employer/);
  });
  it('SLIM ontwikkelpaden is never called free and is paid to the employer', () => {
    const s = schemeById('slim-ontwikkelpaden');
    const all = [s.description, s.amountNote, SCHEME_TEXTS_EN['slim-ontwikkelpaden']?.description ?? ''].join(
      ' ',
    );
    expect(all).not.toMatch(/gratis|betaalt niets|free|pay nothing/i);
    expect(s.amountNote).toContain('uitbetaald aan de werkgever');
    expect(s.description).toContain('officiële cursuspakket');
  });
  it('OOM is expanded as the metalworking fund; A+O fonds Gemeenten does not pay staff training', () => {
    expect(schemeById('oom').name).toBe(
      'OOM: Opleidings- en Ontwikkelingsfonds voor het Metaalbewerkingsbedrijf',
    );
    const ao = schemeById('ao-gemeenten');
    expect(ao.description).toContain('betaalt geen opleidingen van medewerkers');
    expect(ao.description).toContain('IKB');
  });
  it('no fund cites a union’s home page as its source', () => {
    for (const s of SCHEMES) expect(s.sourceUrl, s.id).not.toMatch(/fnv\.nl|cnv\.nl|agere\.nl/);
  });
});

describe('alternatives for people the schemes leave out', () => {
  const ids = (over: Parameters<typeof baseAnswers>[0], age = '1990-01-01') =>
    matchSubsidies(baseAnswers({ birthDate: age, ...over }), '2026-11-25').alternatives.map((a) => a.title);
  it.each([
    [
      'job seeker without a benefit',
      { employment: 'job_seeker_none' as const },
      /zonder uitkering.*gemeente/,
      true,
    ],
    ['job seeker on WW', { employment: 'job_seeker_ww' as const }, /zonder uitkering/, false],
    [
      'hbo programme, still student finance (perhaps part-time or dual)',
      { courseType: 'hbo_wo_programme' as const, studentFinanceLeft: true },
      /Deeltijd studeren/,
      true,
    ],
    ['mbo bbl', { courseType: 'mbo_bbl' as const }, /Deeltijd studeren/, false],
  ])('%s', (_label, over, title, shown) => {
    expect(ids(over).some((t) => title.test(t))).toBe(shown);
  });
});
