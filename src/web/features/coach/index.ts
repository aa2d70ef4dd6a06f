/**
 * The Coach: a widget the layout loads lazily, by its module, for signed-in talent (its own chunk).
 */
export { default as CoachWidget } from './CoachWidget.tsx';

/** README: runs in the browser on data the other features already serve (decision 135) */
