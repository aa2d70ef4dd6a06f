export type { CoachContext } from './context.ts';
export { type CoachLink, coachAnswer, coachReply } from './reply.ts';
export { detectTopic } from './topics.ts';
