import { describe, expect, it } from 'vitest';
import { LIKERT_LABEL_TWINS } from '../../../domain/scan/index.ts';
import { scanText, scanTextEn } from '../../i18n/scan.ts';

describe('scan answer labels', () => {
  it('shows the same five answers as the scan domain in both languages', () => {
    const twins = Object.values(LIKERT_LABEL_TWINS);
    expect([...scanText.likert]).toEqual(twins.map((t) => t.nl));
    expect([...scanTextEn.likert]).toEqual(twins.map((t) => t.en));
  });
});
