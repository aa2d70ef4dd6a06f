import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { EMPTY_COURSE_FORM, newCourseForm } from './course-form.ts';

const messages = () => {
  const r = newCourseForm.safeParse(EMPTY_COURSE_FORM);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("a form's contract messages follow the UI language (decision 515)", () => {
  afterAll(() => setLanguage('nl', { remember: false }));

  it('validates in English once the picker says English, and in Dutch again after', async () => {
    await setLanguage('en', { remember: false });
    expect(messages()).toMatchObject({
      title: 'Title is required',
      category: 'Choose a valid category',
      duration: 'Duration is required (number of weeks)',
      price: 'Price is required',
    });
    await setLanguage('nl', { remember: false });
    expect(messages()).toMatchObject({ title: 'Titel is verplicht', price: 'Prijs is verplicht' });
  });
});
