import { expect, it } from 'vitest';
import { badgeText } from './badge.ts';

it('caps the unread badge at 99+', () => {
  expect([1, 9, 99, 100, 1234].map(badgeText)).toEqual(['1', '9', '99', '99+', '99+']);
});
