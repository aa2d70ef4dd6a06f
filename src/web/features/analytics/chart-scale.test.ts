import { describe, expect, it } from 'vitest';
import { niceScale } from './chart-scale.ts';

describe('the y axis of the growth chart', () => {
  it('rounds the top up to a readable step with whole-number ticks', () => {
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(130).top).toBe(200);
  });
});
