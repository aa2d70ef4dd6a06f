import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-path.ts';

describe('the page to return to after signing in', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/courses/12')).toBe('/courses/12');
    expect(safeReturnPath('/profile?tab=security')).toBe('/profile?tab=security');
  });

  it('never leaves the site or loops back to /auth', () => {
    for (const raw of [
      null,
      '',
      'courses',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/auth',
      '/auth?tab=register',
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBe('/');
    }
  });

  it('builds the sign-in address with the path encoded', () => {
    expect(signInPath('/courses/12')).toBe('/auth?next=%2Fcourses%2F12');
  });
});
