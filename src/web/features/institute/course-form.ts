import { z } from 'zod';
import { type Course, createCourseBody, splitSkills } from '../../../contracts/courses.ts';

/** The fields that must be filled in (spec §5); a form missing one gets the Ontbrekende velden toast. */
export const REQUIRED_COURSE_FIELDS = [
  'title',
  'description',
  'category',
  'level',
  'duration',
  'price',
] as const;

/** An empty box is "not given" (the contract then says it is required); a comma is a decimal point. */
const numberOrUndefined = (text: string) => {
  const s = text.trim().replace(',', '.');
  return s === '' ? undefined : Number(s);
};

/**
 * The new-course form: the text the inputs hold, turned into the API payload and validated by the
 * API's own contract (createCourseBody), so the form and the server give the same messages.
 */
export const newCourseForm = z
  .object({
    title: z.string(),
    description: z.string(),
    category: z.string(),
    level: z.string(),
    language: z.string(),
    duration: z.string(),
    price: z.string(),
    maxParticipants: z.string(),
    studyHours: z.string(),
    validityMonths: z.string(),
    imageUrl: z.string(),
    skills: z.string(),
  })
  // Typed unknown: the contract after it decides what is valid (an empty category is its error).
  .transform((f): unknown => ({
    title: f.title,
    description: f.description,
    category: f.category || undefined,
    level: f.level || undefined,
    duration: numberOrUndefined(f.duration),
    price: numberOrUndefined(f.price),
    maxParticipants: numberOrUndefined(f.maxParticipants) ?? null,
    studyHours: numberOrUndefined(f.studyHours) ?? null,
    validityMonths: numberOrUndefined(f.validityMonths) ?? null,
    imageUrl: f.imageUrl.trim() || null,
    skills: splitSkills(f.skills),
    language: f.language || 'nl',
    isActive: true as const,
  }))
  .pipe(createCourseBody);

export type NewCourseFormValues = z.input<typeof newCourseForm>;

export const EMPTY_COURSE_FORM: NewCourseFormValues = {
  title: '',
  description: '',
  category: '',
  level: '',
  language: 'nl',
  duration: '',
  price: '',
  maxParticipants: '',
  studyHours: '',
  validityMonths: '',
  imageUrl: '',
  skills: '',
};

/** Whether any required field is left empty (spaces count as empty). */
export const hasMissingRequired = (values: NewCourseFormValues) =>
  REQUIRED_COURSE_FIELDS.some((k) => !values[k].trim());

/** The form filled in with a course, for editing it. */
export const courseFormValues = (c: Course): NewCourseFormValues => ({
  title: c.title,
  description: c.description,
  category: c.category,
  level: c.level,
  language: c.language,
  duration: String(c.duration),
  price: String(c.price),
  maxParticipants: c.maxParticipants === null ? '' : String(c.maxParticipants),
  studyHours: c.studyHours === null ? '' : String(c.studyHours),
  validityMonths: c.validityMonths === null ? '' : String(c.validityMonths),
  imageUrl: c.imageUrl ?? '',
  skills: c.skills.join(', '),
});
