import { expect, it } from 'vitest';
import { ENROLLMENT_STATUSES, isActiveEnrollment } from './status.ts';

it('counts only a course still being learned as active (the dashboard tile and the community panel alike)', () => {
  expect(ENROLLMENT_STATUSES.filter(isActiveEnrollment)).toEqual(['enrolled']);
});
