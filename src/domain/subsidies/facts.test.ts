import { describe, expect, it } from 'vitest';
import { factDate, factsOf, isPossiblyOutdated, SCHEME_FACTS } from './facts.ts';
import { SCHEMES } from './schemes.ts';
import { SCHEME_TEXTS_EN } from './schemes-en.ts';

const ISO = /^20\d\d-\d\d-\d\d$/;
/** Amounts ("€24.999", "€2,700"), percentages ("60%") and ages ("57") a text states. */
const figures = (text: string) =>
  text.match(/€\s?[\d.,]+|\d+%|\b\d{2}\b(?= (?:jaar|or older|bij de start))/g) ?? [];
const norm = (f: string) => f.replace(/[.,\s]/g, '');

describe('dated facts', () => {
  const all = Object.values(SCHEME_FACTS).flat();
  it.each(all.map((f) => [f.id, f] as const))('%s has a source URL and a checked date', (_id, f) => {
    expect(f.sourceUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
    expect(f.checkedOn).toMatch(ISO);
    if (f.since !== undefined) expect(f.since).toMatch(ISO);
    expect(f.nl.trim()).not.toBe('');
    expect(f.en.trim()).not.toBe('');
  });

  it('every facts entry belongs to a scheme in the catalogue', () => {
    for (const id of Object.keys(SCHEME_FACTS))
      expect(
        SCHEMES.some((s) => s.id === id),
        id,
      ).toBe(true);
  });

  it('every amount and percentage a scheme states in its amount note is one of its dated facts', () => {
    for (const s of SCHEMES) {
      const factText = factsOf(s.id)
        .map((f) => `${f.nl} ${f.en}`)
        .join(' ');
      for (const [lang, note] of [
        ['nl', s.amountNote],
        ['en', SCHEME_TEXTS_EN[s.id]?.amountNote ?? ''],
      ] as const)
        for (const f of figures(note))
          expect(norm(factText), `${s.id} (${lang}) states ${f} without a dated fact`).toContain(norm(f));
      if (s.maxAmount) expect(norm(factText), s.id).toContain(norm(String(s.maxAmount)));
    }
  });

  it('a fact dated more than a year before the day of reading is possibly outdated', () => {
    expect(isPossiblyOutdated({ checkedOn: '2026-11-24' }, '2026-11-27')).toBe(false);
    expect(isPossiblyOutdated({ checkedOn: '2025-11-20' }, '2026-11-27')).toBe(true);
    // The figure's own date counts, not the day it was re-read.
    expect(isPossiblyOutdated({ checkedOn: '2026-11-24', since: '2024-01-01' }, '2026-11-27')).toBe(true);
    expect(isPossiblyOutdated({ checkedOn: '2026-11-24' }, '2027-11-25')).toBe(true);
  });

  it('keeps the corrected figures: SLIM 60% for every SME, the loan without old DUO figures, no OOM maximum', () => {
    const text = (id: string) =>
      factsOf(id)
        .map((f) => f.nl)
        .join(' ');
    expect(text('slim')).toContain('60% van de kosten van de werkgever, voor alle mkb-ondernemingen');
    expect(text('levenlanglerenkrediet')).toContain('jonger dan 57');
    expect(text('levenlanglerenkrediet')).toContain('Een lening, geen gift');
    expect(text('levenlanglerenkrediet')).not.toMatch(/2\.530|12\.650|2,57/);
    expect(factsOf('oom')).toEqual([]);
    expect(text('uwv-scholing')).toContain('bestaat niet meer');
    expect(text('praktijkleren')).toMatch(
      /techniek, landbouw en natuurlijke omgeving, gezondheidszorg en gedrag en maatschappij/,
    );
  });
});

describe('a settled fact keeps its source’s own date (issue 49)', () => {
  it('STAP’s end is never "mogelijk verouderd": it shows the source’s date, 13 June 2023', () => {
    const ended = factsOf('stap').find((f) => f.id === 'ended')!;
    expect(ended.settled).toBe(true);
    expect(isPossiblyOutdated(ended, '2026-11-28')).toBe(false);
    expect(factDate(ended, '2026-11-28')).toEqual({ date: '2023-06-13', kind: 'source' });
  });
  it('an unsettled old fact is outdated by its own date; a recent one shows the day it was checked', () => {
    expect(factDate({ checkedOn: '2026-11-24', since: '2024-01-01' }, '2026-11-28')).toEqual({
      date: '2024-01-01',
      kind: 'outdated',
    });
    expect(factDate({ checkedOn: '2026-11-24' }, '2026-11-28')).toEqual({
      date: '2026-11-24',
      kind: 'checked',
    });
  });
});
