export type { TopicRecogniser } from './classifier.ts';
export type { CoachContext } from './context.ts';
export { type CoachLink, coachAnswer, coachReply } from './reply.ts';
export { coachRecogniser, detectTopic } from './topics.ts';
