// Which chosen files a file question keeps: the library's upload rules (specification 2, section 5).
// The drop zone already refuses other types and files over the size; they are checked again here because
// this list is what is sent, whatever handed the files in.
import { isAcceptedFileName, MAX_INTAKE_FILES, MAX_UPLOAD_BYTES, type FileRefusal } from '@lexdesk/shared';

export interface FileSelection {
  files: File[];
  refused: FileRefusal[];
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * `current` are the question's files, `otherFiles` how many the other questions hold (the limit counts
 * the whole submission). A single-file question replaces its file; a multiple one adds to the list and
 * ignores a file already in it.
 */
export function selectFiles(
  chosen: readonly File[],
  current: readonly File[],
  otherFiles: number,
  multiple: boolean,
): FileSelection {
  const refused: FileRefusal[] = [];
  const kept: File[] = [];
  const base = multiple ? [...current] : [];
  for (const file of chosen) {
    if (!isAcceptedFileName(file.name)) refused.push({ name: file.name, reason: 'unsupported' });
    else if (file.size > MAX_UPLOAD_BYTES) refused.push({ name: file.name, reason: 'tooBig' });
    else if (!multiple && kept.length > 0)
      continue; // the browser gives one; a drop could give more
    else if ([...base, ...kept].some((other) => sameFile(other, file))) continue;
    else if (otherFiles + base.length + kept.length >= MAX_INTAKE_FILES)
      refused.push({ name: file.name, reason: 'tooMany' });
    else kept.push(file);
  }
  // Nothing acceptable chosen for a single-file question: its current file stays.
  if (!multiple && kept.length === 0) return { files: [...current], refused };
  return { files: [...base, ...kept], refused };
}
