/** What other features (passport, coach, dashboards) may use of the scan feature. */
export { useScanResult } from './use-scan-queries.ts';
