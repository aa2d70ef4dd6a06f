import { describe, expect, it } from 'vitest';
import { EMPTY_COURSE_FORM, hasMissingRequired, newCourseForm } from './course-form.ts';

const filled = {
  ...EMPTY_COURSE_FORM,
  title: ' Wijnkennis ',
  description: 'Proeven en adviseren.',
  category: 'Education',
  level: 'Advanced',
  duration: '3',
  price: '349,99',
  skills: 'Proeven, , Adviseren ',
};

const messages = (values: typeof filled) => {
  const r = newCourseForm.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('new-course form (through the createCourseBody contract)', () => {
  it('turns the filled form into the API payload', () => {
    expect(newCourseForm.parse(filled)).toEqual({
      title: 'Wijnkennis',
      description: 'Proeven en adviseren.',
      category: 'Education',
      level: 'Advanced',
      duration: 3,
      price: 349.99,
      maxParticipants: null,
      studyHours: null,
      validityMonths: null,
      imageUrl: null,
      skills: ['Proeven', 'Adviseren'],
      language: 'nl',
      isActive: true,
    });
  });

  it("gives the contract's Dutch message on the field left empty", () => {
    expect(messages(EMPTY_COURSE_FORM)).toEqual({
      title: 'Titel is verplicht',
      description: 'Beschrijving is verplicht',
      category: 'Kies een geldige categorie',
      level: 'Kies een geldig niveau',
      duration: 'Duur is verplicht (aantal weken)',
      price: 'Prijs is verplicht',
    });
  });

  it('checks the optional fields too', () => {
    expect(messages({ ...filled, maxParticipants: '0', imageUrl: 'ftp://x', price: '1.234' })).toEqual({
      maxParticipants: 'Max. deelnemers moet minimaal 1 zijn',
      imageUrl: 'Afbeelding-URL moet met http:// of https:// beginnen',
      price: 'Prijs mag maximaal twee decimalen hebben',
    });
  });

  it('knows when a required field is missing (spaces count as empty)', () => {
    expect(hasMissingRequired(filled)).toBe(false);
    expect(hasMissingRequired({ ...filled, price: '  ' })).toBe(true);
    expect(hasMissingRequired({ ...filled, title: '' })).toBe(true);
    expect(hasMissingRequired({ ...filled, maxParticipants: '', imageUrl: '', skills: '' })).toBe(false);
  });
});
