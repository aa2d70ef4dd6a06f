export * from './closing.ts';
export * from './dashboard.ts';
export * from './match.ts';
export * from './status.ts';
