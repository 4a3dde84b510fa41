import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { createEditor, Editor, Transforms, type BaseSelection, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  ReactEditor,
  Slate,
  useSlate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { describedBy, FieldError, useFieldIds } from '../ui/field';
import fieldStyles from '../ui/Field.module.css';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import {
  activeLink,
  isBlockActive,
  isMarkActive,
  matchesHotkey,
  toggleBlock,
  toggleMark,
  unwrapLink,
  withRichText,
  wrapLink,
  type Hotkey,
} from './editor';
import { htmlToSlate, slateToHtml } from './html';
import styles from './RichTextEditor.module.css';
import type { BlockType, Mark, RichDocument, RichEditor } from './types';
import { normalizeLinkUrl } from './url';

export interface RichTextEditorProps {
  /** Names the editing area (and, with "Mise en forme", its toolbar). */
  label: string;
  /** The starting HTML (see RICH_TEXT_TAGS). The editor is uncontrolled: give it a new `key` to load another value. */
  defaultValue?: string;
  /** Called on every change with the document as HTML ("" when empty). */
  onChange?: (html: string) => void;
  hint?: ReactNode;
  error?: string | null;
  /** Offers the two heading levels (h2, h3); without them pasted titles become paragraphs. */
  headings?: boolean;
  placeholder?: string;
  readOnly?: boolean;
  id?: string;
  className?: string;
}

type Action =
  | { kind: 'mark'; mark: Mark; label: string; hotkey: Hotkey; icon: ReactNode }
  | { kind: 'block'; block: BlockType; label: string; hotkey: Hotkey; icon: ReactNode }
  | { kind: 'link'; label: string; hotkey: Hotkey; icon: ReactNode };

const glyph = (text: string, extra?: string) => (
  <span className={cx(styles.glyph, extra)} aria-hidden="true">
    {text}
  </span>
);

const ListIcon = ({ numbered }: { numbered: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    {numbered ? (
      <text x="0" y="7" fontSize="6" fill="currentColor">
        1
      </text>
    ) : (
      <circle cx="2.5" cy="5" r="1.5" fill="currentColor" />
    )}
    {numbered ? (
      <text x="0" y="15" fontSize="6" fill="currentColor">
        2
      </text>
    ) : (
      <circle cx="2.5" cy="13" r="1.5" fill="currentColor" />
    )}
    <path d="M7 5h10M7 13h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

const LinkIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <path
      d="M7.5 10.5l3-3M8 5l1.5-1.5a3 3 0 014.2 4.2L12.2 9.2M9.8 12.8L8.3 14.3a3 3 0 01-4.2-4.2L5.6 8.6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
  </svg>
);

function RenderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      // Not followed while editing: a click places the caret.
      return (
        <a {...attributes} href={element.url} className={styles.link} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}

interface ToolbarProps {
  actions: Action[];
  label: string;
  controls: string;
  disabled: boolean;
  onLink: () => void;
}

/** WAI-ARIA toolbar: one Tab stop, arrows (and Home, End) move between its buttons. */
function Toolbar({ actions, label, controls, disabled, onLink }: ToolbarProps) {
  const editor = useSlate();
  const [current, setCurrent] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    setCurrent(target);
    refs.current[target]?.focus();
  };

  const run = (action: Action) => {
    if (action.kind === 'link') {
      onLink();
      return;
    }
    if (action.kind === 'mark') toggleMark(editor, action.mark);
    else toggleBlock(editor, action.block);
    ReactEditor.focus(editor);
  };

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className={styles.toolbar} onKeyDown={onKeyDown}>
      {actions.map((action, index) => {
        const pressed =
          action.kind === 'mark'
            ? isMarkActive(editor, action.mark)
            : action.kind === 'block'
              ? isBlockActive(editor, action.block)
              : activeLink(editor) !== null;
        return (
          <button
            key={action.label}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            className={styles.tool}
            aria-label={action.label}
            aria-pressed={pressed}
            title={action.label}
            tabIndex={index === current ? 0 : -1}
            disabled={disabled}
            // Keeps the editor's selection: the button acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => run(action)}
          >
            {action.icon}
          </button>
        );
      })}
    </div>
  );
}

interface LinkDialogProps {
  open: boolean;
  initialUrl: string;
  canRemove: boolean;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

function LinkDialog({ open, initialUrl, canRemove, onApply, onRemove, onClose }: LinkDialogProps) {
  const intl = useIntl();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const formId = useFieldIds().inputId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the page's DOM but not out of its React tree: a submit event would
    // bubble on to the form the editor sits in (the Contrats page's) and save the page.
    event.stopPropagation();
    const safe = normalizeLinkUrl(url);
    if (!safe) {
      setError(intl.formatMessage({ id: url.trim() ? 'richText.link.invalid' : 'validation.required' }));
      return;
    }
    onApply(safe);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'richText.link.title' })}
      size="sm"
      closeOnBackdrop={false}
      footer={
        <>
          {canRemove && (
            <Button variant="ghost" onClick={onRemove}>
              {intl.formatMessage({ id: 'richText.link.remove' })}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button type="submit" form={formId}>
            {intl.formatMessage({ id: 'richText.link.apply' })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'richText.link.url' })}
          hint={intl.formatMessage({ id: 'richText.link.hint' })}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}

