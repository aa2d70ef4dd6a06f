import { describe, expect, it } from 'vitest';
import type { CoachContext } from './context.ts';
import { coachReply } from './reply.ts';
import { makeContext } from './test-fixtures.ts';

const ctx = makeContext();
const noScan = makeContext({ scanResult: null });
const empty = makeContext({
  scanResult: null,
  enrollments: [],
  subsidyApplications: [],
  recommendations: [],
});
const reply = (message: string, context: CoachContext = ctx): string => {
  const answer = coachReply(message, context, 'en');
  if (answer === null) throw new Error('expected a reply');
  return answer;
};

describe('the Coach in English', () => {
  it('ignores empty input and stays Dutch by default', () => {
    expect(coachReply('  ', ctx, 'en')).toBeNull();
    expect(coachReply('budget', ctx)).toContain('Je hebt € 1.750,10 aan goedgekeurde subsidie.');
  });

  it('budget: amounts in en-GB, what the sum is, pending applications, no affordable-course count', () => {
    expect(reply('How much budget do I have?')).toBe(
      'You have €1,750.10 in approved subsidy. Your current enrolments cost €999.99; the difference is €750.11. ' +
        'Note: that difference is a sum, not a balance you can spend freely. ' +
        'An approved subsidy belongs to the application it was granted for and is often paid to your employer. ' +
        'You have 2 applications awaiting a decision.',
    );
    expect(reply('budget', empty)).toBe(
      'You have no approved subsidy yet. The subsidy check shows which schemes fit your situation.',
    );
    expect(reply('Which subsidy can I get?', empty)).toMatch(
      /^Which subsidy you can get depends on your situation/,
    );
    expect(reply('How do I unenrol?')).toMatch(/^You unenrol on the course’s page/);
    const overspent = reply(
      'Can I afford it?',
      makeContext({
        subsidyApplications: [
          { id: 1, subsidyType: 'STAP', status: 'approved', requestedAmount: 500, approvedAmount: 500 },
        ],
      }),
    );
    expect(overspent).toContain('the difference is -€499.99.');
    expect(overspent).toContain('Your enrolments cost €499.99 more than your approved subsidy;');
  });

  it('courses: top recommendations and popular courses, scan invitation without a scan', () => {
    expect(reply('What courses suit me?')).toBe(
      'These are your top recommendations: Data-analyse met SQL (93/100 match with your interests), ' +
        'UX Design (86/100 match with your interests) and Projectmanagement (71/100 match with your interests). ' +
        'Popular with other talents: Online marketing and Financieel rapporteren.',
    );
    expect(reply('Which courses do you recommend?', noScan)).toContain(
      'Take the scan at /scan for recommendations that suit you even better.',
    );
  });

  it('progress: running and completed courses', () => {
    expect(reply('How am I doing?')).toBe(
      'You’re currently taking 1 course and have completed 1. ' +
        'Your average progress on your current courses is 40%. In progress: Python voor beginners (40%).',
    );
    expect(reply('my progress', empty)).toContain('You aren’t enrolled on a course yet.');
  });

  it('scan: quotes the scan’s own names and scores', () => {
    const answer = reply('What does my scan say?');
    expect(answer).toMatch(
      /^From your scan: the trait you recognise most in yourself is \S+ \(score 82 out of 100\)/,
    );
    expect(answer).toContain('(score 78 out of 100)');
    expect(reply('personality test', noScan)).toContain(
      'You haven’t taken the scan yet. Take the scan at /scan',
    );
  });

  it('help and capabilities', () => {
    expect(reply('help')).toMatch(/^I’m your Coach\. You can ask me about budget and subsidies/);
    expect(reply('What can you do?')).toMatch(
      /^I can set your approved subsidy against your enrolments \(your budget\)/,
    );
  });

  it('study advice is the same for every learning style, which stays a stated preference', () => {
    expect(reply('Any study tips?')).toContain('test yourself (recall the material without looking)');
    expect(reply('Any study tips?')).toContain('That is a preference');
    expect(reply('I can’t concentrate', noScan)).not.toMatch(/learning style|preference/);
  });

  it('planning: hours per course this week', () => {
    expect(reply('Can you make a plan?')).toMatch(
      /^My suggestion for this week: 3 hours for Python voor beginners\./,
    );
    expect(reply('schedule', empty)).toContain('You have no current courses to plan.');
  });

  it('motivation: encourages with progress and drive', () => {
    const answer = reply('I’m not motivated');
    expect(answer).toContain('You’re already 40% of the way through Python voor beginners, so keep going!');
    expect(answer).toContain('You’ve already completed 1 course, so you know you can do it.');
  });

  it('career: top matches without a percentage sign, scan invitation without a scan', () => {
    const answer = reply('Which career suits me?');
    expect(answer).toMatch(
      /^These careers are closest to your interest profile: Data-analist \(92\/100 match\)/,
    );
    expect(answer).not.toContain('%');
    expect(reply('jobs for me', noScan)).toContain(
      'Take the scan at /scan and I’ll show you your best career matches.',
    );
  });

  it('greeting by first name as the default answer', () => {
    expect(reply('Hello')).toMatch(/^Hi Sanne! I’m your Coach\./);
    expect(reply('Good morning', makeContext({ firstName: null }))).toMatch(/^Hi! /);
  });

  it('still understands a Dutch question when the screen is in English', () => {
    expect(reply('Hoeveel budget heb ik?')).toMatch(/^You have €1,750.10/);
    expect(reply('Hoe ver ben ik met mijn cursus?')).toMatch(/^You’re currently taking/);
  });
});
