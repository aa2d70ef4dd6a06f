import { describe, expect, it } from 'vitest';
import type { CoachTopic } from './context.ts';
import { detectTopic, normaliseMessage } from './topics.ts';

const ALL_TOPICS: readonly CoachTopic[] = [
  'budget',
  'subsidy',
  'enrol',
  'unenrol',
  'vacancies',
  'courses',
  'progress',
  'scan',
  'help',
  'capabilities',
  'studyAdvice',
  'planning',
  'motivation',
  'career',
  'greeting',
];

/** Every topic has at least five phrasings in the table (issue 25). */
function expectFivePerTopic(cases: readonly (readonly [string, CoachTopic])[]) {
  for (const topic of ALL_TOPICS) {
    expect(cases.filter(([, t]) => t === topic).length, topic).toBeGreaterThanOrEqual(5);
  }
}

describe('detectTopic', () => {
  const cases: [string, CoachTopic][] = [
    // budget
    ['Hoeveel budget heb ik nog?', 'budget'],
    ['Hoeveel budget heb ik voor cursussen?', 'budget'],
    ['Hoeveel geld heb ik over?', 'budget'],
    ['Hoeveel subsidie heb ik nog?', 'budget'],
    // subsidy: which schemes, how to apply, the applications' status — not the budget sum
    ['Welke subsidie kan ik krijgen?', 'subsidy'],
    ['Wat is de status van mijn subsidie?', 'subsidy'],
    ['Kom ik in aanmerking voor een regeling?', 'subsidy'],
    ['Kan ik het levenlanglerenkrediet gebruiken?', 'subsidy'],
    ['Krijg ik een vergoeding voor mijn opleiding?', 'subsidy'],
    ['Hoe vraag ik SLIM aan?', 'subsidy'],
    ['Subsidie aanvragen', 'subsidy'],
    // unenrol: never the course recommendations
    ['Hoe schrijf ik me uit?', 'unenrol'],
    ['Ik wil me uitschrijven voor deze cursus', 'unenrol'],
    ['Kan ik mijn inschrijving annuleren?', 'unenrol'],
    ['Hoe meld ik me af voor een training?', 'unenrol'],
    ['Ik wil stoppen met mijn cursus', 'unenrol'],
    ['Afmelden voor een opleiding', 'unenrol'],
    // enrol
    ['Hoe schrijf ik me in?', 'enrol'],
    ['Hoe kan ik me inschrijven voor een cursus?', 'enrol'],
    ['Ik wil me aanmelden voor een training', 'enrol'],
    ['Hoe meld ik me aan?', 'enrol'],
    ['Inschrijven voor Python', 'enrol'],
    // vacancies
    ['Welke vacatures zijn er?', 'vacancies'],
    ['Hoe solliciteer ik?', 'vacancies'],
    ['Waar vind ik vacatures?', 'vacancies'],
    ['Wat is de status van mijn sollicitatie?', 'vacancies'],
    ['Kan ik solliciteren met mijn paspoort?', 'vacancies'],
    ['Wat zijn de kosten?', 'budget'],
    ['Kan ik dit betalen?', 'budget'],
    ['Nog 300 euro over?', 'budget'],
    ['Heb ik nog €500?', 'budget'],
    ['How much money do I have?', 'budget'],
    // progress
    ['Hoe staat het met mijn voortgang?', 'progress'],
    ['Hoe sta ik ervoor?', 'progress'],
    ['How am I doing?', 'progress'],
    ['Welke cursussen heb ik afgerond?', 'progress'],
    ['Hoe ver ben ik met mijn cursus?', 'progress'],
    ['Wat is mijn status?', 'progress'],
    // courses
    ['Welke cursus past bij mij?', 'courses'],
    ['Heb je een aanbeveling voor een opleiding?', 'courses'],
    ['Ik wil iets leren wat bij me past', 'courses'],
    ['Welke opleiding past bij mijn droombaan?', 'courses'],
    ['Welke cursussen passen bij mijn scan?', 'courses'],
    ['Kun je me helpen met een training kiezen?', 'courses'],
    // scan
    ['Wat zegt mijn scan?', 'scan'],
    ['Vertel iets over mijn persoonlijkheid', 'scan'],
    ['Mijn RIASEC-profiel?', 'scan'],
    ['Big Five uitslag', 'scan'],
    ['Hoe werkt de scan?', 'scan'],
    ['Vertel over het neuroticisme in mijn testresultaat', 'scan'],
    // help / capabilities
    ['help', 'help'],
    ['Ik heb hulp nodig', 'help'],
    ['Hoe werkt dit?', 'help'],
    ['Kun je me helpen?', 'help'],
    ['Ik snap het niet, help', 'help'],
    ['Wat kun je allemaal?', 'capabilities'],
    ['Wat kunt u voor mij betekenen?', 'capabilities'],
    ['Wat kan je voor me doen?', 'capabilities'],
    ['Welke mogelijkheden zijn er?', 'capabilities'],
    ['What can you do?', 'capabilities'],
    // studyAdvice
    ['Heb je een studietip?', 'studyAdvice'],
    ['Hoe leer ik het beste voor mijn cursus?', 'studyAdvice'],
    ['Ik kan me niet concentreren', 'studyAdvice'],
    ['Ik wil beter leren', 'studyAdvice'],
    ['Studieadvies graag', 'studyAdvice'],
    // planning
    ['Kun je een planning maken?', 'planning'],
    ['Hoe plan ik mijn cursussen?', 'planning'],
    ['Maak een rooster', 'planning'],
    ['Hoeveel tijd heb ik nodig?', 'planning'],
    ['Wat doe ik deze week?', 'planning'],
    // motivation
    ['Ik heb geen motivatie', 'motivation'],
    ['Ik heb geen zin in mijn cursus', 'motivation'],
    ['Ik ben moe', 'motivation'],
    ['Ik wil opgeven', 'motivation'],
    ['Deze opleiding is lastig', 'motivation'],
    ['Ik heb geen zin meer in mijn werk', 'motivation'],
    // career
    ['Welke carrière past bij mij?', 'career'],
    ['Welke carriere past bij mij?', 'career'],
    ['Welke banen passen bij mijn persoonlijkheid?', 'career'],
    ['Welk beroep past bij mij?', 'career'],
    ['Ik zoek ander werk', 'career'],
    ['Hoe verander ik van baan?', 'career'],
    ['Tips voor mijn loopbaan', 'career'],
    // greeting
    ['Hallo', 'greeting'],
    ['Goedemorgen Coach!', 'greeting'],
    ['Ik ben altijd blij', 'greeting'],
    ['Hoi', 'greeting'],
    ['Dank je wel', 'greeting'],
  ];

  it.each(cases)('%s → %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });

  it('has at least five Dutch phrasings per topic', () => expectFivePerTopic(cases));

  it('is case-insensitive', () => {
    expect(detectTopic('BUDGET')).toBe('budget');
    expect(detectTopic('CaRrIèRe')).toBe('career');
  });

  it('does not match short keywords inside other words', () => {
    expect(detectTopic('Neuroticisme')).toBe('greeting'); // not 'euro'
    expect(detectTopic('Ik moet nog iets doen')).toBe('greeting'); // not 'moe'
    expect(detectTopic('Ik ben altijd vrolijk')).toBe('greeting'); // not 'tijd'
    expect(detectTopic('Hoe werkt de Coach?')).toBe('help'); // not 'werk'
  });
});

describe('normaliseMessage', () => {
  it('lower-cases, strips diacritics and collapses whitespace', () => {
    expect(normaliseMessage('  Mijn   CARRIÈRE\n plannen ')).toBe('mijn carriere plannen');
  });
});

describe('detectTopic in English', () => {
  const cases: [string, CoachTopic][] = [
    ['How much budget do I have left?', 'budget'],
    ['Can I afford another course?', 'budget'],
    ['How much does it cost?', 'budget'],
    ['How much money do I have?', 'budget'],
    ["What's my budget?", 'budget'],
    ['Who pays for my course?', 'budget'],
    ['Which subsidy can I get?', 'subsidy'],
    ['What is the status of my subsidy?', 'subsidy'],
    ['Are there grants for my course?', 'subsidy'],
    ['Is there financial help for training?', 'subsidy'],
    ['Which funding schemes exist?', 'subsidy'],
    ['Can my course be reimbursed?', 'subsidy'],
    ['How do I unenrol?', 'unenrol'],
    ['How do I unenroll from a course?', 'unenrol'],
    ['Cancel my enrolment', 'unenrol'],
    ['I want to withdraw from the course', 'unenrol'],
    ['Can I drop out of my course?', 'unenrol'],
    ['I want to leave my course', 'unenrol'],
    ['How do I enrol?', 'enrol'],
    ['How can I enroll in a course?', 'enrol'],
    ['Sign me up for Python', 'enrol'],
    ['How do I register for a course?', 'enrol'],
    ['Can I book a place?', 'enrol'],
    ['Which vacancies are open?', 'vacancies'],
    ['How do I apply for a job?', 'vacancies'],
    ['Are there any job openings?', 'vacancies'],
    ['What is the status of my job application?', 'vacancies'],
    ['Where can I find vacancies?', 'vacancies'],
    ['How am I doing?', 'progress'],
    ['What is my status?', 'progress'],
    ['Show my progress', 'progress'],
    ['How far have I got with my courses?', 'progress'],
    ['Which courses have I completed?', 'progress'],
    ['Any study tips?', 'studyAdvice'],
    ['How should I study for my course?', 'studyAdvice'],
    ["I can't concentrate", 'studyAdvice'],
    ['Any advice on how to study?', 'studyAdvice'],
    ['Can you make a plan?', 'planning'],
    ['How do I plan my courses?', 'planning'],
    ['How much time do I need?', 'planning'],
    ['What should I do this week?', 'planning'],
    ['Make me a schedule', 'planning'],
    ["I'm not motivated", 'motivation'],
    ["I don't feel like studying", 'motivation'],
    ['This course is hard', 'motivation'],
    ['I want to give up', 'motivation'],
    ["I'm struggling with my course", 'motivation'],
    ['What courses suit me?', 'courses'],
    ['Which courses do you recommend?', 'courses'],
    ['What should I learn?', 'courses'],
    ['Can you recommend a training?', 'courses'],
    ['Which classes should I take?', 'courses'],
    ['Which career suits me?', 'career'],
    ['Which jobs fit my personality?', 'career'],
    ['I want to work in healthcare', 'career'],
    ['What profession suits me?', 'career'],
    ['I want a new career', 'career'],
    ['What does my scan say?', 'scan'],
    ['Tell me about my personality', 'scan'],
    ['How does the scan work?', 'scan'],
    ['Explain my Big Five', 'scan'],
    ['What is RIASEC?', 'scan'],
    ['What can you do?', 'capabilities'],
    ['What are you able to do?', 'capabilities'],
    ['What do you do?', 'capabilities'],
    ['What can I ask you?', 'capabilities'],
    ['What can you help me with?', 'capabilities'],
    ['help', 'help'],
    ['How does this work?', 'help'],
    ['I need help', 'help'],
    ['Help me please', 'help'],
    ['How do you work?', 'help'],
    ['I want to learn more', 'studyAdvice'],
    ['Hello', 'greeting'],
    ['Good morning Coach!', 'greeting'],
    ['Hi', 'greeting'],
    ['Thanks', 'greeting'],
    ['Nice to meet you', 'greeting'],
    // Dutch still works on an English screen.
    ['Welke cursussen passen bij mij?', 'courses'],
    ['Ik ben moe', 'motivation'],
  ];

  it.each(cases)('%s → %s', (message, topic) => {
    expect(detectTopic(message, 'en')).toBe(topic);
  });

  it('has at least five English phrasings per topic', () => expectFivePerTopic(cases));

  it('does not match short English keywords inside other words', () => {
    expect(detectTopic('I always pray', 'en')).toBe('greeting'); // not 'pay'
    expect(detectTopic('I like hardware', 'en')).toBe('greeting'); // not 'hard'
    expect(detectTopic('Sometimes', 'en')).toBe('greeting'); // not 'time'
  });
});
