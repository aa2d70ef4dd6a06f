import { describe, expect, it } from 'vitest';
import { endSentence } from './text.ts';

describe('endSentence', () => {
  it('adds a full stop unless the name already ends a sentence', () => {
    expect(endSentence('Jansen Logistiek B.V.')).toBe('Jansen Logistiek B.V.');
    expect(endSentence('TechCorp')).toBe('TechCorp.');
  });
});
