import { defineMessages } from './define.ts';

/** The messages of analytics that are not problems: field messages, answers and reasons (decision 515). */
export const ANALYTICS_MESSAGES = defineMessages({
  'analytics.period_week_month': { nl: 'period is week of month', en: 'period is week or month' },
});
