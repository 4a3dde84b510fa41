import { isAbortedError, isApiError, type FileDropItem } from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadDocument, type DocumentVisibility } from '../../../api/documents';
import type { DocumentMetadata } from '../../../api/metadata';
import { documentKeys } from '../../../api/keys';
import type { UploadOutcome } from '../model/report';

interface ChosenFile extends FileDropItem {
  file: File;
}

let nextId = 1;

/** Refusals the user can act on: no subscription, the plan's pages used up, too many uploads still being read. */
const EXPLAINED_REFUSALS = [402, 409, 429];

/**
 * A refusal the user can act on says why, in the server's words (already in the user's language; a 429 says how
 * long to wait, and the file stays chosen to be sent again); any other failure keeps the popup's own text.
 */
export function refusalText(error: unknown, failedText: string): string {
  if (isApiError(error) && EXPLAINED_REFUSALS.includes(error.status) && error.message.trim() !== '')
    return error.message;
  return failedText;
}

export interface UploadBatch {
  /** The chosen files, with their progress and their own error once sent. */
  files: readonly ChosenFile[];
  uploading: boolean;
  /** Replaces the choice (single mode) or adds to it (multiple mode). */
  choose: (files: readonly File[], multiple: boolean) => void;
  remove: (id: string) => void;
  /**
   * Sends the files one by one (the server takes one a request), each with its progress; a file that failed
   * stays chosen with its error, the others leave the list. Resolves with every file's outcome.
   */
  send: (
    visibility: DocumentVisibility,
    legalCaseToken: string | undefined,
    failedText: string,
    metadata?: DocumentMetadata,
  ) => Promise<UploadOutcome[]>;
  /** Aborts what is under way and empties the choice (the popup resets when closed). */
  reset: () => void;
}

interface Batch {
  visibility: DocumentVisibility;
  legalCaseToken: string | undefined;
  failedText: string;
  /** The same metadata for every file (the popup's; multiple mode: type, country, language, law cases). */
  metadata: DocumentMetadata | undefined;
}

export function useUploadBatch(): UploadBatch {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => controller.current?.abort(), []);

  const update = (id: string, change: Partial<ChosenFile>) =>
    setFiles((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const choose = useCallback((chosen: readonly File[], multiple: boolean) => {
    const items = chosen.map((file) => ({ id: String(nextId++), name: file.name, size: file.size, file }));
    setFiles((current) => (multiple ? [...current.filter((item) => !item.error), ...items] : items.slice(0, 1)));
  }, []);

  const remove = useCallback((id: string) => setFiles((current) => current.filter((item) => item.id !== id)), []);

  const upload = useMutation({
    mutationFn: async ({ visibility, legalCaseToken, failedText, metadata }: Batch) => {
      const abort = new AbortController();
      controller.current = abort;
      const outcomes: UploadOutcome[] = [];
      const done: string[] = [];
      for (const item of files) {
        update(item.id, { progress: 0, error: undefined, done: false });
        try {
          const stored = await uploadDocument({
            file: item.file,
            visibility,
            legalCaseToken,
            metadata,
            signal: abort.signal,
            onProgress: (progress) => update(item.id, { progress }),
          });
          update(item.id, { progress: 100, done: true });
          done.push(item.id);
          outcomes.push({ name: item.name, result: stored.added_to_case === false ? 'notAttached' : 'uploaded' });
        } catch (error) {
          if (isAbortedError(error)) return outcomes;
          update(item.id, { progress: undefined, error: refusalText(error, failedText) });
          outcomes.push({ name: item.name, result: 'failed' });
        }
      }
      if (controller.current === abort) {
        controller.current = null;
        setFiles((current) => current.filter((item) => !done.includes(item.id)));
      }
      return outcomes;
    },
    // Something was stored (even if the batch was then abandoned): every list reads again.
    onSuccess: (outcomes) => {
      if (outcomes.some((outcome) => outcome.result !== 'failed'))
        void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
  const { reset: forgetUpload } = upload;

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    forgetUpload();
    setFiles([]);
  }, [forgetUpload]);

  const send = (
    visibility: DocumentVisibility,
    legalCaseToken: string | undefined,
    failedText: string,
    metadata?: DocumentMetadata,
  ) => upload.mutateAsync({ visibility, legalCaseToken, failedText, metadata });

  const uploading = upload.isPending;
  return { files, uploading, choose, remove, send, reset };
}
