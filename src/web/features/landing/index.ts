/** The public start page. The router loads it by its module, its own first-load chunk (decision 158). */
export { default as LandingPage } from './LandingPage.tsx';

/** README: the public start page: no data of its own */
