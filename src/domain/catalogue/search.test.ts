import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKENS, normalizeSearchText, searchTokens } from './search.ts';

describe('normalizeSearchText', () => {
  it('lower-cases and removes accents', () => {
    expect(normalizeSearchText('Café Hygiënisch ÉÉN')).toBe('cafe hygienisch een');
    expect(normalizeSearchText('Straße Ørsted')).toBe('strasse orsted');
  });
});

describe('searchTokens', () => {
  it('splits on anything that is not a letter or digit and drops duplicates', () => {
    expect(searchTokens('  Python, python & "SQL"* OR 2026 ')).toEqual(['python', 'sql', 'or', '2026']);
    expect(searchTokens('zzp’ers')).toEqual(['zzp', 'ers']);
  });
  it('gives no token for punctuation only', () => {
    expect(searchTokens('%_*"\'()-+:^')).toEqual([]);
    expect(searchTokens('')).toEqual([]);
  });
  it('keeps at most the maximum number of words', () => {
    expect(searchTokens('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_TOKENS);
  });
});
