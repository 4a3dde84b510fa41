// The document model of the rich-text editor: a flat list of paragraphs, two heading levels and one-level
// lists; bold and italic marks; links as inlines. Nothing else can be stored, so nothing else is pasted.
import type { BaseEditor, BaseRange } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export interface RichText {
  text: string;
  bold?: true;
  italic?: true;
}

export type Mark = 'bold' | 'italic';

export interface LinkElement {
  type: 'link';
  url: string;
  children: RichText[];
}

export type RichInline = RichText | LinkElement;

export interface ParagraphElement {
  type: 'paragraph';
  children: RichInline[];
}

export interface HeadingElement {
  type: 'heading-two' | 'heading-three';
  children: RichInline[];
}

export interface ListItemElement {
  type: 'list-item';
  children: RichInline[];
}

export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}

export type RichBlock = ParagraphElement | HeadingElement | ListElement;
export type RichElement = RichBlock | ListItemElement | LinkElement;
export type BlockType = 'paragraph' | HeadingElement['type'] | ListElement['type'];

/** A rich-text document: what `htmlToSlate` gives and `slateToHtml` takes. */
export type RichDocument = RichBlock[];

export type RichEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichEditor;
    Element: RichElement;
    Text: RichText;
    Range: BaseRange;
  }
}
