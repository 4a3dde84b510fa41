// Painting highlights without touching the text: the CSS Custom Highlight API (Chromium 105+) styles ranges of
// text nodes that stay as they are, so a new highlight repaints without React rendering a single block. Each
// colour is one Highlight (labels sharing a colour share it), styled by a rule of a constructed stylesheet (the
// page's CSP allows no inline <style>, CSSOM is not inline); emphasis layers (overlaps, search hits, the hovered
// label) are Highlights of their own with a higher priority. Where the API is missing, the view draws <mark>s.
import { BLOCK_START_ATTRIBUTE, blockElementAt } from './dom';
import type { TextBlock } from './blocks';
import { blockIndexAt } from './blocks';
import type { Segment } from './segments';
import type { TextRange } from './search';

/** The colours of a kind of highlight (a label, an anonymisation category): 6 hex digits, no #. */
export interface HighlightKind {
  readonly key: string;
  readonly background: string;
  readonly color: string;
  /** A CSS text-decoration (the anonymisation review: dotted under a proposal, struck through when rejected). */
  readonly decoration?: string;
}

/** Layers drawn over the kinds' colours, lowest first. */
export const EMPHASIS_LAYERS = ['overlap', 'match', 'current', 'hover'] as const;
export type EmphasisLayer = (typeof EMPHASIS_LAYERS)[number];

export function supportsHighlightApi(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    'highlights' in CSS &&
    typeof Highlight === 'function' &&
    typeof StaticRange === 'function' &&
    typeof CSSStyleSheet === 'function' &&
    'adoptedStyleSheets' in document
  );
}

const colourKey = (kind: HighlightKind) =>
  `${kind.background}-${kind.color}${kind.decoration ? `-${kind.decoration.replace(/[^a-z0-9]/gi, '')}` : ''}`.toLowerCase();

/** StaticRanges over [start, end), one per block it crosses (each block is one text node in this mode). */
function staticRanges(
  column: HTMLElement,
  blocks: readonly TextBlock[],
  start: number,
  end: number,
  into: StaticRange[],
): void {
  for (let index = blockIndexAt(blocks, start); index < blocks.length; index++) {
    const block = blocks[index];
    const element = blockElementAt(column, index);
    if (!block || !element || block.start >= end) break;
    const node = element.firstChild;
    if (!node || element.getAttribute(BLOCK_START_ATTRIBUTE) !== String(block.start)) continue;
    const from = Math.max(start, block.start) - block.start;
    const to = Math.min(end, block.end) - block.start;
    if (to > from) {
      into.push(new StaticRange({ startContainer: node, startOffset: from, endContainer: node, endOffset: to }));
    }
  }
}

export interface PaintInput {
  segments: readonly Segment[];
  kinds: ReadonlyMap<string, HighlightKind>;
  emphasis: Partial<Record<EmphasisLayer, readonly TextRange[]>>;
  /** Each emphasis layer's declarations (its colours come from the view's stylesheet: see emphasisRulesOf). */
  emphasisRules: Record<EmphasisLayer, string>;
}

/** One text view's highlights in the page's registry; `dispose` removes them and their stylesheet. */
export class HighlightPainter {
  private readonly sheet = new CSSStyleSheet();
  private readonly names = new Set<string>();
  private rules = '';

  constructor(
    /** Unique in the page: a CSS identifier. */
    private readonly prefix: string,
    /** The class of the view's blocks (CSS Modules): the rules apply inside this view only. */
    private readonly blockClass: string,
  ) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.sheet];
  }

  paint(column: HTMLElement, blocks: readonly TextBlock[], input: PaintInput): void {
    const byColour = new Map<string, { kind: HighlightKind; ranges: StaticRange[] }>();
    for (const segment of input.segments) {
      const top = segment.spans[0];
      const kind = top ? input.kinds.get(top.kind) : undefined;
      if (!kind) continue;
      const key = colourKey(kind);
      let entry = byColour.get(key);
      if (!entry) {
        entry = { kind, ranges: [] };
        byColour.set(key, entry);
      }
      staticRanges(column, blocks, segment.start, segment.end, entry.ranges);
    }
    const overlaps: TextRange[] = input.segments.filter((segment) => segment.spans.length > 1);
    const layers = new Map<string, { ranges: StaticRange[]; priority: number; rule: string }>();
    for (const [key, { kind, ranges }] of byColour) {
      layers.set(`${this.prefix}-c${key}`, {
        ranges,
        priority: 0,
        rule: `background-color: #${kind.background}; color: #${kind.color};${kind.decoration ? ` text-decoration: ${kind.decoration};` : ''}`,
      });
    }
    EMPHASIS_LAYERS.forEach((layer, index) => {
      const ranges: StaticRange[] = [];
      const wanted = layer === 'overlap' ? overlaps : (input.emphasis[layer] ?? []);
      for (const range of wanted) staticRanges(column, blocks, range.start, range.end, ranges);
      layers.set(`${this.prefix}-${layer}`, { ranges, priority: index + 1, rule: input.emphasisRules[layer] });
    });

    const rules = [...layers]
      .map(([name, layer]) => `.${this.blockClass}::highlight(${name}) { ${layer.rule} }`)
      .join('\n');
    if (rules !== this.rules) {
      this.sheet.replaceSync(rules);
      this.rules = rules;
    }
    for (const name of this.names) if (!layers.has(name)) CSS.highlights.delete(name);
    this.names.clear();
    for (const [name, layer] of layers) {
      const highlight = new Highlight(...layer.ranges);
      highlight.priority = layer.priority;
      CSS.highlights.set(name, highlight);
      this.names.add(name);
    }
  }

  dispose(): void {
    for (const name of this.names) CSS.highlights.delete(name);
    this.names.clear();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== this.sheet);
  }
}

/**
 * The emphasis layers' declarations from the custom properties of the view's root (`--text-view-<layer>-bg`,
 * `-fg`, `--text-view-overlap-line`): the colours stay in the stylesheet, on the design tokens.
 */
export function emphasisRulesOf(root: HTMLElement): Record<EmphasisLayer, string> {
  const style = getComputedStyle(root);
  const value = (name: string) => style.getPropertyValue(name).trim();
  const filled = (layer: string) =>
    `background-color: ${value(`--text-view-${layer}-bg`)}; color: ${value(`--text-view-${layer}-fg`)};`;
  return {
    overlap: `text-decoration: underline 2px ${value('--text-view-overlap-line')}; text-underline-offset: 3px;`,
    match: filled('match'),
    current: filled('current'),
    hover: filled('hover'),
  };
}