/**
 * A rich-text editor on Slate: a labelled toolbar (bold, italic, h2, h3, lists, link), keyboard shortcuts
 * (Mod+B, Mod+I, Mod+K, Mod+Alt+2, Mod+Alt+3, Mod+Shift+8, Mod+Shift+7, Mod+Z, Mod+Shift+Z), pasted HTML
 * cleaned (htmlToSlate), value in and out as HTML (slateToHtml). Import it from `@lexdesk/shared/rich-text`,
 * lazily: Slate stays out of the first visit.
 */
export function RichTextEditor({
  label,
  defaultValue = '',
  onChange,
  hint,
  error,
  headings = true,
  placeholder,
  readOnly = false,
  id,
  className,
}: RichTextEditorProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor())), { headings }), [headings]);
  const initialValue = useMemo(() => htmlToSlate(defaultValue, { headings }) as Descendant[], [defaultValue, headings]);
  const [linkDialog, setLinkDialog] = useState<{ url: string; selection: BaseSelection } | null>(null);

  const text = (key: string) => intl.formatMessage({ id: key });
  const actions: Action[] = [
    {
      kind: 'mark',
      mark: 'bold',
      label: text('richText.bold'),
      hotkey: { key: 'b', mod: true },
      icon: glyph('B', styles.bold),
    },
    {
      kind: 'mark',
      mark: 'italic',
      label: text('richText.italic'),
      hotkey: { key: 'i', mod: true },
      icon: glyph('I', styles.italic),
    },
    ...(headings
      ? ([
          {
            kind: 'block',
            block: 'heading-two',
            label: text('richText.heading2'),
            hotkey: { key: '2', mod: true, alt: true },
            icon: glyph('H2'),
          },
          {
            kind: 'block',
            block: 'heading-three',
            label: text('richText.heading3'),
            hotkey: { key: '3', mod: true, alt: true },
            icon: glyph('H3'),
          },
        ] as Action[])
      : []),
    {
      kind: 'block',
      block: 'bulleted-list',
      label: text('richText.bulletedList'),
      hotkey: { key: '8', mod: true, shift: true },
      icon: <ListIcon numbered={false} />,
    },
    {
      kind: 'block',
      block: 'numbered-list',
      label: text('richText.numberedList'),
      hotkey: { key: '7', mod: true, shift: true },
      icon: <ListIcon numbered />,
    },
    { kind: 'link', label: text('richText.link'), hotkey: { key: 'k', mod: true }, icon: <LinkIcon /> },
  ];

  const openLinkDialog = () => {
    if (readOnly) return;
    setLinkDialog({ url: activeLink(editor as RichEditor)?.url ?? '', selection: editor.selection });
  };

  const closeLinkDialog = (change?: (rich: RichEditor) => void) => {
    const saved = linkDialog?.selection;
    setLinkDialog(null);
    // Never focused yet (the button pressed first): the link goes at the end of the text.
    Transforms.select(editor, saved ?? Editor.end(editor, []));
    change?.(editor as RichEditor);
    ReactEditor.focus(editor);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = actions.find((candidate) => matchesHotkey(event.nativeEvent, candidate.hotkey));
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'mark') toggleMark(editor as RichEditor, action.mark);
    else if (action.kind === 'block') toggleBlock(editor as RichEditor, action.block);
    else openLinkDialog();
  };

  return (
    <div className={cx(fieldStyles.field, className)}>
      <span id={ids.labelId} className={fieldStyles.label}>
        {label}
      </span>
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(value) => onChange?.(slateToHtml(value as RichDocument))}
      >
        <div className={cx(styles.frame, error && styles.invalid)}>
          {!readOnly && (
            <Toolbar
              actions={actions}
              label={`${text('richText.toolbar')} – ${label}`}
              controls={ids.inputId}
              disabled={readOnly}
              onLink={openLinkDialog}
            />
          )}
          <Editable
            id={ids.inputId}
            className={styles.editable}
            aria-labelledby={ids.labelId}
            aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
            aria-invalid={error ? true : undefined}
            readOnly={readOnly}
            placeholder={placeholder}
            renderElement={RenderElement}
            renderLeaf={Leaf}
            onKeyDown={onKeyDown}
          />
        </div>
      </Slate>
      {hint && (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {linkDialog && (
        <LinkDialog
          open
          initialUrl={linkDialog.url}
          canRemove={linkDialog.url !== ''}
          onApply={(url) => closeLinkDialog((rich) => wrapLink(rich, url))}
          onRemove={() => closeLinkDialog(unwrapLink)}
          onClose={() => closeLinkDialog()}
        />
      )}
    </div>
  );
}
