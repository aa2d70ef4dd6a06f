import { describe, expect, it } from 'vitest';
import { factsOf } from '../subsidies/facts.ts';
import { factSentence } from './money.ts';

describe('the Coach names a settled fact with its source’s own date (issue 49)', () => {
  it.each([
    ['nl', 'bron: https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen, 13 juni 2023'],
    ['en', 'source: https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen, 13 June 2023'],
  ] as const)('%s: STAP’s end', (lang, expected) => {
    const ended = factsOf('stap').find((f) => f.id === 'ended')!;
    const sentence = factSentence(ended, lang, '2026-11-28');
    expect(sentence).toContain(expected);
    expect(sentence).not.toMatch(/mogelijk verouderd|possibly outdated|gecontroleerd|checked on/);
  });
});
