/** Answers of the API shaped by its contracts, for the component tests. */
import type { ApiAnswer } from '../lib/api.ts';

/** A stored scan result (GET /api/user/scan-result, POST /api/enhanced-assessment/submit). */
export const scanResult: NonNullable<ApiAnswer<'get', '/api/user/scan-result'>> = {
  openness: 72,
  conscientiousness: 64,
  extraversion: 41,
  agreeableness: 80,
  neuroticism: 30,
  realistic: 35,
  investigative: 70,
  artistic: 55,
  social: 82,
  enterprising: 40,
  conventional: 28,
  learningStyle: 'Sociaal leren',
  primaryDrive: 'Impact op anderen',
  profileSummary: 'Je bent nieuwsgierig en zorgzaam.',
  careerMatches: [
    { title: 'Verpleegkundige', match: 84, reason: 'Past bij je sociale interesse', skills: ['Zorg'] },
  ],
  softSkills: ['Empathie', 'Samenwerken'],
  growthAreas: ['Plannen'],
  recommendations: { summary: 'Kies een zorgopleiding.', courses: [], careers: ['Verpleegkundige'] },
  personalityType: 'De Helper (SIA)',
};
