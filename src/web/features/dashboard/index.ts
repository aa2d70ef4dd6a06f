/**
 * The signed-in start page: each role's dashboard, built from other features' data (it has no server
 * feature of its own). The router loads it by its module (decision 150).
 */
export { default as DashboardPage } from './DashboardPage.tsx';

/** README: each role's start page, built from other features' data */
