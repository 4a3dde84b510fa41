import {
  formatFileSize,
  FieldError,
  MAX_INTAKE_FILES,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT_ATTRIBUTE,
  cx,
  useFieldIds,
  type IntakeQuestion,
} from '@lexdesk/shared';
import { useRef, useState, type ChangeEvent } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { toLocale } from '../../../common/questionnaire';
import { selectFiles, type FileRefusal } from '../files';
import type { IntakeValues } from '../model';
import { joinIds, RequiredMark } from './fields';
import styles from './Intake.module.css';

const BYTES_PER_MB = 1024 * 1024;

interface FileQuestionProps {
  question: IntakeQuestion;
  field: ControllerRenderProps<IntakeValues, `files.${string}`>;
  error?: string;
  countOtherFiles: () => number;
}

/**
 * A `file` question takes one file, a `files` question several. Files that break the upload rules are
 * refused when chosen, with the reason said under the input (not a browser alert: a litigant's form
 * must stay gentle); the chosen ones are listed with their size and a remove button each.
 */
export function FileQuestion({ question, field, error, countOtherFiles }: FileQuestionProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { inputId: id, hintId, errorId } = useFieldIds();
  const refusedId = `${id}-refused`;
  const multiple = question.question_type === 'files';
  const files = Array.isArray(field.value) ? field.value : [];
  const [refused, setRefused] = useState<FileRefusal[]>([]);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The list below is what is sent: emptying the input lets the same file be chosen again after removal.
    event.target.value = '';
    if (chosen.length === 0) return;
    const selection = selectFiles(chosen, files, countOtherFiles(), multiple);
    setRefused(selection.refused);
    field.onChange(selection.files);
  };

  const remove = (index: number) => {
    field.onChange(files.filter((_, i) => i !== index));
    setRefused([]);
    // The button that had the focus is gone: the input is the next sensible place.
    inputRef.current?.focus();
  };

  const refusalText = ({ name, reason }: FileRefusal) =>
    t(`cases.intake.files.${reason}`, { name, size: MAX_UPLOAD_BYTES / BYTES_PER_MB, max: MAX_INTAKE_FILES });

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {question.title}
        {question.required && <RequiredMark />}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('cases.intake.files.hint', { size: MAX_UPLOAD_BYTES / BYTES_PER_MB, max: MAX_INTAKE_FILES })}
      </p>
      <input
        ref={(element) => {
          inputRef.current = element;
          field.ref(element);
        }}
        id={id}
        name={field.name}
        type="file"
        accept={UPLOAD_ACCEPT_ATTRIBUTE}
        multiple={multiple}
        // Not `required`: the input is emptied after each choice, the list is the answer.
        aria-required={question.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hintId, refused.length > 0 && refusedId, error && errorId)}
        className={cx(styles.fileInput, error && styles.invalid)}
        onChange={onPick}
        onBlur={field.onBlur}
      />
      {/* Always present: a live region must exist before its text changes to be announced. */}
      <div id={refusedId} aria-live="polite">
        {refused.length > 0 && (
          <ul className={styles.refusals}>
            {refused.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                <FieldError id={`${refusedId}-${index}`}>{refusalText(refusal)}</FieldError>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label={t('cases.intake.files.chosen', { question: question.title })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileItem}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size, toLocale(intl.locale))}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('cases.intake.files.removeLabel', { name: file.name })}
                onClick={() => remove(index)}
              >
                {t('cases.intake.files.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
