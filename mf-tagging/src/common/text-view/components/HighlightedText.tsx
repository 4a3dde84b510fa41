import { cx } from '@lexdesk/shared';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { blockIndexAt, lineBreaksIn, sectionsOf, splitIntoBlocks, type TextBlock } from '../model/blocks';
import {
  BLOCK_START_ATTRIBUTE,
  blockElementAt,
  blockElementOf,
  caretAt,
  offsetOfPoint,
  rangeOver,
  rectOf,
} from '../model/dom';
import {
  emphasisRulesOf,
  HighlightPainter,
  supportsHighlightApi,
  type EmphasisLayer,
  type HighlightKind,
} from '../model/paint';
import type { TextRange } from '../model/search';
import { segmentAt, segmentsOf, type Segment, type TextSpan } from '../model/segments';
import styles from './TextView.module.css';

/** A selection made in the text: offsets into the whole text (trimmed of spaces at both ends). */
export interface TextSelection {
  readonly start: number;
  readonly end: number;
  readonly content: string;
  /** Where it is on screen. */
  readonly viewportRect: DOMRect;
}

/** A click (or Enter) on highlighted text: the segment under it, its spans innermost first. */
export interface HighlightClick {
  readonly segment: Segment;
  readonly offset: number;
  readonly viewportRect: DOMRect;
}

/** What the screen holding the view may ask of it. */
export interface TextViewHandle {
  /** Scrolls the range into the middle of the view. */
  scrollToRange(range: TextRange): void;
  /** The range's box on screen (null when it is not in the page). */
  rectOf(range: TextRange): DOMRect | null;
  /** Where the scrolling content's top left corner is on screen (to place an overlay in it). */
  contentOrigin(): { left: number; top: number; width: number };
  /** Empties the page's selection (after it was tagged). */
  clearSelection(): void;
}

export type Emphasis = Partial<Record<Exclude<EmphasisLayer, 'overlap'>, readonly TextRange[]>>;

