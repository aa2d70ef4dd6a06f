/** What other web features (the institute portal's Analytics tab) use of analytics. */
export { TrendsChart } from './TrendsChart.tsx';
