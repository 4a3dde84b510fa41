// What a language model is sent of a long document (issue 25): the whole text when it fits the configured
// budget (LEXDESK_LLM_MAX_INPUT_CHARS); otherwise its beginning (two thirds of the budget: a judgment names its
// court, parties, facts and the question there) and its end (one third: the operative part and the signatures),
// each cut at a line break near the limit, with a marker in the middle. The passages the model quotes are then
// anchored against the whole text, so a phrase quoted from the parts sent also tags its occurrences in the part
// left out.

/** The line written where the middle of the text was left out. */
export const OMISSION_MARKER = '[…]';

export interface ModelText {
  text: string;
  /** Characters of the document left out (0 when it was sent whole). */
  omitted: number;
}

/** A cut near `at`, moved back (or forward, for the end's start) to a line break within a fifth of the budget. */
function lineBreakNear(text: string, at: number, direction: 'back' | 'forward', slack: number): number {
  if (direction === 'back') {
    const found = text.lastIndexOf('\n', at);
    return found > at - slack && found > 0 ? found : at;
  }
  const found = text.indexOf('\n', at);
  return found !== -1 && found < at + slack ? found + 1 : at;
}

export function textForModel(text: string, maxChars: number): ModelText {
  if (text.length <= maxChars) return { text, omitted: 0 };
  const budget = Math.max(0, maxChars - OMISSION_MARKER.length - 4);
  const slack = Math.floor(budget / 5);
  const headEnd = lineBreakNear(text, Math.floor((budget * 2) / 3), 'back', slack);
  const tailStart = lineBreakNear(text, text.length - (budget - headEnd), 'forward', slack);
  return {
    text: `${text.slice(0, headEnd)}\n\n${OMISSION_MARKER}\n\n${text.slice(tailStart)}`,
    omitted: tailStart - headEnd,
  };
}
