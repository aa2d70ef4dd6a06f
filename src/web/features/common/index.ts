/** The screen every role can land on: not found. The router loads it by module (decision 150). */
export { default as NotFoundPage } from './NotFoundPage.tsx';

/** README: the not-found screen */
