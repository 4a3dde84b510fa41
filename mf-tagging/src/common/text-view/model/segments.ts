// Highlights may overlap (a passage tagged by two labels, a label's passage inside another's). What is painted is
// cut into segments: stretches of text covered by the same spans, each shown in the colour of its innermost span
// (the shortest: a short passage inside a long one stays visible) and marked as an overlap when more than one
// span covers it. The tagging and anonymisation screens give spans; the view paints segments.

/** One highlighted passage: offsets into the whole text (end exclusive), and the kind that gives its colours. */
export interface TextSpan {
  /** Unique among the view's spans. */
  readonly id: string;
  readonly start: number;
  readonly end: number;
  /** The key of a HighlightKind. */
  readonly kind: string;
}

export interface Segment {
  readonly start: number;
  readonly end: number;
  /** The spans covering it, innermost first. */
  readonly spans: readonly TextSpan[];
}

const lengthOf = (span: TextSpan) => span.end - span.start;

/**
 * The segments of `spans`, in text order, never overlapping; empty spans are ignored. Of two spans of the same
 * length, the one given later (the passage added last) comes first.
 */
export function segmentsOf(spans: readonly TextSpan[]): Segment[] {
  const order = new Map<TextSpan, number>();
  const valid = spans.filter((span) => span.end > span.start);
  valid.forEach((span, index) => order.set(span, index));
  if (valid.length === 0) return [];

  const boundaries = new Set<number>();
  for (const span of valid) {
    boundaries.add(span.start);
    boundaries.add(span.end);
  }
  const points = [...boundaries].sort((a, b) => a - b);
  const byStart = [...valid].sort((a, b) => a.start - b.start);
  const innermostFirst = (a: TextSpan, b: TextSpan) =>
    lengthOf(a) - lengthOf(b) || (order.get(b) ?? 0) - (order.get(a) ?? 0);

  const segments: Segment[] = [];
  let active: TextSpan[] = [];
  let next = 0;
  for (let index = 0; index < points.length - 1; index++) {
    const from = points[index] ?? 0;
    const to = points[index + 1] ?? 0;
    let changed = false;
    const kept = active.filter((span) => span.end > from);
    if (kept.length !== active.length) changed = true;
    active = kept;
    while (next < byStart.length && (byStart[next]?.start ?? 0) <= from) {
      const span = byStart[next++];
      if (span) active.push(span);
      changed = true;
    }
    if (active.length === 0) continue;
    if (changed) active.sort(innermostFirst);
    segments.push({ start: from, end: to, spans: [...active] });
  }
  return segments;
}

/** The segments covering `offset` (at most one), or those a click at a segment's very end would mean. */
export function segmentAt(segments: readonly Segment[], offset: number): Segment | null {
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const segment = segments[middle];
    if (!segment) break;
    if (offset < segment.start) high = middle - 1;
    else if (offset >= segment.end) low = middle + 1;
    else return segment;
  }
  return null;
}

/** The segments overlapping [start, end), from a sorted list, by bisection then walk. */
export function segmentsWithin(segments: readonly Segment[], start: number, end: number): Segment[] {
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((segments[middle]?.end ?? 0) <= start) low = middle + 1;
    else high = middle;
  }
  const found: Segment[] = [];
  for (let index = low; index < segments.length; index++) {
    const segment = segments[index];
    if (!segment || segment.start >= end) break;
    found.push(segment);
  }
  return found;
}
