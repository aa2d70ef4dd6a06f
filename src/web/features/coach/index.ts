/**
 * The Coach: the layout shows its launcher to signed-in users; the chat panel (language models,
 * corpus) is its own chunk, loaded on first use.
 */
export { CoachWidget } from './CoachWidget.tsx';

/** README: runs in the browser on data the other features already serve (decision 135) */
