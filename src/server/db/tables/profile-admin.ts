/** Table types of profile and administration; its migration creates them. Add `name: Table` members here. */
export type ProfileAdminTables = Record<never, never>;
