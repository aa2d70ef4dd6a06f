import { describe, expect, it } from 'vitest';
import { formatEuroAmount, formatEuroCents } from './money.ts';

describe('formatEuroCents', () => {
  it('writes Dutch euros by default', () => {
    expect(formatEuroCents(125000)).toBe('€ 1.250,00');
    expect(formatEuroCents(-0)).toBe('€ 0,00');
  });
  it('writes British-English euros for en-GB', () => {
    expect(formatEuroCents(125000, 'en-GB')).toBe('€1,250.00');
    expect(formatEuroAmount(49.5, 'en-GB')).toBe('€49.50');
  });
});
