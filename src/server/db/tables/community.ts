/** Table types of the community feature; its migration creates them. Add `name: Table` members here. */
export type CommunityTables = Record<never, never>;
