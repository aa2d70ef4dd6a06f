/** The evidence model (decision 190): levels, weights, skill identity and a user's evidence per skill. */
export * from './evidence.ts';
export * from './identity.ts';
export * from './levels.ts';
