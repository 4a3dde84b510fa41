// Precision and recall tables for the recogniser's tests: counted per row (a metadata field, a tag code) and
// printed in the test output.

export interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export class Scoreboard {
  private readonly rows = new Map<string, Counts>();

  private row(name: string): Counts {
    let counts = this.rows.get(name);
    if (!counts) {
      counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
      this.rows.set(name, counts);
    }
    return counts;
  }

  hit(name: string): void {
    this.row(name).truePositives += 1;
  }

  /** Something suggested that was not expected (or a wrong value). */
  falsePositive(name: string): void {
    this.row(name).falsePositives += 1;
  }

  /** Something expected that was not suggested (or suggested with a wrong value). */
  miss(name: string): void {
    this.row(name).falseNegatives += 1;
  }

  total(): Counts {
    const total = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    for (const counts of this.rows.values()) {
      total.truePositives += counts.truePositives;
      total.falsePositives += counts.falsePositives;
      total.falseNegatives += counts.falseNegatives;
    }
    return total;
  }

  get(name: string): Counts {
    return this.row(name);
  }

  names(): string[] {
    return [...this.rows.keys()];
  }

  table(title: string): string {
    const lines = [...this.rows.entries(), ['overall', this.total()] as const].map(([name, counts]) =>
      [
        name.padEnd(20),
        String(counts.truePositives).padStart(5),
        String(counts.falsePositives).padStart(5),
        String(counts.falseNegatives).padStart(5),
        precision(counts).toFixed(3).padStart(10),
        recall(counts).toFixed(3).padStart(8),
      ].join(' '),
    );
    const header = ['', 'TP', 'FP', 'FN', 'precision', 'recall'];
    return [
      title,
      [
        header[0]?.padEnd(20),
        ...header.slice(1, 4).map((h) => h.padStart(5)),
        'precision'.padStart(10),
        'recall'.padStart(8),
      ].join(' '),
      ...lines,
    ].join('\n');
  }
}

/** Of what was suggested, how much was right (1 when nothing was suggested). */
export function precision(counts: Counts): number {
  const suggested = counts.truePositives + counts.falsePositives;
  return suggested === 0 ? 1 : counts.truePositives / suggested;
}

/** Of what was expected, how much was found (1 when nothing was expected). */
export function recall(counts: Counts): number {
  const expected = counts.truePositives + counts.falseNegatives;
  return expected === 0 ? 1 : counts.truePositives / expected;
}

export interface AnnotatedSpan {
  code: string;
  start: number;
  end: number;
}

/** A passage written with {code|...} tags, nested or not: its plain text and its tags' offsets. */
export function parseAnnotated(annotated: string): { text: string; spans: AnnotatedSpan[] } {
  let text = '';
  const open: { code: string; start: number }[] = [];
  const spans: AnnotatedSpan[] = [];
  for (let index = 0; index < annotated.length; index += 1) {
    const char = annotated.charAt(index);
    if (char === '{') {
      const bar = annotated.indexOf('|', index);
      open.push({ code: annotated.slice(index + 1, bar), start: text.length });
      index = bar;
    } else if (char === '}') {
      const tag = open.pop();
      if (!tag) throw new Error(`unbalanced annotation: ${annotated}`);
      spans.push({ code: tag.code, start: tag.start, end: text.length });
    } else {
      text += char;
    }
  }
  if (open.length > 0) throw new Error(`unbalanced annotation: ${annotated}`);
  return { text, spans };
}
