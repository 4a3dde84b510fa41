// The editor's behaviour as plain functions on a Slate editor: marks, blocks, links, paste, breaks.
import { Editor, Element, Range, Transforms, type Descendant } from 'slate';
import { htmlToSlate, type HtmlToSlateOptions } from './html';
import type { BlockType, LinkElement, Mark, RichEditor } from './types';
import { isSafeLinkUrl } from './url';

const LIST_TYPES: readonly BlockType[] = ['bulleted-list', 'numbered-list'];

export function isMarkActive(editor: RichEditor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: RichEditor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: RichEditor, type: BlockType): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === type,
  });
  return Boolean(match);
}

/** Paragraph, heading or list, as Slate's rich-text example does it: lists wrap list items. */
export function toggleBlock(editor: RichEditor, type: BlockType): void {
  const active = isBlockActive(editor, type);
  const isList = LIST_TYPES.includes(type);
  Transforms.unwrapNodes(editor, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && LIST_TYPES.includes(node.type as BlockType),
    split: true,
  });
  const next = active ? 'paragraph' : isList ? 'list-item' : type;
  Transforms.setNodes<Element>(editor, { type: next } as Partial<Element>, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && Editor.isBlock(editor, node),
  });
  if (!active && isList) Transforms.wrapNodes(editor, { type, children: [] } as unknown as Element);
}

export function activeLink(editor: RichEditor): LinkElement | null {
  if (!editor.selection) return null;
  const [match] = Editor.nodes(editor, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === 'link',
  });
  return match ? (match[0] as LinkElement) : null;
}

export function unwrapLink(editor: RichEditor): void {
  Transforms.unwrapNodes(editor, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === 'link',
  });
}

/** Links the selection to `url` (already checked); a collapsed selection inserts the address as its text. */
export function wrapLink(editor: RichEditor, url: string): void {
  if (!isSafeLinkUrl(url)) return;
  if (activeLink(editor)) unwrapLink(editor);
  const { selection } = editor;
  const collapsed = !selection || Range.isCollapsed(selection);
  const link: LinkElement = { type: 'link', url, children: collapsed ? [{ text: url.replace(/^mailto:/, '') }] : [] };
  if (collapsed) Transforms.insertNodes(editor, link);
  else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/**
 * Links are inlines; pasted HTML goes through htmlToSlate (tables, titles, styles cleaned); Enter at the
 * end of a heading starts a paragraph, and Enter on an empty list item leaves the list.
 */
export function withRichText<T extends RichEditor>(editor: T, options: HtmlToSlateOptions = {}): T {
  const { isInline, insertData, insertBreak } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);

  editor.insertData = (data) => {
    const html = data.getData('text/html');
    // A copy inside the editor carries Slate's own fragment: the default keeps it as it was.
    if (html && !data.types.includes('application/x-slate-fragment')) {
      Transforms.insertFragment(editor, htmlToSlate(html, options) as Descendant[]);
      return;
    }
    insertData(data);
  };

  editor.insertBreak = () => {
    const entry = Editor.above<Element>(editor, {
      match: (node) => !Editor.isEditor(node) && Element.isElement(node) && Editor.isBlock(editor, node),
    });
    if (entry && editor.selection && Range.isCollapsed(editor.selection)) {
      const [block, path] = entry;
      if (block.type === 'list-item' && Editor.isEmpty(editor, block)) {
        toggleBlock(editor, isBlockActive(editor, 'numbered-list') ? 'numbered-list' : 'bulleted-list');
        return;
      }
      if (
        (block.type === 'heading-two' || block.type === 'heading-three') &&
        Editor.isEnd(editor, editor.selection.anchor, path)
      ) {
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] });
        return;
      }
    }
    insertBreak();
  };

  return editor;
}

export interface Hotkey {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

/** Whether a keydown is the shortcut (Mod is Cmd on Apple systems, Ctrl elsewhere). */
export function matchesHotkey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  hotkey: Hotkey,
  apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform),
): boolean {
  const mod = apple ? event.metaKey : event.ctrlKey;
  if (Boolean(hotkey.mod) !== mod || Boolean(hotkey.shift) !== event.shiftKey || Boolean(hotkey.alt) !== event.altKey)
    return false;
  // Digits by their physical key: Shift+7 types "/" or "è" depending on the keyboard layout.
  if (/^\d$/.test(hotkey.key)) return event.code === `Digit${hotkey.key}` || event.code === `Numpad${hotkey.key}`;
  return event.key.toLowerCase() === hotkey.key;
}
