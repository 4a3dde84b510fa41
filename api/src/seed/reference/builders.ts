import type { LocalizedText } from '@lexdesk/shared/domain';
import type { ReferenceAnswer, ReferenceQuestion } from './types';

/*
 * The question builders of the catalogue. Every text is a plain `{ fr, en, nl }` object (LocalizedText), so a
 * translator reads each language by name.
 *
 * Conventions, so every questionnaire reads the same way (the defaults below follow them):
 * - the main radio question and the free description are required (the lawyer cannot triage without);
 * - documents are never required (litigants rarely have them at hand when they first write);
 * - dates are required unless they only apply in some situations; a date a time limit runs from, or a
 *   hearing, is a `deadlineDate`;
 * - checkbox questions are optional (none of the boxes may apply).
 */

/** An option of a radio or checkbox question; `value` is stored on the cases, so it never changes. */
export function answer(value: string, label: LocalizedText): ReferenceAnswer {
  return { value, label };
}

export function radio(title: LocalizedText, answers: ReferenceAnswer[], required = true): ReferenceQuestion {
  return { type: 'radio', required, title, answers };
}

export function checkbox(title: LocalizedText, answers: ReferenceAnswer[], required = false): ReferenceQuestion {
  return { type: 'checkbox', required, title, answers };
}

export function date(title: LocalizedText, required = true): ReferenceQuestion {
  return { type: 'date', required, title };
}

/**
 * A date from which a time limit runs, or a hearing: the day a decision, payment order, judgment or letter was
 * received or served. The lawyer needs it at once, so the case screen shows it as a date (`deadline`).
 */
export function deadlineDate(title: LocalizedText, required = true): ReferenceQuestion {
  return { type: 'date', required, title, deadline: true };
}

/** A free-text answer (`other`). */
export function freeText(title: LocalizedText, required = true): ReferenceQuestion {
  return { type: 'other', required, title };
}

export function file(title: LocalizedText): ReferenceQuestion {
  return { type: 'file', required: false, title };
}

export function files(title: LocalizedText): ReferenceQuestion {
  return { type: 'files', required: false, title };
}
