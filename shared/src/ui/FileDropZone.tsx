import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { formatFileSize } from '../domain/format';
import { LOCALES, type Locale } from '../types/entities';
import { cx } from './cx';
import { describedBy, FieldError, useFieldIds } from './field';
import fieldStyles from './Field.module.css';
import styles from './FileDropZone.module.css';
import { VisuallyHidden } from './VisuallyHidden';

/** One chosen file as the caller tracks it (the caller uploads and validates; the zone only shows). */
export interface FileDropItem {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Upload progress, 0 to 100; absent before the upload starts. */
  progress?: number;
  /** The upload finished. */
  done?: boolean;
  /** Why this file was refused or failed, in words ("Ce type de fichier n'est pas accepté"). */
  error?: string;
}

/** Why a chosen file was not taken: another type than `accept`, over `maxFileBytes`, beyond `maxFiles`. */
export type FileRefusalReason = 'unsupported' | 'tooBig' | 'tooMany';

/** A chosen file that was not taken; the zone says it under itself in the page's language. */
export interface FileRefusal {
  name: string;
  reason: FileRefusalReason;
}

export interface FileDropZoneProps {
  /** Names the file input; drawn above the zone like the other fields' labels. */
  label: ReactNode;
  hint?: ReactNode;
  /** An error about the whole choice ("Ce champ est requis"); per-file errors go on the items. */
  error?: string | null;
  /** Adds the translated required mark to the label and `aria-required` to the input. */
  required?: boolean;
  /**
   * The input's `accept` (for example UPLOAD_ACCEPT_ATTRIBUTE). The zone applies it to every chosen or dropped
   * file too (the dialog can be told to show all files; a drop ignores it): the others are refused as unsupported.
   */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Files larger than this are refused by the zone ("too large"); the limit is named in the refusal. */
  maxFileBytes?: number;
  /** The number a caller's "too many" refusal names (the caller counts: its limit may span several zones). */
  maxFiles?: number;
  /**
   * The files chosen by the dialog or dropped that passed `accept` and `maxFileBytes` (only the first one when
   * not `multiple`); called whenever something was chosen, with an empty list when all of it was refused.
   */
  onFiles: (files: File[]) => void;
  /** The files the zone itself refused in the last choice (it says them; this is for callers that count). */
  onRefuse?: (refused: FileRefusal[]) => void;
  /** The caller's own refusals of the last choice (too many, ...), shown with the zone's own. */
  refusals?: readonly FileRefusal[];
  files?: readonly FileDropItem[];
  /** Shows a remove button per file. */
  onRemove?: (id: string) => void;
  /** Names the list of files; "Fichiers choisis" by default. */
  listLabel?: string;
  /** The file input, for a form library to focus it on a validation error. */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
  id?: string;
  className?: string;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Whether a file matches an `accept` list: `.ext` by its name, `type/*` and `type/sub` by its MIME type. */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A file picker as a form field: a label (with the required mark), a hint, a zone that opens the file dialog
 * on a click and takes dropped files, the refused files said in words under it, the field's error, and the
 * chosen files with their size, a remove button, a labelled progress bar while they upload and their own
 * error. The real file input stays in the page, visually hidden (the browser's untranslated "No file chosen"
 * never shows): it is what Tab reaches, Enter or Space open and the label names.
 */
export function FileDropZone({
  label,
  hint,
  error,
  required = false,
  accept,
  multiple = false,
  disabled = false,
  maxFileBytes,
  maxFiles,
  onFiles,
  onRefuse,
  refusals = [],
  files = [],
  onRemove,
  listLabel,
  ref,
  name,
  onBlur,
  id,
  className,
}: FileDropZoneProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  // The zone's own refusals of the last choice; the caller's come in `refusals`.
  const [ownRefusals, setOwnRefusals] = useState<FileRefusal[]>([]);
  const locale: Locale = (LOCALES as readonly string[]).includes(intl.locale) ? (intl.locale as Locale) : 'fr';
  const instructionsId = `${ids.inputId}-instructions`;
  const refusedId = `${ids.inputId}-refused`;
  const shownRefusals = [...ownRefusals, ...refusals];

  const take = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    const accepted: File[] = [];
    const refused: FileRefusal[] = [];
    for (const file of multiple ? chosen : chosen.slice(0, 1)) {
      if (!fileMatchesAccept(file, accept)) refused.push({ name: file.name, reason: 'unsupported' });
      else if (maxFileBytes !== undefined && file.size > maxFileBytes)
        refused.push({ name: file.name, reason: 'tooBig' });
      else accepted.push(file);
    }
    setOwnRefusals(refused);
    if (refused.length > 0) onRefuse?.(refused);
    onFiles(accepted);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  // Chromium opens the dialog on Space but not on Enter, Firefox the reverse: both keys open it everywhere.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!disabled) event.currentTarget.click();
  };

