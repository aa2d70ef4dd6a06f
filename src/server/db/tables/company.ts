/** Table types of companies and vacancies; its migration creates them. Add `name: Table` members here. */
export type CompanyTables = Record<never, never>;
