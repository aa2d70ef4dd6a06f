import { aboutEn } from './about.ts';
import { adminEn } from './admin.ts';
import { communityEn } from './community.ts';
import { companyEn } from './company.ts';
import { type Messages, nl } from './nl.ts';
import { notificationsEn } from './notifications.ts';
import { profileEn } from './profile.ts';
import { subsidiesEn } from './subsidies.ts';
import { vacanciesEn } from './vacancies.ts';

/**
 * English, with the same keys as Dutch. Placeholder until issue 14: the shell's own texts still
 * fall back to Dutch here; each feature's catalogue already has its English half.
 */
export const en: Messages = {
  ...nl,
  subsidies: subsidiesEn,
  community: communityEn,
  notifications: notificationsEn,
  profile: profileEn,
  admin: adminEn,
  company: companyEn,
  vacancies: vacanciesEn,
  about: aboutEn,
};
