/** Table types of security and reliability; its migration creates them. Add `name: Table` members here. */
export type SecurityTables = Record<never, never>;
