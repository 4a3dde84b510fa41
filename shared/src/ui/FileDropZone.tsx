import { useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatFileSize } from '../domain/format';
import { LOCALES, type Locale } from '../types/entities';
import { cx } from './cx';
import { describedBy, FieldError, useFieldIds } from './field';
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

export interface FileDropZoneProps {
  /** Names the file input. */
  label: string;
  hint?: string;
  /** An error about the whole choice ("10 fichiers au plus"); per-file errors go on the items. */
  error?: string;
  /** The input's `accept` (for example UPLOAD_ACCEPT_ATTRIBUTE). Dropped files are not filtered: validate them. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The files chosen by the dialog or dropped (only the first one when not `multiple`). */
  onFiles: (files: File[]) => void;
  files?: readonly FileDropItem[];
  /** Shows a remove button per file. */
  onRemove?: (id: string) => void;
  /** Names the list of files; "Fichiers choisis" by default. */
  listLabel?: string;
  id?: string;
  className?: string;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * A file picker: a real file input (reached with Tab, opened with Enter or Space, named by its label), with
 * drag and drop onto the zone as an extra. Below it, the chosen files with their size, a labelled progress
 * bar while they upload, and each file's error in text next to its name.
 */
export function FileDropZone({
  label,
  hint,
  error,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  files = [],
  onRemove,
  listLabel,
  id,
  className,
}: FileDropZoneProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const locale: Locale = (LOCALES as readonly string[]).includes(intl.locale) ? (intl.locale as Locale) : 'fr';
  const instructionsId = `${ids.inputId}-instructions`;

  const take = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length > 0) onFiles(multiple ? chosen : chosen.slice(0, 1));
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

  return (
    <div className={cx(styles.field, className)}>
      <div
        className={cx(styles.zone, dragging && styles.dragging, disabled && styles.disabled, error && styles.invalid)}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={ids.inputId}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, Boolean(hint), Boolean(error), instructionsId)}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file chosen again after a removal must fire a change.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={ids.inputId} className={styles.label}>
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
          <span className={styles.labelText}>{label}</span>
        </label>
        <p id={instructionsId} className={styles.instructions}>
          <span className={styles.browse}>
            {intl.formatMessage({ id: multiple ? 'ui.files.browse' : 'ui.files.browseOne' })}
          </span>{' '}
          {intl.formatMessage({ id: multiple ? 'ui.files.drop' : 'ui.files.dropOne' })}
        </p>
      </div>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
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
                      onClick={() => {
                        onRemove(file.id);
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