  const refusalText = ({ name: fileName, reason }: FileRefusal) =>
    intl.formatMessage(
      { id: `ui.files.refused.${reason}` },
      {
        name: fileName,
        size: maxFileBytes === undefined ? '' : formatFileSize(maxFileBytes, locale),
        max: maxFiles ?? '',
      },
    );

  return (
    <div className={cx(styles.field, className)}>
      <label id={ids.labelId} htmlFor={ids.inputId} className={fieldStyles.label}>
        {label}
        {required && (
          <>
            {/* The space is text, not a margin: the name reads "Pièces (obligatoire)". */}{' '}
            <span className={styles.required}>{intl.formatMessage({ id: 'ui.files.required' })}</span>
          </>
        )}
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* A click anywhere on the zone opens the dialog; the keyboard reaches the input itself. */}
      <div
        className={cx(styles.zone, dragging && styles.dragging, disabled && styles.disabled, error && styles.invalid)}
        onClick={(event) => {
          if (!disabled && event.target !== inputRef.current) inputRef.current?.click();
        }}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={(element) => {
            inputRef.current = element;
            assignRef(ref, element);
          }}
          id={ids.inputId}
          name={name}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          // Not `required`: the input is emptied after each choice, the list below is the answer.
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            ids,
            Boolean(hint),
            Boolean(error),
            [instructionsId, shownRefusals.length > 0 && refusedId].filter(Boolean).join(' '),
          )}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file chosen again after a removal must fire a change.
            event.currentTarget.value = '';
          }}
        />
        <svg className={styles.icon} width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
          <path
            d="M14 18V5m0 0l-5 5m5-5l5 5M5 19v3a2 2 0 002 2h14a2 2 0 002-2v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p id={instructionsId} className={styles.instructions}>
          <span className={styles.browse}>
            {intl.formatMessage({ id: multiple ? 'ui.files.browse' : 'ui.files.browseOne' })}
          </span>{' '}
          {intl.formatMessage({ id: multiple ? 'ui.files.drop' : 'ui.files.dropOne' })}
        </p>
      </div>
      {/* Always present: a live region must exist before its text changes to be announced. */}
      <div id={refusedId} aria-live="polite" className={styles.refusals}>
        {shownRefusals.length > 0 && (
          <ul className={styles.refusalList}>
            {shownRefusals.map((refusal, index) => (
              <li key={`${refusal.name}-${refusal.reason}-${index}`}>
                <FieldError id={`${refusedId}-${index}`}>{refusalText(refusal)}</FieldError>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {files.length > 0 && (
        <ul className={styles.list} aria-label={listLabel ?? intl.formatMessage({ id: 'ui.files.list' })}>
          {files.map((file) => {
            const errorId = `${ids.inputId}-file-${file.id}-error`;
            const uploading = !file.error && !file.done && file.progress !== undefined;
            return (
              <li key={file.id} className={cx(styles.file, file.error && styles.fileInvalid)}>
                <div className={styles.fileLine}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
                  {file.done && !file.error && (
                    <span className={styles.done}>
                      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
                      </svg>
                      {intl.formatMessage({ id: 'ui.files.done' })}
                    </span>
                  )}
                  {onRemove && (
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={intl.formatMessage({ id: 'ui.files.remove' }, { name: file.name })}
                      aria-describedby={file.error ? errorId : undefined}
                      disabled={disabled}
                      onClick={() => {
                        setOwnRefusals([]);
                        onRemove(file.id);
                        // The button that had the focus is gone: the input is the next sensible place.
                        inputRef.current?.focus();
                      }}
                    >
                      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                      </svg>
                    </button>
                  )}
                </div>
                {uploading && (
                  <div className={styles.progressLine}>
                    <progress
                      className={styles.progress}
                      max={100}
                      value={Math.min(100, Math.max(0, file.progress ?? 0))}
                      aria-label={intl.formatMessage({ id: 'ui.files.progress' }, { name: file.name })}
                    />
                    <span className={styles.percent} aria-hidden="true">
                      {intl.formatNumber(Math.min(100, Math.max(0, file.progress ?? 0)) / 100, { style: 'percent' })}
                    </span>
                  </div>
                )}
                {file.error && (
                  <p id={errorId} className={styles.fileError}>
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
                      <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                    </svg>
                    <span>
                      <VisuallyHidden>{intl.formatMessage({ id: 'ui.files.error' })} </VisuallyHidden>
                      {file.error}
                    </span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
