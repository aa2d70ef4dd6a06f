import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import { TALENT_PROBLEMS } from '../../../contracts/problems/talent.ts';
import {
  type SkillEvidenceItem,
  skillEvidenceItem,
  skillSuggestion,
  skillSuggestionsQuery,
  userSkillBody,
} from '../../../contracts/talent.ts';
import { type SkillEvidence, suggestSkills } from '../../../domain/evidence/index.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { loadSkillEvidence, loadSkillTaxonomy } from './evidence.ts';
import { deleteUserSkill, insertUserSkill } from './skills-store.ts';

const toSkillEvidenceItem = (e: SkillEvidence): SkillEvidenceItem => ({
  name: e.name,
  skillId: e.skillId,
  level: e.level,
  sources: e.sources.map(({ kind, id, level, title, issuer }) => ({
    kind,
    id,
    level,
    title,
    issuer: issuer ?? null,
  })),
});

/**
 * The caller's skills with their evidence (decision 190), the skills they declare themselves, and
 * suggestions from the platform's skills list for any signed-in form (decision 465).
 */
export async function skillRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;
  const mine = async (userId: string) => (await loadSkillEvidence(k, userId)).map(toSkillEvidenceItem);

  route(app, {
    method: 'GET',
    url: '/user/skills',
    operationId: 'listOwnSkills',
    summary: 'Eigen vaardigheden met hun bewijs',
    tag: 'talent',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(skillEvidenceItem) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, await mine(request.user.id), (r) => r.name),
  });

  route(app, {
    method: 'GET',
    url: '/skills',
    operationId: 'suggestSkills',
    summary: 'Vaardigheden uit de eigen lijst van het platform voor een getypt begin',
    tag: 'talent',
    access: 'signedIn',
    query: skillSuggestionsQuery,
    response: { 200: page(skillSuggestion) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, suggestSkills(await loadSkillTaxonomy(k), request.query.q), (r) => r.name),
  });

  route(app, {
    method: 'POST',
    url: '/user/skills',
    operationId: 'addOwnSkill',
    summary: 'Zelf een vaardigheid opgeven',
    tag: 'talent',
    access: 'profile.editOwn',
    body: userSkillBody,
    response: { 201: z.array(skillEvidenceItem) },
    handler: async (request, reply) => {
      const user = request.user;
      if ((await insertUserSkill(k, user.id, request.body.name)) === null)
        throw fail(TALENT_PROBLEMS['skill.exists']);
      return reply.status(201).send(await mine(user.id));
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user/skills/:id',
    operationId: 'deleteOwnSkill',
    summary: 'Een zelf opgegeven vaardigheid verwijderen',
    tag: 'talent',
    access: 'profile.editOwn',
    params: idParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      if (!(await deleteUserSkill(k, request.user.id, request.params.id)))
        throw fail(TALENT_PROBLEMS['skill.not_found']);
      return reply.status(204).send();
    },
  });
}
