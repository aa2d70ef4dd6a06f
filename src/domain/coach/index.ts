export type { TopicRecogniser } from './classifier.ts';
export { coachAnswer } from './reply.ts';
export { coachRecogniser } from './topics.ts';
