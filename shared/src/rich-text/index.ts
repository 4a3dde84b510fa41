// @lexdesk/shared/rich-text: the Slate editor, a separate entry (and federation singleton) of the shared
// package so that Slate is downloaded only by the screens that import it, lazily:
//   const RichTextEditor = lazy(() => import('@lexdesk/shared/rich-text').then((m) => ({ default: m.RichTextEditor })));
// Its texts (richText.*) are in the shared catalogue, registered by the main entry.
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export {
  htmlToSlate,
  slateToHtml,
  isEmptyDocument,
  emptyDocument,
  RICH_TEXT_TAGS,
  type HtmlToSlateOptions,
} from './html';
export { isSafeLinkUrl, normalizeLinkUrl, LINK_SCHEMES } from './url';
export type {
  RichDocument,
  RichBlock,
  RichInline,
  RichText,
  LinkElement,
  ParagraphElement,
  HeadingElement,
  ListElement,
  ListItemElement,
  BlockType,
  Mark,
} from './types';
