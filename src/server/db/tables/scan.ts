/** The scan's answers in progress (migration 050): one row per answered question. */
export interface ScanTables {
  scanDraftAnswers: {
    userId: string;
    /** The question's number (volgnummer), 1–65. */
    question: number;
    /** 1–5. */
    value: number;
    updatedAt: string;
  };
}
