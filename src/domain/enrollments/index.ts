export * from './cancel.ts';
export * from './certificate-steps.ts';
export * from './runs.ts';
export * from './status.ts';
