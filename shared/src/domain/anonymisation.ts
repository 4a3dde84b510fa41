// The anonymised text (issue 26): what the API stores at validation and what the review screen shows beside the
// original, from one function. Offsets are JavaScript string offsets, end exclusive.

/** A span of the original text and what replaces it. */
export interface Replacement {
  start_index: number;
  end_index: number;
  replacement: string;
}

/**
 * The text with each span replaced, and where each replacement stands in the result. Spans are taken in text
 * order (the longer first at one position); one that overlaps a span already replaced is left out.
 */
export function replaceSpans<T extends Replacement>(
  text: string,
  spans: readonly T[],
): { text: string; replaced: { span: T; start: number; end: number }[] } {
  const ordered = [...spans].sort((a, b) => a.start_index - b.start_index || b.end_index - a.end_index);
  const replaced: { span: T; start: number; end: number }[] = [];
  let result = '';
  let cursor = 0;
  for (const span of ordered) {
    if (span.start_index < cursor) continue;
    result += text.slice(cursor, span.start_index);
    replaced.push({ span, start: result.length, end: result.length + span.replacement.length });
    result += span.replacement;
    cursor = span.end_index;
  }
  return { text: result + text.slice(cursor), replaced };
}
