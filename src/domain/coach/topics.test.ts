import { describe, expect, it } from 'vitest';
import type { CoachTopic } from './context.ts';
import { detectTopic, normaliseMessage } from './topics.ts';

describe('detectTopic', () => {
  const cases: [string, CoachTopic][] = [
    // budget
    ['Hoeveel budget heb ik nog?', 'budget'],
    ['Hoeveel budget heb ik voor cursussen?', 'budget'],
    ['Wat is de status van mijn subsidie?', 'budget'],
    ['Hoeveel geld heb ik over?', 'budget'],
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
    ['Wat kun je allemaal?', 'capabilities'],
    ['Wat kan je voor me doen?', 'capabilities'],
    ['Welke mogelijkheden zijn er?', 'capabilities'],
    ['What can you do?', 'capabilities'],
    // studyAdvice
    ['Heb je een studietip?', 'studyAdvice'],
    ['Hoe leer ik het beste voor mijn cursus?', 'studyAdvice'],
    ['Ik kan me niet concentreren', 'studyAdvice'],
    ['Ik wil beter leren', 'studyAdvice'],
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
  ];

  it.each(cases)('%s → %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });

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
    ['What is the status of my subsidy?', 'budget'],
    ['Can I afford another course?', 'budget'],
    ['How much does it cost?', 'budget'],
    ['How am I doing?', 'progress'],
    ['How far have I got with my courses?', 'progress'],
    ['Which courses have I completed?', 'progress'],
    ['Any study tips?', 'studyAdvice'],
    ['How should I study for my course?', 'studyAdvice'],
    ["I can't concentrate", 'studyAdvice'],
    ['Can you make a plan?', 'planning'],
    ['How do I plan my courses?', 'planning'],
    ['How much time do I need?', 'planning'],
    ['What should I do this week?', 'planning'],
    ["I'm not motivated", 'motivation'],
    ["I don't feel like studying", 'motivation'],
    ['This course is hard', 'motivation'],
    ['I want to give up', 'motivation'],
    ['What courses suit me?', 'courses'],
    ['Which courses do you recommend?', 'courses'],
    ['What should I learn?', 'courses'],
    ['Which career suits me?', 'career'],
    ['Which jobs fit my personality?', 'career'],
    ['I want to work in healthcare', 'career'],
    ['What does my scan say?', 'scan'],
    ['Tell me about my personality', 'scan'],
    ['How does the scan work?', 'scan'],
    ['What can you do?', 'capabilities'],
    ['help', 'help'],
    ['How does this work?', 'help'],
    ['I want to learn more', 'studyAdvice'],
    ['Hello', 'greeting'],
    ['Good morning Coach!', 'greeting'],
    // Dutch still works on an English screen.
    ['Welke cursussen passen bij mij?', 'courses'],
    ['Ik ben moe', 'motivation'],
  ];

  it.each(cases)('%s → %s', (message, topic) => {
    expect(detectTopic(message, 'en')).toBe(topic);
  });

  it('does not match short English keywords inside other words', () => {
    expect(detectTopic('I always pray', 'en')).toBe('greeting'); // not 'pay'
    expect(detectTopic('I like hardware', 'en')).toBe('greeting'); // not 'hard'
    expect(detectTopic('Sometimes', 'en')).toBe('greeting'); // not 'time'
  });
});
