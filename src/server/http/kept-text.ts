import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { compileAnswer } from './compiled-answer.ts';
import { checkAnswer } from './validation.ts';

/**
 * Answers serialized once per object the request path reuses (issue 48): the session's user is one
 * object for as long as the session's row is kept (findSession), so `GET /api/user` writes its JSON
 * once, with the route's compiled serializer, per user object and variant. Under test each new text
 * is checked against the route's schema, as serialized answers are.
 */
export function keptText<K extends object>(schema: z.ZodType, check: boolean, label: string) {
  const serialize = compileAnswer(schema);
  const kept = new WeakMap<K, Map<string, string>>();
  return (owner: K, variant: string, make: () => unknown): string => {
    let texts = kept.get(owner);
    if (!texts) {
      texts = new Map();
      kept.set(owner, texts);
    }
    let text = texts.get(variant);
    if (text === undefined) {
      const data = make();
      if (check) checkAnswer(schema, data, label);
      text = serialize(data);
      texts.set(variant, text);
    }
    return text;
  };
}

/** Sends JSON text made by keptText (as is: the route's serializer does not run again). */
export const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);
