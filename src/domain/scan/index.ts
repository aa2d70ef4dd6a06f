export * from './careers.ts';
export * from './dimensions.ts';
export * from './items.ts';
export * from './profile.ts';
export * from './recommend.ts';
export * from './result.ts';
export * from './scoring.ts';
export * from './types.ts';
