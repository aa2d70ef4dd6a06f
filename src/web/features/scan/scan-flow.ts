import {
  SCAN_BLOCKS,
  SCAN_QUESTIONS,
  type ScanLanguage,
  scanBlocks,
  scanQuestions,
} from '../../../domain/scan/index.ts';
import type { LikertValue, ScanAnswers, ScanBlock, ScanQuestion } from '../../../domain/scan/types.ts';

/** Spec §4/§9: choosing an answer advances after 0.5 s. */
export const AUTO_ADVANCE_MS = 500;

export type BlockState = 'done' | 'current' | 'todo';

/** The statements and blocks per language, made once. */
const TEXTS: Record<ScanLanguage, { questions: ScanQuestion[]; blocks: ScanBlock[] }> = {
  nl: { questions: SCAN_QUESTIONS, blocks: SCAN_BLOCKS },
  en: { questions: scanQuestions('en'), blocks: scanBlocks('en') },
};

/** The five blocks in the given language. */
export const blocksIn = (lang: ScanLanguage): ScanBlock[] => TEXTS[lang].blocks;

/** Where question `index` (0-based) sits: its question and block (worded in `lang`) and the block's position. */
export function positionOf(
  index: number,
  lang: ScanLanguage = 'nl',
): { question: ScanQuestion; block: ScanBlock; blockIndex: number } {
  const { questions, blocks } = TEXTS[lang];
  const question = questions[index];
  const blockIndex = blocks.findIndex((b) => b.bloknummer === question.bloknummer);
  return { question, block: blocks[blockIndex], blockIndex };
}

export const answeredCount = (answers: ScanAnswers): number => Object.keys(answers).length;

/** The state of each block dot: blocks before the current one are done, later ones to do. */
export function blockStates(currentBlockIndex: number): BlockState[] {
  return SCAN_BLOCKS.map((_, i) =>
    i < currentBlockIndex ? 'done' : i === currentBlockIndex ? 'current' : 'todo',
  );
}

/**
 * What choosing `value` at `index` leads to: the new answers and either the next index or 'submit'
 * (the last question of the last block).
 */
export function choose(
  answers: ScanAnswers,
  index: number,
  value: LikertValue,
): { answers: ScanAnswers; next: number | 'submit' } {
  const question = SCAN_QUESTIONS[index];
  const updated = { ...answers, [question.volgnummer]: value };
  return { answers: updated, next: index >= SCAN_QUESTIONS.length - 1 ? 'submit' : index + 1 };
}

/** Vorige: one question back across block boundaries; stays at 0. */
export const previousIndex = (index: number): number => Math.max(0, index - 1);

/** Where a scan in progress resumes: the first unanswered question (the last one when all are answered). */
export function firstUnanswered(answers: ScanAnswers): number {
  const index = SCAN_QUESTIONS.findIndex((q) => answers[q.volgnummer] === undefined);
  return index === -1 ? SCAN_QUESTIONS.length - 1 : index;
}

/** The saved answers of a scan in progress as scan answers: only known questions with values 1–5. */
export function draftAnswers(saved: Readonly<Record<string, number>>): ScanAnswers {
  const answers: ScanAnswers = {};
  for (const q of SCAN_QUESTIONS) {
    const value = saved[String(q.volgnummer)];
    if (Number.isInteger(value) && value >= 1 && value <= 5) answers[q.volgnummer] = value as LikertValue;
  }
  return answers;
}
