// HTML <-> Slate for the rich-text editor. The stored value is HTML of a small, sanitisable subset:
//   <p>, <h2>, <h3>, <ul>, <ol>, <li>, <a href> (https, http, mailto only), <strong>, <em>, <br>.
// The server sanitises to the same list anyway. Reading HTML (a stored value or a paste) keeps text,
// paragraphs, lists, links, bold and italic, and drops everything else (see htmlToSlate).
import type {
  HeadingElement,
  LinkElement,
  ListElement,
  ListItemElement,
  RichBlock,
  RichDocument,
  RichInline,
  RichText,
} from './types';
import { isSafeLinkUrl } from './url';

/** The tags `slateToHtml` writes: what a server-side sanitiser of these values should allow. */
export const RICH_TEXT_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br'] as const;

export interface HtmlToSlateOptions {
  /**
   * Headings are allowed (the default): h1 and h2 become the editor's first heading level (h2), h3 to h6
   * its second (h3). Without them every title becomes a paragraph.
   */
  headings?: boolean;
}

interface Marks {
  bold?: true;
  italic?: true;
}

/** Dropped with everything inside them. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'TITLE',
  'HEAD',
  'META',
  'LINK',
  'NOSCRIPT',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'IMG',
  'PICTURE',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'OPTION',
  'HR',
]);

/** Elements that end the line before and after them. */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BODY',
  'CAPTION',
  'CENTER',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HTML',
  'LEGEND',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
]);

const BLOCK_SELECTOR = Array.from(BLOCKS).join(',');
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const LISTS = new Set(['UL', 'OL']);

// Foreign elements (svg, math) keep their lower-case names.
const tagOf = (element: Element) => element.tagName.toUpperCase();

function styleOf(element: Element): string {
  return (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
}

function marksOf(element: Element, marks: Marks): Marks {
  const style = styleOf(element);
  const next: Marks = { ...marks };
  const weight = /font-weight:([a-z0-9]+)/.exec(style)?.[1];
  if (tagOf(element) === 'B' || tagOf(element) === 'STRONG') next.bold = true;
  // Google Docs wraps a whole copy in <b style="font-weight:normal">: the style wins.
  if (weight) {
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) next.bold = true;
    else delete next.bold;
  }
  const fontStyle = /font-style:([a-z]+)/.exec(style)?.[1];
  if (tagOf(element) === 'I' || tagOf(element) === 'EM') next.italic = true;
  if (fontStyle) {
    if (fontStyle === 'italic' || fontStyle === 'oblique') next.italic = true;
    else delete next.italic;
  }
  return next;
}

/** Word's list bullets and numbers, drawn as text in a span it marks `mso-list:Ignore`. */
const isWordListMarker = (element: Element) => styleOf(element).includes('mso-list:ignore');

const text = (value: string, marks: Marks): RichText => ({ text: value, ...marks });
// HTML collapses white space; a no-break space stays (French puts one before ":" and "?").
const textOf = (node: Node, marks: Marks) => text((node.nodeValue ?? '').replace(/[\t\n\r\f ]+/g, ' '), marks);
const sameMarks = (a: RichText, b: RichText) => a.bold === b.bold && a.italic === b.italic;
const isLink = (node: RichInline): node is LinkElement => 'type' in node;

/**
 * The inline content of a node, flattened: block children become line breaks ("\n", written <br>), links
 * keep only their text, nested links and unsafe links become plain text. `lineBreak` replaces "\n" where
 * a block cannot hold a line break (a heading, a table cell).
 */
