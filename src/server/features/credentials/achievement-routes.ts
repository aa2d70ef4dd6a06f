import type { FastifyInstance, FastifyReply } from 'fastify';
import { achievementAnswer, achievementParam } from '../../../contracts/credentials.ts';
import { CREDENTIAL_PROBLEMS } from '../../../contracts/problems/credentials.ts';
import {
  buildAchievement,
  OB_CONTEXT_V3,
  STUDY_LOAD_TARGET_TYPE,
  VC_CONTEXT_V2,
} from '../../../domain/credentials/index.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { preferredType } from '../../http/negotiate.ts';
import { route } from '../../http/route.ts';
import { findCourse } from '../courses/index.ts';
import { courseAchievement, courseHasCredentials } from './store.ts';

const OFFERED = ['text/html', 'application/json', 'application/ld+json'] as const;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type Achievement = ReturnType<typeof buildAchievement>;

/** The public page of an achievement, for people: what the certificate is for and who issues it. */
function achievementHtml(a: Achievement, institute: string, courseUrl: string): string {
  const alignments = (a.alignment ?? []) as {
    targetName: string;
    targetType: string;
    targetFramework?: string;
  }[];
  const skills = alignments.filter((x) => x.targetType === 'ceasn:Competency').map((x) => x.targetName);
  const facts = alignments
    .filter((x) => x.targetType !== 'ceasn:Competency')
    .map((x) =>
      x.targetType === STUDY_LOAD_TARGET_TYPE
        ? ['Studiebelasting', x.targetName.replace(/^Studiebelasting /, '')]
        : ['Niveau', x.targetName],
    );
  const rows = [
    ['Uitgegeven door', institute],
    ['Soort', 'Cursus'],
    ...facts,
    ['Taal', a.inLanguage === 'nl' ? 'Nederlands' : (a.inLanguage ?? '')],
    ['Criteria', a.criteria.narrative],
  ].filter(([, v]) => v);
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(a.name)} – prestatie</title>
<link rel="alternate" type="application/json" href="${escapeHtml(a.id)}">
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#111827;line-height:1.5}h1{font-size:1.5rem;margin:.25rem 0}p.kind{color:#4b5563;margin:0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}ul{padding-left:1.25rem}a{color:#1d4ed8}</style>
</head><body><main>
<p class="kind">Prestatie (Open Badges 3.0)</p>
<h1>${escapeHtml(a.name)}</h1>
<p>${escapeHtml(a.description)}</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${skills.length ? `<h2>Vaardigheden</h2><ul>${skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(courseUrl)}">Bekijk de cursus</a></p>
</main></body></html>`;
}

/**
 * The achievement a credential names (`credentialSubject.achievement.id`, issue 46 part 6): public,
 * so the id resolves for anyone who holds a credential. HTML for people; the OB 3.0 Achievement as
 * JSON-LD for `Accept: application/json` (or `application/ld+json`).
 */
export async function achievementRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/achievements/:id',
    operationId: 'getAchievement',
    summary:
      'De prestatie van een cursus, waar een certificaat naar verwijst: een pagina (HTML) of met Accept: application/json het Open Badges 3.0-Achievement',
    tag: 'credentials',
    access: 'public',
    params: achievementParam,
    contentType: [...OFFERED],
    response: { 200: achievementAnswer },
    config: { anyOrigin: true },
    handler: async (request, reply) => {
      const { id } = request.params;
      const course = await findCourse(k, id);
      // A draft is not public, unless it was once active and certified.
      if (!course || (course.status === 'draft' && !(await courseHasCredentials(k, id))))
        throw fail(CREDENTIAL_PROBLEMS['achievement.not_found']);
      const achievement = buildAchievement({
        ...courseAchievement(config.appUrl, { ...course, studyHours: course.studyHours }),
        image: course.imageUrl && /^https?:\/\//i.test(course.imageUrl) ? course.imageUrl : '',
      });
      const { image, ...rest } = achievement;
      const withImage = image.id ? achievement : rest;
      const type = preferredType(request.headers.accept, OFFERED) ?? 'text/html';
      reply.header('Vary', 'Accept').header('Cache-Control', 'public, max-age=300');
      if (type === 'text/html')
        return (reply as unknown as FastifyReply)
          .type('text/html; charset=utf-8')
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:",
          )
          .send(
            achievementHtml(achievement, course.instituteName ?? '', `${config.appUrl}/courses/${course.id}`),
          );
      reply.type(type === 'application/ld+json' ? 'application/ld+json' : 'application/json');
      return { '@context': [VC_CONTEXT_V2, OB_CONTEXT_V3], ...withImage };
    },
  });
}
