export * from './dashboard.ts';
export * from './match.ts';
export * from './match-texts.ts';
export * from './status.ts';
