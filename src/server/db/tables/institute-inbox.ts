/** Table types of the institute inbox and scan; its migration creates them. Add `name: Table` members here. */
export type InstituteInboxTables = Record<never, never>;
