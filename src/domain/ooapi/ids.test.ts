import { describe, expect, it } from 'vitest';
import { fromOoapiId, isUuid, toOoapiId } from './ids.ts';

describe('OEAPI ids', () => {
  it('writes an integer id into a UUID and reads it back', () => {
    expect(toOoapiId('course', 12)).toBe('0000c0de-0000-8000-8000-00000000000c');
    expect(isUuid(toOoapiId('offering', 2_147_483_647))).toBe(true);
    for (const id of [1, 255, 99_999, 2_147_483_647]) {
      expect(fromOoapiId('course', toOoapiId('course', id))).toBe(id);
      expect(fromOoapiId('offering', toOoapiId('offering', id))).toBe(id);
    }
  });

  it('refuses another kind, a foreign UUID and text that is no UUID', () => {
    expect(fromOoapiId('offering', toOoapiId('course', 5))).toBeNull();
    expect(fromOoapiId('course', '123e4567-e89b-12d3-a456-426614174000')).toBeNull();
    expect(fromOoapiId('course', 'abc')).toBeNull();
    expect(fromOoapiId('course', '0000c0de-0000-8000-8000-000000000000')).toBeNull();
    expect(fromOoapiId('course', '0000c0de-0000-8000-8000-ffffffffffff')).toBeNull();
    expect(() => toOoapiId('course', 0)).toThrow();
  });
});