function inlinesOf(nodes: Iterable<Node>, marks: Marks, out: RichInline[], inLink = false): RichInline[] {
  for (const child of nodes) {
    if (child.nodeType === 3) {
      out.push(textOf(child, marks));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    if (DROPPED.has(tagOf(element)) || isWordListMarker(element)) continue;
    if (tagOf(element) === 'BR') {
      out.push(text('\n', marks));
      continue;
    }
    const childMarks = marksOf(element, marks);
    const href = tagOf(element) === 'A' ? (element.getAttribute('href') ?? '').trim() : '';
    if (!inLink && href && isSafeLinkUrl(href)) {
      const children = inlinesOf(element.childNodes, childMarks, [], true) as RichText[];
      out.push({ type: 'link', url: href, children });
      continue;
    }
    const block = BLOCKS.has(tagOf(element));
    if (block) out.push(text('\n', marks));
    inlinesOf(element.childNodes, childMarks, out, inLink);
    if (block) out.push(text('\n', marks));
  }
  return out;
}

/** Merges texts, collapses spaces and line breaks, trims; Slate's shape: texts around every link. */
function tidy(inlines: RichInline[], lineBreak: '\n' | ' '): RichInline[] {
  const merged: RichInline[] = [];
  let previous = '';
  const pushText = (leaf: RichText, into: RichInline[]) => {
    let value = leaf.text
      .replace(/\n/g, lineBreak)
      .replace(/ +\n/g, '\n')
      .replace(/\n[ \n]+/g, '\n')
      .replace(/ {2,}/g, ' ');
    if (previous === '' || previous.endsWith('\n')) {
      // Nothing white at the start of the block or of a line.
      value = value.replace(/^[ \n]+/, '');
    } else if (previous.endsWith(' ')) {
      if (value.startsWith('\n')) {
        // "a <br>": the space before the break goes, the break stays.
        const last = into[into.length - 1];
        if (last && !isLink(last)) last.text = last.text.replace(/ +$/, '');
      } else value = value.replace(/^ +/, '');
    }
    if (value === '') return;
    previous = value;
    const last = into[into.length - 1];
    if (last && !isLink(last) && sameMarks(last, leaf)) last.text += value;
    else into.push({ ...leaf, text: value });
  };
  for (const node of inlines) {
    if (isLink(node)) {
      const children: RichInline[] = [];
      for (const leaf of node.children) pushText(leaf, children);
      if (children.length > 0) merged.push({ ...node, children: children as RichText[] });
    } else pushText(node, merged);
  }
  // Trailing spaces and breaks of the block, through the last texts and links.
  trim: for (let index = merged.length - 1; index >= 0; index -= 1) {
    const node = merged[index] as RichInline;
    const leaves = isLink(node) ? node.children : [node];
    for (let position = leaves.length - 1; position >= 0; position -= 1) {
      const leaf = leaves[position] as RichText;
      leaf.text = leaf.text.replace(/[ \n]+$/, '');
      if (leaf.text !== '') break trim;
      leaves.splice(position, 1);
    }
    merged.splice(index, 1);
  }
  // Slate wants a text before, between and after links.
  const shaped: RichInline[] = [];
  for (const node of merged) {
    if (!isLink(node) && node.text === '') continue;
    const last = shaped[shaped.length - 1];
    if (isLink(node) && (!last || isLink(last))) shaped.push({ text: '' });
    shaped.push(node);
  }
  const last = shaped[shaped.length - 1];
  if (!last || isLink(last)) shaped.push({ text: '' });
  return shaped;
}

const hasText = (inlines: RichInline[]) =>
  inlines.some((node) => (isLink(node) ? node.children.some((leaf) => leaf.text !== '') : node.text !== ''));

function listItemsOf(list: Element, marks: Marks, out: ListItemElement[]): ListItemElement[] {
  let loose: RichInline[] = [];
  const flushLoose = () => {
    const children = tidy(loose, '\n');
    if (hasText(children)) out.push({ type: 'list-item', children });
    loose = [];
  };
  list.childNodes.forEach((child) => {
    if (child.nodeType === 1 && (child as Element).tagName === 'LI') {
      flushLoose();
      const item = child as Element;
      const itemMarks = marksOf(item, marks);
      // The item's own content, then its nested lists' items after it (lists have one level).
      const own: Node[] = [];
      const nested: Element[] = [];
      item.childNodes.forEach((part) => {
        if (part.nodeType === 1 && LISTS.has((part as Element).tagName)) nested.push(part as Element);
        else own.push(part);
      });
      const children = tidy(inlinesOf(own, itemMarks, []), '\n');
      if (hasText(children)) out.push({ type: 'list-item', children });
      for (const sublist of nested) listItemsOf(sublist, itemMarks, out);
    } else if (child.nodeType === 1 && LISTS.has((child as Element).tagName)) {
      flushLoose();
      listItemsOf(child as Element, marks, out);
    } else {
      inlinesOf([child], marks, loose);
    }
  });
  flushLoose();
  return out;
}

class Builder {
  readonly blocks: RichBlock[] = [];
  private pending: RichInline[] = [];

  constructor(private readonly headings: boolean) {}

  flush() {
    // Line breaks between inline runs (a <br> between two sentences) stay; blocks split paragraphs.
    const children = tidy(this.pending, '\n');
    this.pending = [];
    if (hasText(children)) this.blocks.push({ type: 'paragraph', children });
  }

  walk(node: Node, marks: Marks) {
    node.childNodes.forEach((child) => {
      if (child.nodeType === 3) {
        this.pending.push(textOf(child, marks));
        return;
      }
      if (child.nodeType !== 1) return;
      const element = child as Element;
      const tag = tagOf(element);
      if (DROPPED.has(tag) || isWordListMarker(element)) return;
      const childMarks = marksOf(element, marks);
      if (HEADINGS.has(tag)) {
        this.flush();
        const type: HeadingElement['type'] | 'paragraph' = !this.headings
          ? 'paragraph'
          : tag === 'H1' || tag === 'H2'
            ? 'heading-two'
            : 'heading-three';
        const children = tidy(inlinesOf(element.childNodes, childMarks, []), type === 'paragraph' ? '\n' : ' ');
        if (hasText(children)) this.blocks.push({ type, children });
      } else if (LISTS.has(tag)) {
        this.flush();
        const items = listItemsOf(element, childMarks, []);
        const type: ListElement['type'] = tag === 'OL' ? 'numbered-list' : 'bulleted-list';
        if (items.length > 0) this.blocks.push({ type, children: items });
      } else if (tag === 'TABLE') {
        // No tables: the caption and each row become paragraphs, a row's cells separated by " – ".
        this.flush();
        const caption = element.querySelector(':scope > caption');
        if (caption) {
          const children = tidy(inlinesOf(caption.childNodes, childMarks, []), ' ');
          if (hasText(children)) this.blocks.push({ type: 'paragraph', children });
        }
        for (const row of Array.from(element.querySelectorAll('tr'))) {
          if (row.closest('table') !== element) continue;
          const cells: RichInline[] = [];
          for (const cell of Array.from(row.children)) {
            const content = tidy(inlinesOf(cell.childNodes, marksOf(cell, childMarks), []), ' ');
            if (!hasText(content)) continue;
            if (cells.length > 0) cells.push(text(' – ', {}));
            cells.push(...content);
          }
          const children = tidy(cells, ' ');
          if (hasText(children)) this.blocks.push({ type: 'paragraph', children });
        }
      } else if (tag === 'BR') {
        this.pending.push(text('\n', marks));
      } else if (BLOCKS.has(tag) || tag === 'LI') {
        this.flush();
        this.walk(element, childMarks);
        this.flush();
      } else if (tag === 'A' || !element.querySelector(BLOCK_SELECTOR)) {
        // Inline content (a link, a span, a <b>): gathered into the current paragraph.
        inlinesOf([element], marks, this.pending);
      } else {
        // An inline wrapper around blocks (Google Docs' <b id="docs-internal-guid...">): its content.
        this.walk(element, childMarks);
      }
    });
  }
}

export const emptyDocument = (): RichDocument => [{ type: 'paragraph', children: [{ text: '' }] }];

/**
 * Reads HTML (a stored value or a paste from Word, Google Docs or a web page) into the editor's model.
 * Keeps text, paragraphs, line breaks, lists (nested ones flattened to one level), links with a safe
 * address, bold and italic. Titles become the allowed heading level, or paragraphs without headings.
 * Tables are dropped as tables: each row's text becomes a paragraph. Scripts, styles, images, forms and
 * comments are dropped with their content. Never empty: at least one empty paragraph.
 */
export function htmlToSlate(html: string, options: HtmlToSlateOptions = {}): RichDocument {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const builder = new Builder(options.headings ?? true);
  builder.walk(parsed.body, {});
  builder.flush();
  return builder.blocks.length > 0 ? builder.blocks : emptyDocument();
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function leafToHtml(leaf: RichText): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
  if (html === '') return '';
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlinesToHtml(children: RichInline[]): string {
  return children
    .map((node) => {
      if (!isLink(node)) return leafToHtml(node);
      const inner = node.children.map(leafToHtml).join('');
      if (inner === '') return '';
      return isSafeLinkUrl(node.url) ? `<a href="${escapeHtml(node.url)}">${inner}</a>` : inner;
    })
    .join('');
}

const TAG_OF = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
} as const;

const isListBlock = (block: RichBlock): block is ListElement =>
  block.type === 'bulleted-list' || block.type === 'numbered-list';

const blockHasText = (block: RichBlock) =>
  isListBlock(block) ? block.children.some((item) => hasText(item.children)) : hasText(block.children);

/** Whether a document holds no text at all (a required field left blank). */
export function isEmptyDocument(doc: RichDocument): boolean {
  return !doc.some(blockHasText);
}

/** Writes the editor's model as HTML of RICH_TEXT_TAGS; an empty document is "". */
export function slateToHtml(doc: RichDocument): string {
  if (isEmptyDocument(doc)) return '';
  return doc
    .map((block) => {
      const tag = TAG_OF[block.type];
      if (isListBlock(block)) {
        const items = block.children.map((item) => `<li>${inlinesToHtml(item.children)}</li>`).join('');
        return `<${tag}>${items}</${tag}>`;
      }
      return `<${tag}>${inlinesToHtml(block.children)}</${tag}>`;
    })
    .join('');
}
