import {
  personalityType,
  renderScanResult,
  type ScanLanguage,
  type ScanResult,
  scoreAnswers,
  validateAnswers,
} from '../../../domain/scan/index.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { courseCategories } from '../courses/index.ts';
import type { StoredScan } from './store.ts';

/**
 * Stored scans are rendered at read time in the request's language (docs/decisions/130): the stored
 * answers are the language-neutral source of every score and text; from the stored Dutch result only
 * the course list is kept, as recommended when the scan was taken.
 */

/** The stored answers, or null for a row the current scan cannot read (it then keeps its stored texts). */
function storedAnswers(json: string) {
  try {
    const checked = validateAnswers(JSON.parse(json));
    return checked.ok ? checked.answers : null;
  } catch {
    return null;
  }
}

export async function renderStoredScan(
  db: KyselyDb,
  scan: StoredScan,
  lang: ScanLanguage,
): Promise<ScanResult> {
  const answers = storedAnswers(scan.answers);
  if (!answers) return scan.result;
  const courses = scan.result.recommendations?.courses ?? [];
  const categories = await courseCategories(
    db,
    courses.map((course) => course.courseId),
  );
  return renderScanResult(answers, courses, categories, lang);
}

/** The short profile label of a stored scan in the given language. */
export function storedPersonalityType(
  scan: { answers: string; personalityType: string },
  lang: ScanLanguage,
): string {
  const answers = storedAnswers(scan.answers);
  return answers ? personalityType(scoreAnswers(answers), lang) : scan.personalityType;
}
