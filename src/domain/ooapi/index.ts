export { fromOoapiId, isUuid, toOoapiId } from './ids.ts';
export type { LinkedCourse, MappedCourse, MappedRun, Mapping, Plan } from './import.ts';
export { mapSourceCourse, planImport, textOf, weeksOf } from './import.ts';
export type { CourseRow, InstituteRow, RunRow } from './map.ts';
export {
  addressOf,
  amountOf,
  DEFAULT_PAGE_SIZE,
  dutchMidnight,
  PAGE_SIZES,
  paged,
  toCourse,
  toCourseOffering,
  toOrganisation,
} from './map.ts';