export interface HighlightedTextProps {
  text: string;
  spans: readonly TextSpan[];
  kinds: readonly HighlightKind[];
  /** Layers drawn over the kinds: search matches, the current match, the hovered label's passages. */
  emphasis?: Emphasis;
  /** The accessible name of the scrolling text. */
  label: string;
  onSelectText?: (selection: TextSelection) => void;
  onHighlightClick?: (click: HighlightClick) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Drawn inside the scrolling content (a toolbox placed at content coordinates). */
  overlay?: ReactNode;
  handleRef?: Ref<TextViewHandle>;
  /** `marks` draws <mark> elements even where the CSS Custom Highlight API exists (tests, comparisons). */
  paintMode?: 'auto' | 'marks';
  /** Widen selections to whole words (true by default). */
  snapToWords?: boolean;
  className?: string;
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/**
 * A selection's offsets trimmed of spaces at both ends and, with `snap`, widened to whole words (a drag that
 * starts or ends inside a word takes the word, as annotation tools do).
 */
export function adjustSelection(text: string, start: number, end: number, snap: boolean): [number, number] {
  let from = Math.min(start, end);
  let to = Math.max(start, end);
  while (from < to && isSpace(text[from])) from++;
  while (to > from && isSpace(text[to - 1])) to--;
  if (snap && to > from) {
    while (from > 0 && isWordChar(text[from]) && isWordChar(text[from - 1])) from--;
    while (to < text.length && isWordChar(text[to - 1]) && isWordChar(text[to])) to++;
  }
  return [from, to];
}

const EMPHASIS_KIND_PREFIX = '\u0000emphasis:';

interface BlockProps {
  start: number;
  children: ReactNode;
}

/** One block of the column; React renders it again only when its own text or marks change. */
const Block = memo(function Block({ start, children }: BlockProps) {
  return (
    <div {...{ [BLOCK_START_ATTRIBUTE]: start }} className={styles.block}>
      {children}
    </div>
  );
});

interface SectionProps {
  chars: number;
  breaks: number;
  blocks: number;
  children: ReactNode;
}

/** A run of blocks laid out and painted only near the view; until then its height is estimated from its text. */
function Section({ chars, breaks, blocks, children }: SectionProps) {
  return (
    <div
      className={styles.section}
      style={{ '--section-chars': chars, '--section-breaks': breaks, '--section-blocks': blocks } as CSSProperties}
    >
      {children}
    </div>
  );
}

/** The block's text cut around its segments' <mark>s (the fallback painting). */
function markedPieces(text: string, block: TextBlock, segments: readonly Segment[], kinds: Map<string, HighlightKind>) {
  const pieces: ReactNode[] = [];
  let at = block.start;
  for (const segment of segments) {
    if (segment.end <= block.start) continue;
    if (segment.start >= block.end) break;
    const from = Math.max(segment.start, block.start);
    const to = Math.min(segment.end, block.end);
    if (from > at) pieces.push(text.slice(at, from));
    const labelSpans = segment.spans.filter((span) => !span.kind.startsWith(EMPHASIS_KIND_PREFIX));
    const layers = new Set(
      segment.spans.filter((span) => span.kind.startsWith(EMPHASIS_KIND_PREFIX)).map((span) => span.kind),
    );
    const kind = labelSpans[0] ? kinds.get(labelSpans[0].kind) : undefined;
    pieces.push(
      <mark
        key={from}
        data-start={from}
        data-spans={labelSpans.map((span) => span.id).join(' ')}
        className={cx(
          styles.mark,
          labelSpans.length > 1 && styles.overlap,
          layers.has(`${EMPHASIS_KIND_PREFIX}match`) && styles.match,
          layers.has(`${EMPHASIS_KIND_PREFIX}current`) && styles.current,
          layers.has(`${EMPHASIS_KIND_PREFIX}hover`) && styles.hover,
        )}
        style={
          kind
            ? {
                backgroundColor: `#${kind.background}`,
                color: `#${kind.color}`,
                ...(kind.decoration ? { textDecoration: kind.decoration } : {}),
              }
            : { background: 'none' }
        }
      >
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < block.end) pieces.push(text.slice(at, block.end));
  return pieces;
}

/** Characters per line of the column, measured on its font and width, followed as it resizes. */
function useCharactersPerLine(column: RefObject<HTMLDivElement | null>, probe: RefObject<HTMLSpanElement | null>) {
  const [perLine, setPerLine] = useState(90);
  useLayoutEffect(() => {
    const element = column.current;
    const sample = probe.current;
    if (!element || !sample) return undefined;
    const measure = () => {
      const charWidth = sample.getBoundingClientRect().width / Math.max(1, sample.textContent?.length ?? 1);
      const width = element.clientWidth;
      if (charWidth > 0 && width > 0) setPerLine(Math.max(10, Math.floor(width / charWidth)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [column, probe]);
  return perLine;
}

const PROBE_TEXT = 'Attendu que le tribunal de première instance, statuant contradictoirement, dit pour droit';

/**
 * A long text with highlights that may overlap, for the tagging screen and the anonymisation review. Offsets
 * are always into the whole text. The text is a column of sections of blocks that the browser lays out only when
 * in view; highlights are painted by the CSS Custom Highlight API (no re-render of the text when they change),
 * else by <mark>s. Selecting text reports its offsets; a click on a highlight reports the spans under it.
 */
export function HighlightedText({
  text,
  spans,
  kinds,
  emphasis,
  label,
  onSelectText,
  onHighlightClick,
  onKeyDown,
  overlay,
  handleRef,
  paintMode = 'auto',
  snapToWords = true,
  className,
}: HighlightedTextProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const columnRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const instance = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [withApi] = useState(() => paintMode === 'auto' && supportsHighlightApi());
  const perLine = useCharactersPerLine(columnRef, probeRef);

  const blocks = useMemo(() => splitIntoBlocks(text), [text]);
  const breaks = useMemo(() => blocks.map((block) => lineBreaksIn(text, block)), [text, blocks]);
  const sections = useMemo(() => sectionsOf(blocks), [blocks]);
  const segments = useMemo(() => segmentsOf(spans), [spans]);
  const kindMap = useMemo(() => new Map(kinds.map((kind) => [kind.key, kind])), [kinds]);

  // The fallback draws emphasis as spans of their own kinds, cut into the same segments as the labels'.
  const markSegments = useMemo(() => {
    if (withApi) return [];
    const emphasisSpans: TextSpan[] = [];
    for (const [layer, ranges] of Object.entries(emphasis ?? {})) {
      (ranges ?? []).forEach((range, index) =>
        emphasisSpans.push({ id: `${layer}-${index}`, ...range, kind: `${EMPHASIS_KIND_PREFIX}${layer}` }),
      );
    }
    return segmentsOf([...spans, ...emphasisSpans]);
  }, [withApi, spans, emphasis]);

  // The painter lives as long as the view (declared before the effect that paints: effects run in order).
  const painter = useRef<HighlightPainter | null>(null);
  useLayoutEffect(() => {
    if (!withApi) return undefined;
    const created = new HighlightPainter(`lx-text-${instance}`, styles.block ?? 'block');
    painter.current = created;
    return () => {
      created.dispose();
      painter.current = null;
    };
  }, [withApi, instance]);

  // Before the browser paints: a new highlight shows in the frame that follows the click that made it.
  useLayoutEffect(() => {
    const column = columnRef.current;
    const root = rootRef.current;
    if (!withApi || !column || !root || !painter.current) return;
    painter.current.paint(column, blocks, {
      segments,
      kinds: kindMap,
      emphasis: emphasis ?? {},
      emphasisRules: emphasisRulesOf(root),
    });
  }, [withApi, blocks, segments, kindMap, emphasis]);

  const blockElement = useCallback(
    (offset: number): HTMLElement | null =>
      columnRef.current ? blockElementAt(columnRef.current, blockIndexAt(blocks, offset)) : null,
    [blocks],
  );

  const domRange = useCallback(
    (range: TextRange) => rangeOver(blockElement(range.start), range.start, blockElement(range.end), range.end),
    [blockElement],
  );

  useImperativeHandle(
    handleRef,
    (): TextViewHandle => ({
      scrollToRange(range) {
        const root = rootRef.current;
        if (!root) return;
        const centre = () => {
          const found = domRange(range);
          const box = found ? rectOf(found) : blockElement(range.start)?.getBoundingClientRect();
          if (!box) return;
          const view = root.getBoundingClientRect();
          root.scrollTop += box.top - view.top - root.clientHeight / 2 + box.height / 2;
        };
        centre();
        // The sections now in view are laid out at their real height: centre again on the next frame.
        if (typeof requestAnimationFrame === 'function') requestAnimationFrame(centre);
      },
      rectOf(range) {
        const found = domRange(range);
        return found ? rectOf(found) : null;
      },
      contentOrigin() {
        const box = contentRef.current?.getBoundingClientRect();
        return { left: box?.left ?? 0, top: box?.top ?? 0, width: box?.width ?? 0 };
      },
      clearSelection() {
        window.getSelection()?.removeAllRanges();
      },
    }),
    [domRange, blockElement],
  );

  /** The page's selection if it lies in this view's text, trimmed; null otherwise. */
  const readSelection = useCallback((): TextSelection | null => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    const column = columnRef.current;
    if (!column?.contains(range.startContainer) || !column.contains(range.endContainer)) return null;
    if (!blockElementOf(range.startContainer) || !blockElementOf(range.endContainer)) return null;
    const anchor = offsetOfPoint(range.startContainer, range.startOffset);
    const focus = offsetOfPoint(range.endContainer, range.endOffset);
    if (anchor === null || focus === null) return null;
    const [start, end] = adjustSelection(text, anchor, focus, snapToWords);
    if (end <= start) return null;
    return { start, end, content: text.slice(start, end), viewportRect: rectOf(range) };
  }, [text, snapToWords]);

  const clickAt = useCallback(
    (offset: number | null, viewportRect: DOMRect) => {
      if (offset === null || !onHighlightClick) return;
      const segment = segmentAt(segments, offset) ?? segmentAt(segments, offset - 1);
      if (!segment) return;
      const range = domRange(segment);
      onHighlightClick({ segment, offset, viewportRect: range ? rectOf(range) : viewportRect });
    },
    [segments, onHighlightClick, domRange],
  );

  // A press in the text: a selection when the button is released (wherever), else a click on a highlight.
  const pressed = useRef<{ x: number; y: number } | null>(null);
  const touchMode = useRef(false);
  useEffect(() => {
    const onMouseUp = (event: MouseEvent) => {
      const press = pressed.current;
      pressed.current = null;
      if (!press) return;
      const selection = readSelection();
      if (selection) {
        onSelectText?.(selection);
        return;
      }
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > 4) return;
      const mark = event.target instanceof Element ? event.target.closest<HTMLElement>('mark[data-start]') : null;
      if (mark) {
        clickAt(Number(mark.dataset.start), mark.getBoundingClientRect());
        return;
      }
      const caret = caretAt(event.clientX, event.clientY);
      clickAt(caret ? offsetOfPoint(caret.node, caret.offset) : null, new DOMRect(event.clientX, event.clientY));
    };
    // A touch selection is made with handles after the finger left: reported once it stops changing.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onSelectionChange = () => {
      if (!touchMode.current) return;
      clearTimeout(settle);
      settle = setTimeout(() => {
        const selection = readSelection();
        if (selection) onSelectText?.(selection);
      }, 600);
    };
    document.addEventListener('mouseup', onMouseUp);
    document.addEventListener('selectionchange', onSelectionChange);
    return () => {
      clearTimeout(settle);
      document.removeEventListener('mouseup', onMouseUp);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [readSelection, onSelectText, clickAt]);

  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    // A selection made with Shift and the arrows (caret browsing) is reported when Shift is released.
    if (event.key !== 'Shift') return;
    const selection = readSelection();
    if (selection) onSelectText?.(selection);
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.target !== event.currentTarget) return;
    const selection = readSelection();
    if (selection) {
      event.preventDefault();
      onSelectText?.(selection);
      return;
    }
    const caret = window.getSelection();
    if (caret?.anchorNode && blockElementOf(caret.anchorNode)) {
      event.preventDefault();
      clickAt(offsetOfPoint(caret.anchorNode, caret.anchorOffset), new DOMRect());
    }
  };

  const blockNode = (index: number) => {
    const block = blocks[index];
    if (!block) return null;
    return (
      <Block key={block.start} start={block.start}>
        {withApi ? text.slice(block.start, block.end) : markedPieces(text, block, markSegments, kindMap)}
      </Block>
    );
  };
  const sectionNodes = sections.map((indexes) => {
    const first = blocks[indexes[0] ?? 0];
    const last = blocks[indexes.at(-1) ?? 0];
    return (
      <Section
        key={first?.start ?? 0}
        chars={(last?.end ?? 0) - (first?.start ?? 0)}
        breaks={indexes.reduce((sum, index) => sum + (breaks[index] ?? 0), 0)}
        blocks={indexes.length}
      >
        {indexes.map(blockNode)}
      </Section>
    );
  });

  return (
    <div
      ref={rootRef}
      className={cx(styles.root, className)}
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onTextKeyDown}
      onKeyUp={onKeyUp}
    >
      <div ref={contentRef} className={styles.content}>
        <span ref={probeRef} className={styles.probe} aria-hidden="true">
          {PROBE_TEXT}
        </span>
        <div
          ref={columnRef}
          className={styles.column}
          style={{ '--cpl': perLine } as CSSProperties}
          onMouseDown={(event) => {
            if (event.button === 0) pressed.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerDown={(event) => {
            touchMode.current = event.pointerType === 'touch';
          }}
        >
          {sectionNodes}
        </div>
        {overlay}
      </div>
    </div>
  );
}
