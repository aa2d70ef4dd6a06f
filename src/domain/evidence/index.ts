/** The evidence model (decision 190): levels, weights, skill identity, a user's evidence per skill and suggestions from the list (decision 465). */
export * from './evidence.ts';
export * from './identity.ts';
export * from './levels.ts';
export * from './suggest.ts';
