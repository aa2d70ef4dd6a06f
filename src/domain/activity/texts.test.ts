import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, type ActivityEventParams, activityText } from './texts.ts';

const SAMPLE: ActivityEventParams = {
  enrolled: { courseTitle: 'Excel' },
  completed: { courseTitle: 'Excel' },
  scanCompleted: { personalityType: 'De Onderzoeker (ISA)' },
  subsidyApplied: { subsidyType: 'SLIM-subsidie', status: 'pending' },
};

describe('activity texts', () => {
  it('every kind has a Dutch and a different English title', () => {
    for (const kind of ACTIVITY_KINDS) {
      const nl = activityText(kind, SAMPLE[kind], 'nl');
      const en = activityText(kind, SAMPLE[kind], 'en');
      expect(nl.title, kind).toBeTruthy();
      expect(en.title, kind).toBeTruthy();
      expect(en.title, kind).not.toBe(nl.title);
    }
  });

  it('keeps the Dutch texts of the dashboard', () => {
    expect(activityText('enrolled', SAMPLE.enrolled, 'nl').title).toBe('Ingeschreven voor cursus');
    expect(activityText('subsidyApplied', SAMPLE.subsidyApplied, 'nl')).toEqual({
      title: 'Subsidieaanvraag ingediend',
      description: 'SLIM-subsidie (In behandeling)',
    });
    expect(activityText('scanCompleted', SAMPLE.scanCompleted, 'nl').description).toBe(
      'Profiel: De Onderzoeker (ISA)',
    );
  });
});
