export { fromOoapiId, toOoapiId } from './ids.ts';
export type { LinkedCourse, MappedCourse, Plan } from './import.ts';
export { archivesTooMany, mapSourceCourse, planImport } from './import.ts';
export type { CourseRow, InstituteRow, RunRow } from './map.ts';
export {
  addressOf,
  courseLanguageOf,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  paged,
  toCourse,
  toCourseOffering,
  toOrganisation,
} from './map.ts';
