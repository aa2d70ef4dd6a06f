/** Table types of the subsidies feature; its migration creates them. Add `name: Table` members here. */
export type SubsidiesTables = Record<never, never>;
