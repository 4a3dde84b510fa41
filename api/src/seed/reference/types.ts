import type { LocalizedText, QuestionType } from '@lexdesk/shared/domain';

export interface ReferenceAnswer {
  /** Stored on the cases: stable across installations. */
  value: string;
  label: LocalizedText;
}

export interface ReferenceQuestion {
  type: QuestionType;
  required: boolean;
  title: LocalizedText;
  /** Only for checkbox and radio. */
  answers?: ReferenceAnswer[];
  /**
   * Only for date questions: the day a time limit runs from (a decision, payment order, judgment or letter
   * received or served) or a hearing. The case screen shows these answers as the case's dates.
   */
  deadline?: boolean;
}

export interface ReferenceLawCase {
  /** Stable across installations: `<category code>.<slug>`. */
  code: string;
  content: LocalizedText;
  penal?: boolean;
  questions: ReferenceQuestion[];
}

export interface ReferenceCategory {
  code: string;
  description: LocalizedText;
  lawCases: ReferenceLawCase[];
}
