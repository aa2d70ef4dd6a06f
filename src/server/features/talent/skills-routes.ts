import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import { type SkillEvidenceItem, userSkillBody } from '../../../contracts/talent.ts';
import type { SkillEvidence } from '../../../domain/evidence/index.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound, parse } from '../../http/errors.ts';
import { deleteUserSkill, insertUserSkill, loadSkillEvidence } from './evidence.ts';

const SKILL_EXISTS = 'Je hebt deze vaardigheid al toegevoegd.';
const SKILL_NOT_FOUND = 'Vaardigheid niet gevonden';
const tags = ['talent'];

export const toSkillEvidenceItem = (e: SkillEvidence): SkillEvidenceItem => ({
  name: e.name,
  skillId: e.skillId,
  level: e.level,
  sources: e.sources.map(({ kind, id, level, title }) => ({ kind, id, level, title })),
});

/** The caller's skills with their evidence (decision 190), and the skills they declare themselves. */
export async function skillRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;
  const mine = async (userId: string) => (await loadSkillEvidence(k, userId)).map(toSkillEvidenceItem);

  app.get(
    '/user/skills',
    { config: { doc: { summary: 'Eigen vaardigheden met hun bewijs', tags, access: 'signedIn' } } },
    async (request): Promise<SkillEvidenceItem[]> => mine(requireUser(request).id),
  );

  app.post(
    '/user/skills',
    {
      config: {
        doc: {
          summary: 'Zelf een vaardigheid opgeven',
          tags,
          body: userSkillBody,
          access: 'profile.editOwn',
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'profile.editOwn');
      const { name } = parse(userSkillBody, request.body);
      if ((await insertUserSkill(k, user.id, name)) === null) throw conflict(SKILL_EXISTS);
      return reply.status(201).send(await mine(user.id));
    },
  );

  app.delete(
    '/user/skills/:id',
    {
      config: {
        doc: {
          summary: 'Een zelf opgegeven vaardigheid verwijderen',
          tags,
          params: idParam,
          access: 'profile.editOwn',
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'profile.editOwn');
      const { id } = parse(idParam, request.params);
      if (!(await deleteUserSkill(k, user.id, id))) throw notFound(SKILL_NOT_FOUND);
      return reply.status(204).send();
    },
  );
}
