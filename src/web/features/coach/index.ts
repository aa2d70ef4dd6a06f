/**
 * The Coach: the layout shows its launcher to signed-in users; the chat panel is its own chunk,
 * loaded on first use, and asks the server (POST /api/coach/ask, decision 435).
 */
export { CoachWidget } from './CoachWidget.tsx';
