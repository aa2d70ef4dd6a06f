import { describe, expect, it } from 'vitest';
import { preferredType } from './negotiate.ts';

describe('preferredType', () => {
  const offered = ['text/html', 'application/json'];
  it('gives the first offered type without an Accept header or for */*', () => {
    expect(preferredType(undefined, offered)).toBe('text/html');
    expect(preferredType('*/*', offered)).toBe('text/html');
  });
  it('follows a browser’s Accept and a client asking for JSON', () => {
    expect(preferredType('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', offered)).toBe(
      'text/html',
    );
    expect(preferredType('application/json', offered)).toBe('application/json');
    expect(preferredType('application/json, */*;q=0.1', offered)).toBe('application/json');
  });
  it('weighs quality and specificity, and refuses what is not offered', () => {
    expect(preferredType('text/html;q=0.5, application/json', offered)).toBe('application/json');
    expect(preferredType('application/*', offered)).toBe('application/json');
    expect(preferredType('image/png', offered)).toBeNull();
    expect(preferredType('application/json;q=0', ['application/json'])).toBeNull();
  });
});
