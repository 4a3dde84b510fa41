/** A piece of a search excerpt: plain text, or words the search matched. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Reads a search excerpt: the API escapes the document's text and marks matched words with <mark>…</mark>.
 * The result is rendered as text nodes, never as HTML, so nothing in a document can become markup here.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    if (piece) parts.push({ text: unescape(piece), match: index % 2 === 1 });
  }
  return parts;
}
