/** Table types of catalogue performance (search index, stored recommendations); its migration creates them. Add `name: Table` members here. */
export type CatalogueTables = Record<never, never>;
