import { describe, expect, it } from 'vitest';
import { type CourseFacts, courseJsonLd, credentialJsonLd, jsonLdScript, schemaPrice } from './json-ld.ts';

const ORIGIN = 'https://skills.example.nl';

const course: CourseFacts = {
  id: 7,
  title: 'Python voor beginners',
  description: 'Leer programmeren.',
  category: 'Technology',
  level: 'Beginner',
  duration: 8,
  price: 595,
  rating: 4.8,
  ratingCount: 10,
  instituteName: 'TechAcademie Nederland',
  imageUrl: '/uploads/python.png',
  skills: ['Programmeren in Python'],
  language: 'nl',
  isActive: true,
  runs: [
    { id: 1, startDate: '2027-01-11', endDate: '2027-03-05', location: 'Rotterdam', seatsLeft: 3 },
    { id: 2, startDate: '2027-04-19', endDate: null, location: 'Online', seatsLeft: null },
  ],
};

describe('courseJsonLd', () => {
  it('is a schema.org Course with its provider, a priced offer and one instance per run', () => {
    const ld = courseJsonLd(course, ORIGIN);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      url: `${ORIGIN}/courses/7`,
      name: 'Python voor beginners',
      description: 'Leer programmeren.',
      inLanguage: 'nl',
      image: `${ORIGIN}/uploads/python.png`,
      provider: { '@type': 'EducationalOrganization', name: 'TechAcademie Nederland' },
      offers: {
        '@type': 'Offer',
        price: '595.00',
        priceCurrency: 'EUR',
        category: 'Paid',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 10 },
    });
    expect(ld.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        startDate: '2027-01-11',
        endDate: '2027-03-05',
        location: { '@type': 'Place', name: 'Rotterdam', address: 'Rotterdam' },
        inLanguage: 'nl',
      },
      { '@type': 'CourseInstance', courseMode: 'Online', startDate: '2027-04-19', inLanguage: 'nl' },
    ]);
  });

  it('says free, sold out, discontinued and unrated when the course is', () => {
    const free = courseJsonLd({ ...course, price: 0, ratingCount: 0 }, ORIGIN);
    expect(free.offers).toMatchObject({ category: 'Free', price: '0.00' });
    expect(free).not.toHaveProperty('aggregateRating');
    const full = courseJsonLd({ ...course, runs: course.runs.map((r) => ({ ...r, seatsLeft: 0 })) }, ORIGIN);
    expect(full.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const gone = courseJsonLd({ ...course, isActive: false }, ORIGIN);
    expect(gone.offers).toMatchObject({ availability: 'https://schema.org/Discontinued' });
    expect(courseJsonLd({ ...course, runs: [] }, ORIGIN).hasCourseInstance).toEqual([]);
  });

  it('names the platform as provider when the institute has no name, and keeps an absolute image', () => {
    const ld = courseJsonLd(
      { ...course, instituteName: null, imageUrl: 'https://cdn.example.com/a.png' },
      ORIGIN,
    );
    expect(ld.provider).toEqual({ '@type': 'Organization', name: 'SkillsPlatform', url: ORIGIN });
    expect(ld.image).toBe('https://cdn.example.com/a.png');
  });
});

describe('schemaPrice', () => {
  it('writes euros with two decimals and a point', () => {
    expect(schemaPrice(249.5)).toBe('249.50');
    expect(schemaPrice(1250)).toBe('1250.00');
    expect(schemaPrice(0.1 + 0.2)).toBe('0.30');
  });
});

describe('credentialJsonLd', () => {
  const credential = {
    id: '5f18cbc5-8f6e-4d30-901d-1e19238687e5',
    status: 'valid' as const,
    revokedAt: null,
    summary: {
      courseTitle: 'Python voor beginners',
      instituteName: 'TechAcademie Nederland',
      issuedAt: '2026-09-09T16:50:27Z',
      skills: ['Programmeren in Python'],
    },
  };

  it('is an EducationalOccupationalCredential recognised by its institute, without the holder', () => {
    const ld = credentialJsonLd(credential, ORIGIN);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalCredential',
      '@id': `${ORIGIN}/verify/${credential.id}`,
      url: `${ORIGIN}/verify/${credential.id}`,
      name: 'Python voor beginners',
      credentialCategory: 'certificate',
      recognizedBy: { '@type': 'EducationalOrganization', name: 'TechAcademie Nederland' },
      dateCreated: '2026-09-09T16:50:27Z',
      competencyRequired: ['Programmeren in Python'],
    });
  });

  it('says until when a revoked one held', () => {
    const ld = credentialJsonLd(
      { ...credential, status: 'revoked', revokedAt: '2026-10-01T08:00:00Z' },
      ORIGIN,
    );
    expect(ld.expires).toBe('2026-10-01T08:00:00Z');
  });
});

describe('jsonLdScript', () => {
  it('is JSON a title cannot break out of', () => {
    const html = jsonLdScript({ '@type': 'Course', name: '</script><script>alert(1)</script>' });
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
