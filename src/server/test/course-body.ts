/**
 * A valid `POST /api/courses` body for tests that need an institute's course and care only about
 * a few of its fields: pass those, the rest is an ordinary small course.
 */
export const courseBody = (fields: { title: string; description: string; skills?: string[] }) => ({
  category: 'Technology',
  level: 'Beginner',
  duration: 4,
  price: 100,
  maxParticipants: 10,
  imageUrl: null,
  skills: ['Testen'],
  language: 'nl',
  isActive: true,
  ...fields,
});
