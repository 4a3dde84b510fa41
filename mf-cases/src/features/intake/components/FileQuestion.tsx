import {
  FileDropZone,
  MAX_INTAKE_FILES,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT_ATTRIBUTE,
  type FileDropItem,
  type FileRefusal,
  type IntakeQuestion,
} from '@lexdesk/shared';
import { useState } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { selectFiles } from '../files';
import type { IntakeValues } from '../model';

const BYTES_PER_MB = 1024 * 1024;

interface FileQuestionProps {
  question: IntakeQuestion;
  field: ControllerRenderProps<IntakeValues, `files.${string}`>;
  error?: string;
  countOtherFiles: () => number;
}

/** The list key of a chosen file: the same file chosen twice is one file (see selectFiles). */
const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * A `file` question takes one file, a `files` question several, on the UI kit's drop zone. Files that break
 * the upload rules are refused when chosen, with the reason said under the zone in the form's language (not
 * a browser alert: a litigant's form must stay gentle): the zone refuses other types and files over the size
 * itself, this question those beyond the total of the whole request. The chosen ones are listed with their
 * size and a remove button each; the list is the answer.
 */
export function FileQuestion({ question, field, error, countOtherFiles }: FileQuestionProps) {
  const intl = useIntl();
  const multiple = question.question_type === 'files';
  const files = Array.isArray(field.value) ? field.value : [];
  const [refused, setRefused] = useState<FileRefusal[]>([]);

  const onFiles = (chosen: File[]) => {
    const selection = selectFiles(chosen, files, countOtherFiles(), multiple);
    setRefused(selection.refused);
    field.onChange(selection.files);
  };

  const items: FileDropItem[] = files.map((file) => ({ id: fileKey(file), name: file.name, size: file.size }));

  return (
    <FileDropZone
      ref={field.ref}
      name={field.name}
      label={question.title}
      required={question.required}
      hint={intl.formatMessage(
        { id: 'cases.intake.files.hint' },
        { size: MAX_UPLOAD_BYTES / BYTES_PER_MB, max: MAX_INTAKE_FILES },
      )}
      error={error}
      accept={UPLOAD_ACCEPT_ATTRIBUTE}
      multiple={multiple}
      maxFileBytes={MAX_UPLOAD_BYTES}
      maxFiles={MAX_INTAKE_FILES}
      onFiles={onFiles}
      refusals={refused}
      files={items}
      listLabel={intl.formatMessage({ id: 'cases.intake.files.chosen' }, { question: question.title })}
      onRemove={(id) => {
        field.onChange(files.filter((file) => fileKey(file) !== id));
        setRefused([]);
      }}
      onBlur={field.onBlur}
    />
  );
}
