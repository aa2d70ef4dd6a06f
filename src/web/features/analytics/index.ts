/** What other web features (the institute portal's Analytics tab) use of analytics. */
export { TrendsChart } from './TrendsChart.tsx';

/** README: the growth-trends chart over the `company` and `institute` trend routes (decision 244) */
